// The combat assistant (rules 6, 8, 9) against games prepared at the start of a Combat Phase.
//
// Fixtures (made with the engine by tests/e2e/fixtures/make-combat.ts; see its header):
//   combat-france-britain: Ala (France, south) — 1st Cuirassiers d6 next to the 4th Regiment of
//     Foot d7 (Woods; d8 held, c7/e7 open); Guard Cavalry on the Hill f5: 32nd Foot on f7 in sight,
//     9th Lancers on h5 in range behind the Hill g5.
//   combat-austria-us: Ala (Austria, south) — 4th Regiment d4 next to the US 1st Infantry
//     Regiment in the Town d5.
// Typed dice everywhere; the totals shown are checked against the engine's `combatTotalsOf`
// computed here in Node from the record the app saved in IndexedDB.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';
import { combatTotalsOf, replay, type Game, type GameRecord, type Total } from '../../src/lib/rules';

function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

let counter = 0;

/** Store a record in the app's IndexedDB (as play.spec.ts does) and open it; returns its id. */
async function openGame(page: Page, name: string, gameName = 'Borodino'): Promise<string> {
  const record = fixture(name);
  const id = `e2e-${name}-${Date.now()}-${counter++}`;
  await storeRecord(page, id, gameName, record, { nations: null, turn: 3, stage: 'play', step: 'combat', winner: null });
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  await expect(panel(page)).toBeVisible();
  return id;
}

/** The game as the app saved it, replayed by the engine here in Node. */
async function savedGame(page: Page, id: string): Promise<Game> {
  const record = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['games', 'actions'], 'readonly');
    const game = await new Promise<{ setup: unknown }>((resolve, reject) => {
      const r = tx.objectStore('games').get(id);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const rows = await new Promise<{ seq: number; action: unknown }[]>((resolve, reject) => {
      const r = tx.objectStore('actions').index('gameId').getAll(id);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    db.close();
    rows.sort((a, b) => a.seq - b.seq);
    return { format: 'adiutant-game/1', setup: game.setup, actions: rows.map((r) => r.action) };
  }, id);
  const r = replay(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The engine's totals of the last combat roll: `combatTotalsOf` of the game before it, its dice. */
function engineTotals(game: Game): { attack: Total; defense: Total; used: { attack: number; defense: number } | null } {
  for (let g: Game | null = game; g && g.previous; g = g.previous) {
    const a = g.lastAction;
    if (a?.type === 'roll' && g.previous.state.combat?.step === 'roll') {
      const t = combatTotalsOf(g.previous, a.dice)!;
      const c = g.state.combat;
      return { ...t, used: c && c.attack !== null ? { attack: c.attack, defense: c.defense! } : null };
    }
  }
  throw new Error('no combat roll in the record');
}

/** The totals shown equal the engine's: both sums and every line, in order. */
async function expectTotals(page: Page, game: Game): Promise<{ attack: number; defense: number }> {
  const t = engineTotals(game);
  if (t.used) {
    // the numbers the engine itself recorded at the roll
    expect(t.used).toEqual({ attack: t.attack.total, defense: t.defense.total });
  }
  for (const [side, total] of [
    ['attack', t.attack],
    ['defense', t.defense]
  ] as const) {
    const box = page.locator(`[data-testid="combat-totals"] [data-side="${side}"]`);
    await expect(box).toHaveAttribute('data-total', String(total.total));
    await expect(box.locator('.number')).toHaveText(String(total.total));
    await expect(box.locator('li .amount')).toHaveText(total.parts.map((p) => String(p.value)));
    await expect(box.locator('li .rule')).toHaveText(total.parts.map((p) => `rule ${p.rule}`));
  }
  return { attack: t.attack.total, defense: t.defense.total };
}

const panel = (page: Page) => page.getByTestId('combat-panel');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const decides = (page: Page) => page.getByTestId('combat-decides');
const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const currentStep = (page: Page) => panel(page).locator('.stepper [aria-current="step"]');

async function typeDice(page: Page, values: number[], sides: number[]): Promise<void> {
  const dice = panel(page).locator('fieldset.dice');
  for (let i = 0; i < values.length; i++)
    await dice.getByRole('textbox', { name: `Die ${i + 1} (d${sides[i]})` }).fill(String(values[i]));
  await dice.getByRole('button', { name: 'Use the typed dice' }).click();
}

/** Play a card shown in the panel by its id (its button shows the card's printed values). */
async function playCard(page: Page, card: string): Promise<void> {
  await panel(page).locator(`button:has([data-card="${card}"])`).click();
}

test.use({ locale: 'en-US' });

test('an Assault by cavalry: steps in order, totals equal the engine’s, the retreat tier, advance and pursuit', async ({
  page
}) => {
  const id = await openGame(page, 'combat-france-britain');
  await expect(currentPhase(page)).toContainText('Combat Phase');
  await expect(panel(page)).toContainText('Ala: you may fight one combat this turn (rule 6-R1).');
  await expect(panel(page)).toContainText('To fight no combat this turn, tap End phase.');

  // the form first: the unit that can assault is highlighted, then its adjacent target
  await panel(page).getByRole('button', { name: /^Assault/ }).click();
  await expect(panel(page)).toContainText('never from Marsh (rules 6.1-R1, R2, R4)');
  await expect(page.locator('svg.board .cell.from')).toHaveCount(1);
  await expect(square(page, 'd6')).toHaveClass(/\bfrom\b/);
  await expect(square(page, 'd7')).toHaveClass(/\battack\b/);
  // none from Marsh: the 2nd Regiment Legere (c3) next to the King's Dragoon Guards (c4)
  await expect(square(page, 'c3')).not.toHaveClass(/\bfrom\b/);
  await expect(square(page, 'c4')).not.toHaveClass(/\battack\b/);
  await square(page, 'c3').click();
  await expect(panel(page)).toContainText('2nd Regiment Legere (c3) cannot fight this way now (Assault).');
  await square(page, 'c4').click();
  await expect(alertBox(page)).toHaveText('A unit in Marsh cannot initiate an Assault — rule 6.1-R2');
  await square(page, 'd6').click();
  await expect(alertBox(page)).toHaveText('');
  await expect(square(page, 'd6')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'd7')).toHaveClass(/\battack\b/);
  await expect(square(page, 'd7').locator('> title')).toContainText('target within reach');
  await square(page, 'd7').click();
  await expect(square(page, 'd7')).toHaveClass(/\btarget\b/);

  // the initiating card from the legal ones, with its printed values
  const cards = panel(page).locator('.cards button');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('1st Cuirassiers');
  await expect(cards.nth(0)).toContainText('Attack 2d10');
  await expect(cards.nth(0)).toContainText('Pursuit 4');
  await cards.nth(0).click();
  await panel(page)
    .getByRole('button', { name: 'Declare: Assault — 1st Cuirassiers (d6) on 4th Regiment of Foot (d7)' })
    .click();

  // step 3: the defender may withdraw (Great Britain holds Withdraw cards)
  await expect(page.getByTestId('combat-title')).toHaveText('Assault: 1st Cuirassiers on 4th Regiment of Foot (d7)');
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — withdraw or not');
  await expect(decides(page)).toContainText('(rule 6.1-R6)');
  await expect(currentStep(page)).toContainText('Withdraw (defender)');
  await expect(panel(page).locator('.table-cards')).toContainText('Ala: 1st Cuirassiers — A 2d10 / D 3 / P 4 — initiating card');
  await panel(page).getByRole('button', { name: 'Do not withdraw' }).click();

  // step 4: the defender's cards; the totals so far, dice unknown
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — defence cards and Leader');
  await expect(currentStep(page)).toContainText("Defender's cards and Leader");
  const attack = panel(page).locator('[data-testid="combat-totals"] [data-side="attack"]');
  const defense = panel(page).locator('[data-testid="combat-totals"] [data-side="defense"]');
  await expect(attack.locator('.number')).toHaveText('7 + dice ?');
  await expect(attack).toContainText('dice: ?');
  await expect(defense.locator('.number')).toHaveText('9');
  await expect(defense).toContainText('Terrain — woods');
  await expect(page.getByTestId('combat-table')).toContainText('D = 9');
  await playCard(page, '4th-regiment-of-foot-1');
  await expect(defense.locator('.number')).toHaveText('14');
  await expect(defense).toContainText('Defence on a unit card — 4th Regiment of Foot');
  await panel(page).screenshot({ path: test.info().outputPath('combat-defender-step.png') });
  await panel(page).getByRole('button', { name: 'Done — no more defence cards' }).click();

  // step 5: the attacker's cards
  await expect(decides(page)).toContainText('Ala (France) decides — attack cards, Leader, HQ cards');
  await expect(panel(page)).toContainText('Unit cards for 1st Cuirassiers (d6)');
  await expect(panel(page).getByRole('button', { name: 'For Combat (+5)' }).first()).toBeVisible();
  await playCard(page, '1st-cuirassiers-2');
  await panel(page).getByRole('button', { name: 'Done — no more cards, on to the roll' }).click();

  // step 6: the roll, typed from real dice: 2d10 + 2d6
  await expect(decides(page)).toContainText('Ala (France) decides — the dice roll');
  await expect(panel(page)).toContainText('1st Cuirassiers: 2d10');
  await expect(panel(page)).toContainText('1st Cuirassiers: 2d6');
  await typeDice(page, [10, 10, 6, 5], [10, 10, 6, 6]);

  // step 7: A = 38, D = 14 → 2D ≤ A < 3D: the active player chooses
  await expect(decides(page)).toContainText('Ala (France) decides — Retreat or Hit');
  const totals = await expectTotals(page, await savedGame(page, id));
  expect(totals).toEqual({ attack: 38, defense: 14 });
  const table = page.getByTestId('combat-table');
  await expect(table).toHaveAttribute('data-result', 'attacker-chooses');
  await expect(table.locator('tr[aria-current="true"]')).toHaveAttribute('data-row', 'attacker-chooses');
  await expect(table.locator('tr[data-row="attacker-chooses"] .vals')).toHaveText('28–41');
  await expect(table.locator('tr[data-row="defender-chooses"] .vals')).toHaveText('15–27');
  await expect(table.locator('tr[data-row="attackers-hit"] .vals')).toHaveText('≤ 13');
  await expect(table.locator('tr[data-row="eliminated"] .vals')).toHaveText('≥ 56');
  await expect(page.getByTestId('retreat-preview')).toHaveText('A retreat would go to a flank square (6.5-R7): c7, e7');
  await panel(page).screenshot({ path: test.info().outputPath('combat-after-roll.png') });
  await panel(page).getByRole('button', { name: 'Retreat', exact: true }).click();

  // the retreat: back square d8 is held, so the flank tier; the owner picks
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — the retreat square');
  await expect(decides(page)).toContainText('(rule 6.5-R7)');
  await expect(page.getByTestId('retreat-tier')).toHaveText('Priority tier: a flank square (6.5-R7)');
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(2);
  await expect(square(page, 'c7')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'e7')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'e7').locator('> title')).toContainText('retreat square');
  await square(page, 'e7').click();
  await expect(unitOn(page, 'e7')).toHaveCount(1);

  // the advance: mandatory (no Not Required To Advance card), so no "Do not advance"
  await expect(decides(page)).toContainText('Ala (France) decides — advance after combat');
  await expect(square(page, 'd6')).toHaveClass(/\bfrom\b/);
  await expect(square(page, 'd7')).toHaveClass(/\bdest\b/);
  await expect(panel(page).getByRole('button', { name: 'Do not advance' })).toHaveCount(0);
  await expect(panel(page)).toContainText('The advance is mandatory');
  await panel(page).getByRole('button', { name: 'Advance: 1st Cuirassiers (d6→d7)' }).click();
  await expect(unitOn(page, 'd7')).toHaveAttribute('data-unit', '1C');

  // pursuit: one d6 per card with a Pursuit value played for the cavalry
  await expect(decides(page)).toContainText('Ala (France) decides — pursuit rolls');
  await expect(panel(page)).toContainText('Die 1: 1st Cuirassiers — Pursuit 4 (a Hit on 1–4)');
  await expect(panel(page)).toContainText('Die 2: 1st Cuirassiers — Pursuit 3 (a Hit on 1–3)');
  await typeDice(page, [1, 6], [6, 6]);

  // over: one pursuit hit, the retreated unit is reduced; the totals stay on screen
  await expect(page.getByTestId('combat-outcome')).toHaveText('Result: the active player chooses: Retreat or Hit');
  await expect(panel(page)).toContainText("This turn's combat is over.");
  await expect(unitOn(page, 'e7')).toHaveAttribute('data-reduced', 'true');
  await expectTotals(page, await savedGame(page, id));
  await page.getByRole('button', { name: 'End phase' }).click();
  await expect(currentPhase(page)).toContainText('Restoration Phase');
  await expect(panel(page)).toHaveCount(0);
});

test('an Ambush (Austria): the United States withdraw roll, a Leader for Command with a unit picked on the board', async ({
  page
}) => {
  const id = await openGame(page, 'combat-austria-us');
  await panel(page).getByRole('button', { name: /^Ambush/ }).click();
  await expect(page.locator('svg.board .cell.attack')).toHaveCount(8); // any enemy unit
  await square(page, 'd5').click();
  await expect(panel(page).locator('.cards button[aria-pressed="true"]')).toContainText('Attack 1d10');
  await panel(page).getByRole('button', { name: 'Declare the Ambush on 1st Infantry Regiment (d5)' }).click();

  // the US defender tries a withdraw roll with a unit card (Withdraw 2) and fails with a 5
  await expect(decides(page)).toContainText('Bartek (United States) decides — withdraw or not');
  await expect(panel(page).getByRole('button', { name: /Play Withdraw/ })).toBeVisible();
  await panel(page).locator('button:has([data-card="1st-infantry-regiment-1"])').click();
  await expect(panel(page)).toContainText('Succeeds on 1–2; on a failure the card counts for defence');
  await typeDice(page, [5], [6]);
  await expect(decides(page)).toContainText('Bartek (United States) decides — defence cards and Leader');
  await expect(panel(page).locator('.table-cards li[data-card="1st-infantry-regiment-1"]')).toContainText('defence');
  await expect(panel(page).locator('[data-side="defense"] .number')).toHaveText('16'); // 8 + 5 + Town 3
  await panel(page).getByRole('button', { name: 'Done — no more defence cards' }).click();

  // the attacker: a Leader for Command; the supporting unit is picked on the board
  await expect(decides(page)).toContainText('Ala (Austria) decides — attack cards, Leader, HQ cards');
  const mack = panel(page).locator('.leader:has([data-card="karl-mack-von-leiberich"])');
  await mack.getByRole('button', { name: 'For Command (up to 2 supporting)' }).click();
  await expect(page.getByTestId('combat-command')).toContainText('pick up to 1 supporting units');
  await expect(square(page, 'd4')).toHaveClass(/\bsupport\b/);
  const play = page.getByTestId('combat-command').getByRole('button', { name: /for Command \(1 supporting\)/ });
  await expect(page.getByTestId('combat-command').getByRole('button', { name: /for Command \(0 supporting\)/ })).toBeEnabled();
  await square(page, 'd4').click();
  await expect(square(page, 'd4')).toHaveClass(/\bsupport-on\b/);
  await play.click();
  await expect(panel(page).locator('.table-cards')).toContainText('Supporting units: 4th Regiment');
  await expect(panel(page).locator('.table-cards li[data-card="karl-mack-von-leiberich"]')).toContainText('Leader (Command)');
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Strength of a supporting unit — 4th Regiment');
  // now the supporting unit's cards may be played
  await expect(panel(page)).toContainText('Unit cards for 4th Regiment (d4)');
  await playCard(page, '4th-regiment-1');
  await panel(page).getByRole('button', { name: 'Done — no more cards, on to the roll' }).click();

  // the Ambush card's 1d10 and the supporting unit's card's 2d6
  await expect(panel(page)).toContainText('Ambush: 1d10');
  await typeDice(page, [8, 6, 5], [10, 6, 6]);
  const totals = await expectTotals(page, await savedGame(page, id));
  expect(totals).toEqual({ attack: 24, defense: 16 }); // 8 + 11 + strength 5; D < A < 2D
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'defender-chooses');
  await expect(page.getByTestId('combat-table').locator('tr[data-row="defender-chooses"] .vals')).toHaveText('17–31');

  // the defender chooses
  await expect(decides(page)).toContainText('Bartek (United States) decides — Retreat or Hit');
  await panel(page).getByRole('button', { name: 'Hit', exact: true }).click();
  await expect(panel(page)).toContainText("This turn's combat is over.");
  await expect(unitOn(page, 'd5')).toHaveAttribute('data-reduced', 'true');
  await expectTotals(page, await savedGame(page, id));
});

test('a Bombardment: the target in sight, the blocked one drawn with its blocker marked; totals equal the engine’s', async ({
  page
}) => {
  const id = await openGame(page, 'combat-france-britain');
  await panel(page).getByRole('button', { name: /^Bombardment/ }).click();
  await expect(square(page, 'd6')).toHaveClass(/\bfrom\b/);
  await expect(square(page, 'f5')).toHaveClass(/\bfrom\b/);
  await square(page, 'f5').click();

  // f7: clear line of sight over f6; h5: in range 2 but the Hill g5 blocks
  await expect(square(page, 'f7')).toHaveClass(/\battack\b/);
  await expect(square(page, 'h5')).toHaveClass(/\bblocked\b/);
  await expect(square(page, 'h5').locator('> title')).toContainText('in range, but the line of sight is blocked');
  await expect(square(page, 'g5').locator('.marker-blocker')).toHaveCount(1);
  await expect(square(page, 'g5').locator('> title')).toContainText('blocks the line of sight');
  await expect(page.locator('svg.board .marker-blocker')).toHaveCount(1);
  await expect(page.locator('svg.board .extra-clear')).toHaveCount(1);
  await expect(page.locator('svg.board .extra-blocked')).toHaveCount(1);
  await expect(page.getByTestId('combat-blocked')).toContainText("9th Queen's Royal Lancers (h5) — blocked by g5");

  await page.locator('svg.board').screenshot({ path: test.info().outputPath('combat-blocked-board.png') });
  await panel(page).screenshot({ path: test.info().outputPath('combat-declare-bombard.png') });

  // the blocked target is refused by the engine, with its reason
  await square(page, 'h5').click();
  await expect(alertBox(page)).toContainText('no line of sight');
  await expect(alertBox(page)).toContainText('rule 6.2-R6');

  await square(page, 'f7').click();
  const card = panel(page).locator('.cards button[aria-pressed="true"]');
  await expect(card).toContainText('Bombard 2d6');
  await expect(card).toContainText('Range 2');
  await panel(page)
    .getByRole('button', { name: 'Declare: Bombardment — Guard Cavalry (f5) on 32nd Regiment of Foot (f7)' })
    .click();

  // no card steps in a Bombardment: straight to the roll (6.2)
  await expect(decides(page)).toContainText('Ala (France) decides — the dice roll');
  await expect(panel(page).locator('.stepper li')).toHaveCount(4);
  await expect(panel(page).locator('[data-side="attack"] .number')).toHaveText('2 + dice ?'); // the Hill f5
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Attacking from a Hill — on f5');
  await expect(page.getByTestId('combat-table')).toContainText('Fire result (6.2 step 4), D = 6');
  await typeDice(page, [3, 4], [6, 6]);

  await expect(panel(page)).toContainText("This turn's combat is over.");
  const totals = await expectTotals(page, await savedGame(page, id));
  expect(totals).toEqual({ attack: 9, defense: 6 });
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'hit');
  await expect(page.getByTestId('combat-table').locator('tr[data-row="hit"] .vals')).toHaveText('≥ 7');
  await expect(page.getByTestId('combat-outcome')).toHaveText('Result: the target takes a Hit');
  await expect(unitOn(page, 'f7')).toHaveAttribute('data-reduced', 'true');
});

test('Grand Battery: Napoleon’s card makes a Bombardment from any French unit (2d10)', async ({ page }) => {
  const id = await openGame(page, 'combat-france-britain');
  await panel(page).getByRole('button', { name: /^Grand Battery/ }).click();
  await expect(panel(page)).toContainText('any French unit fires at range 2 with 2d10 (rule 9.1-R5)');
  await square(page, 'f5').click();
  await expect(square(page, 'h5')).toHaveClass(/\bblocked\b/);
  await square(page, 'f7').click();
  await expect(panel(page).locator('.cards button[aria-pressed="true"]')).toContainText('Napoléon');
  await panel(page).getByRole('button', { name: /^Declare: Grand Battery/ }).click();
  await expect(panel(page).locator('.stepper [aria-current="step"]')).toContainText('the roll');
  await expect(panel(page)).toContainText('Napoléon Bonaparte: 2d10');
  await typeDice(page, [2, 1], [10, 10]);
  const totals = await expectTotals(page, await savedGame(page, id));
  expect(totals).toEqual({ attack: 5, defense: 6 }); // 3 + Hill 2 against 6: no effect
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Grand Battery dice — Napoléon Bonaparte (2 + 1)');
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'no-effect');
});

test('a Volley (Austria) from start to result with typed dice', async ({ page }) => {
  const id = await openGame(page, 'combat-austria-us');
  await panel(page).getByRole('button', { name: /^Volley/ }).click();
  await square(page, 'd4').click();
  await expect(square(page, 'd5')).toHaveClass(/\battack\b/);
  await panel(page).locator('.pick button[data-square="d5"]').click();
  await expect(panel(page).locator('.cards button')).toHaveCount(2);
  await playCard(page, '4th-regiment-3');
  await expect(panel(page).locator('.cards button[aria-pressed="true"]')).toContainText('Volley 2d6');
  await panel(page).getByRole('button', { name: /^Declare: Volley/ }).click();
  await expect(decides(page)).toContainText('Ala (Austria) decides — the dice roll');
  await typeDice(page, [6, 5], [6, 6]);
  const totals = await expectTotals(page, await savedGame(page, id));
  expect(totals).toEqual({ attack: 11, defense: 11 }); // A ≤ D: no effect
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'no-effect');
  await expect(page.getByTestId('combat-outcome')).toHaveText('Result: no effect');
  await expect(unitOn(page, 'd5')).toHaveAttribute('data-reduced', 'false');
});

test('Skirmish: a warning before it is combined with other step-5 cards; then the Skirmish move', async ({ page }) => {
  await openGame(page, 'combat-france-britain');
  await panel(page).getByRole('button', { name: /^Assault/ }).click();
  // the target tapped first: only the 1st Cuirassiers can reach it, so they are picked too
  await square(page, 'd7').click();
  await expect(square(page, 'd6')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'd7')).toHaveClass(/\btarget\b/);
  await playCard(page, '1st-cuirassiers-1');
  await panel(page).getByRole('button', { name: /^Declare: Assault/ }).click();
  await panel(page).getByRole('button', { name: 'Do not withdraw' }).click();
  await panel(page).getByRole('button', { name: 'Done — no more defence cards' }).click();
  await playCard(page, '1st-cuirassiers-2');

  await playCard(page, 'skirmish');
  const warning = page.getByTestId('skirmish-warning');
  await expect(warning).toContainText('Skirmish calls off the combat');
  await expect(warning).toContainText('Warning: the cards already played in this step (1st Cuirassiers (attack)) are discarded with no effect (A23).');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toHaveCount(0);
  await playCard(page, 'skirmish');
  await page.getByTestId('skirmish-warning').getByRole('button', { name: 'Play Skirmish' }).click();

  await expect(decides(page)).toContainText('Ala (France) decides — the Skirmish move');
  await expect(square(page, 'c6')).toHaveClass(/\bdest\b/);
  await panel(page).getByRole('button', { name: 'Stay on d6' }).click();
  await expect(page.getByTestId('combat-outcome')).toHaveText('The combat was called off by a Skirmish (9.2-R22).');
});

test('no serious or critical axe violations in the combat panel; it fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openGame(page, 'combat-france-britain');
  await panel(page).getByRole('button', { name: /^Bombardment/ }).click();
  await square(page, 'f5').click();
  await square(page, 'f7').click();
  const scan = async () => {
    const results = await new AxeBuilder({ page })
      .include('[data-testid="combat-panel"]')
      .include('svg.board')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await scan();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const b of await panel(page).locator('button').all()) {
    const box = (await b.boundingBox())!;
    expect(box.height, await b.innerText()).toBeGreaterThanOrEqual(44);
  }

  // during a combat: steps, cards, totals and the table
  await panel(page).getByRole('button', { name: /^Bombardment/ }).click();
  await panel(page).getByRole('button', { name: /^Assault/ }).click();
  await square(page, 'd6').click();
  await square(page, 'd7').click();
  await playCard(page, '1st-cuirassiers-1');
  await panel(page).getByRole('button', { name: /^Declare: Assault/ }).click();
  await panel(page).getByRole('button', { name: 'Do not withdraw' }).click();
  await playCard(page, '4th-regiment-of-foot-1');
  await expect(page.getByTestId('combat-table')).toBeVisible();
  await scan();
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const b of await panel(page).locator('button').all()) {
    const box = (await b.boundingBox())!;
    expect(box.height, await b.innerText()).toBeGreaterThanOrEqual(44);
  }
  await panel(page).screenshot({ path: test.info().outputPath('combat-panel-360.png') });
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the rulebook terms: forms, steps and results', async ({ page }) => {
    await openGame(page, 'combat-france-britain');
    const forms = panel(page).locator('.form .form-name');
    await expect(forms).toHaveText(['Natarcie', 'Bombardowanie', 'Wspaniała artyleria']);
    await panel(page).getByRole('button', { name: /^Natarcie/ }).click();
    await square(page, 'd6').click();
    await square(page, 'd7').click();
    await playCard(page, '1st-cuirassiers-1');
    await panel(page).getByRole('button', { name: /^Ogłoś: Natarcie/ }).click();
    await expect(decides(page)).toContainText('Decyduje Bartek (Wielka Brytania) — wycofać jednostkę czy nie');
    await expect(decides(page)).toContainText('(zasada 6.1-R6)');
    await panel(page).getByRole('button', { name: 'Nie wycofuj' }).click();
    await expect(panel(page).locator('[data-side="attack"]')).toContainText('kości: ?');
    await expect(panel(page).locator('[data-side="defense"]')).toContainText('Siła jednostki');
    await expect(page.getByTestId('combat-table')).toContainText('Tabela wyników walki (6.1, krok 7), D = 9');
    await expect(page.getByTestId('combat-table')).toContainText('obrońca wybiera: ucieczka albo trafienie');
  });
});
