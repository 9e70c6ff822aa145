// The combat assistant (rules 6, 8, 9) against games prepared at the start of a Combat Phase, in
// the phone-first play screen (issue 11): the step's controls in the action bar
// (data-testid="action-bar", data-step = the engine prompt's step, data-player = who decides), the
// combat details (cards on the table, itemised totals, results table, stepper) in the combat panel
// — beside the board at the default landscape viewport, in a sheet behind "Details" on a phone.
//
// Fixtures (made with the engine by tests/e2e/fixtures/make-combat.ts; see its header):
//   combat-france-britain: Ala (France, south) — 1st Cuirassiers d6 next to the 4th Regiment of
//     Foot d7 (Woods; d8 held, c7/e7 open); Guard Cavalry on the Hill f5: 32nd Foot on f7 in sight,
//     9th Lancers on h5 in range behind the Hill g5; 2nd Regiment Legere in the Marsh c3 next to
//     the King's Dragoon Guards c4.
//   combat-austria-us: Ala (Austria, south) — 4th Regiment d4 next to the US 1st Infantry
//     Regiment in the Town d5.
// Dice entered from "real dice" on the pad everywhere; the totals shown are checked against the
// engine's `combatTotalsOf` computed here in Node from the record the app saved in IndexedDB.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';
import { combatTotalsOf, replay, type Game, type GameRecord, type Total } from '../../src/lib/rules';
import { bookRule } from '../../src/lib/ui/rulebook/sections';
import { axeOf } from './a11y';

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
  await expect(bar(page)).toHaveAttribute('data-step', 'combat');
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

/** The engine's two sums of the last combat roll in the saved game (checked against its record). */
async function savedTotals(page: Page, id: string): Promise<{ attack: number; defense: number }> {
  const t = engineTotals(await savedGame(page, id));
  if (t.used) expect(t.used).toEqual({ attack: t.attack.total, defense: t.defense.total });
  return { attack: t.attack.total, defense: t.defense.total };
}

/** The totals shown in the combat panel equal the engine's: both sums and every line, in order. */
async function expectTotals(page: Page, id: string): Promise<{ attack: number; defense: number }> {
  const t = engineTotals(await savedGame(page, id));
  if (t.used) {
    // the numbers the engine itself recorded at the roll
    expect(t.used).toEqual({ attack: t.attack.total, defense: t.defense.total });
  }
  for (const [side, total] of [
    ['attack', t.attack],
    ['defense', t.defense]
  ] as const) {
    const box = panel(page).locator(`[data-testid="combat-totals"] [data-side="${side}"]`);
    await expect(box).toHaveAttribute('data-total', String(total.total));
    await expect(box.locator('.number')).toHaveText(String(total.total));
    await expect(box.locator('li .amount')).toHaveText(total.parts.map((p) => String(p.value)));
    // the rulebook's section a player can look up, not the engine's fine id
    await expect(box.locator('li .rule')).toHaveText(total.parts.map((p) => `rule ${bookRule(p.rule)}`));
  }
  return { attack: t.attack.total, defense: t.defense.total };
}

const bar = (page: Page) => page.getByTestId('action-bar');
const panel = (page: Page) => page.getByTestId('combat-panel');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const decides = (page: Page) => panel(page).getByTestId('combat-decides');
const alertBox = (page: Page) => bar(page).locator('.refusal [role="alert"]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const currentStep = (page: Page) => panel(page).locator('.stepper [aria-current="step"]');
const primary = (page: Page) => bar(page).locator('[data-primary]');
const sheet = (page: Page) => page.getByTestId('cards-sheet');
const form = (page: Page, f: string) => bar(page).locator(`[data-testid="combat-forms"] li[data-form="${f}"]`);
const report = (page: Page) => bar(page).getByTestId('bar-report-text');

/** The bar is at this step of the engine's prompt, for this seat. */
async function atStep(page: Page, step: string, player?: 0 | 1): Promise<void> {
  await expect(bar(page)).toHaveAttribute('data-step', step);
  if (player !== undefined) await expect(bar(page)).toHaveAttribute('data-player', String(player));
}

/** Dice from real dice: one tap per die on the pad; the entry sends itself with the last one. */
async function tapDice(page: Page, values: number[]): Promise<void> {
  const pad = bar(page).locator('.pad');
  for (const v of values) await pad.getByRole('button', { name: String(v), exact: true }).click();
}

/** A card option of the step (its `data-option`): in the bar, or in the "Cards…" sheet. */
function option(page: Page, key: string): Locator {
  return bar(page).locator(`[data-option="${key}"]`);
}

/** Tap a card option: inline in the bar, or opening the "Cards…" sheet first when it is there. */
async function playOption(page: Page, key: string): Promise<void> {
  const o = option(page, key);
  if (!(await o.isVisible()) && (await bar(page).getByTestId('cards-open').isVisible())) await bar(page).getByTestId('cards-open').click();
  await o.click();
}

/** The sheet's own action (its footer: "Done — no more cards", "No more cards → roll"). */
const sheetDone = (page: Page) => sheet(page).locator('footer button');

test.use({ locale: 'en-US' });

test('an Assault by cavalry (6.1): withdraw and defence in one step, totals equal the engine’s, the flank retreat tier (6.5-R7), the advance taken at once (6.5-R12), pursuit (6.6)', async ({
  page
}) => {
  test.slow(); // the whole combat, step by step: long on a loaded two-core machine
  const id = await openGame(page, 'combat-france-britain');
  await expect(currentPhase(page)).toContainText('Combat Phase');
  await atStep(page, 'combat', 0);
  await expect(bar(page)).toContainText('Combat Phase (rule 6)');
  await expect(bar(page)).toContainText('You may fight one combat: tap one of your units or an enemy unit.');
  await expect(page.getByTestId('end-phase')).toHaveText('No combat');
  await expect(panel(page)).toContainText('never from Marsh (rule 6.1)');

  // the units that can fight now are highlighted: the Cuirassiers, the Guard Cavalry, and the
  // 2nd Legere in the Marsh (it may fire, 6.2, but not assault)
  await expect(page.locator('svg.board .cell.from')).toHaveCount(3);
  for (const sq of ['d6', 'f5', 'c3']) await expect(square(page, sq)).toHaveClass(/\bfrom\b/);
  await expect(square(page, 'd6').locator('> title')).toContainText('may start this combat');

  // no Assault from Marsh (6.1-R2): the 2nd Legere's only target c4 is picked with it, and only
  // its fire cards are offered; without the target, the form list says why not
  await square(page, 'c3').click();
  await expect(square(page, 'c3')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'c4')).toHaveClass(/\btarget\b/);
  await expect(option(page, 'bombard-c3-2nd-regiment-legere-4')).toBeVisible();
  await expect(bar(page).locator('[data-option^="assault-"]')).toHaveCount(0);
  await square(page, 'c4').click();
  await expect(form(page, 'assault')).toHaveAttribute('data-possible', 'false');
  await expect(form(page, 'assault')).toContainText('A unit in Marsh cannot initiate an Assault (rule 6.1)');
  await expect(form(page, 'bombard')).toHaveAttribute('data-possible', 'true');
  await expect(form(page, 'bombard')).toContainText('targets: c4');

  // the Cuirassiers: their one target, the 4th Regiment of Foot, is picked with them
  await square(page, 'd6').click();
  await expect(alertBox(page)).toHaveText('');
  await expect(square(page, 'd6')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'c3')).not.toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'd7')).toHaveClass(/\btarget\b/);
  await expect(square(page, 'd7').locator('> title')).toContainText('chosen target');

  // the initiating cards from the legal ones, with their printed values; one tap declares
  const assaults = bar(page).locator('[data-option^="assault-d6-"]');
  await expect(assaults).toHaveCount(2);
  const first = option(page, 'assault-d6-1st-cuirassiers-1');
  await expect(first).toContainText('Assault');
  await expect(first).toContainText('A 2d10 / P 4');
  await expect(first).toContainText('Attack 2d10, Defence 3, Pursuit 4');
  await first.click();

  // steps 3–4 in one: the defender may withdraw (Great Britain holds Withdraw cards) or defend
  await atStep(page, 'combat:withdraw', 1);
  await expect(panel(page).getByTestId('combat-title')).toHaveText('Assault: 1st Cuirassiers on 4th Regiment of Foot (d7)');
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — withdraw or not');
  await expect(decides(page)).toContainText('(rule 6.1)');
  await expect(currentStep(page)).toContainText('Withdraw (defender)');
  await expect(panel(page).locator('.table-cards')).toContainText('Ala: 1st Cuirassiers — A 2d10 / D 3 / P 4 — initiating card');
  await expect(bar(page).getByTestId('bar-totals')).toHaveText('Attack 7 + 2d10 · Defence 9');
  await expect(bar(page)).toContainText('Withdraw 4th Regiment of Foot, defend it with cards, or neither?');
  await expect(primary(page)).toHaveText('No withdrawal, no card');
  // the cards are many (hands are hidden: every card Bartek may still hold): in a sheet
  await bar(page).getByTestId('cards-open').click();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).locator('[data-option="withdraw"]')).toContainText('Play Withdraw: the unit withdraws like a retreat (6.1)');
  await expect(sheet(page).locator('[data-option="play-lord-wellington"]')).toContainText('Play for Combat (+5 to defence)');
  await expect(sheetDone(page)).toHaveText('No withdrawal, no card');
  // a defence card declines the withdrawal and is played in the same tap; the sheet stays open
  await sheet(page).locator('[data-option="play-4th-regiment-of-foot-1"]').click();
  await atStep(page, 'combat:defender', 1);
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — defence cards and Leader');
  await expect(currentStep(page)).toContainText("Defender's cards and Leader");
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).locator('[data-option="withdraw"]')).toHaveCount(0);
  await expect(sheetDone(page)).toHaveText('Done — no more cards');
  // the totals so far, dice unknown
  const attack = panel(page).locator('[data-testid="combat-totals"] [data-side="attack"]');
  const defense = panel(page).locator('[data-testid="combat-totals"] [data-side="defense"]');
  await expect(attack.locator('.number')).toHaveText('7 + dice ?');
  await expect(attack).toContainText('dice: ?');
  await expect(defense.locator('.number')).toHaveText('14');
  await expect(defense).toContainText('Terrain — woods');
  await expect(defense).toContainText('Defence on a unit card — 4th Regiment of Foot');
  await expect(page.getByTestId('combat-table')).toContainText('D = 14');
  await expect(bar(page).getByTestId('bar-totals')).toHaveText('Attack 7 + 2d10 · Defence 14');
  await sheetDone(page).click();

  // step 5: the attacker's cards
  await atStep(page, 'combat:attacker', 0);
  await expect(decides(page)).toContainText('Ala (France) decides — attack cards, Leader, HQ cards');
  await expect(sheet(page)).toBeHidden();
  await expect(bar(page)).toContainText('More attack cards, a Leader, HQ cards?');
  await bar(page).getByTestId('cards-open').click();
  await expect(sheet(page).locator('[data-option="napoleon-bonaparte:combat"]')).toContainText('For Combat (+5)');
  // no unit stands where it could support: the Command use says so (the engine's legal sets, 6.4-R2, R3)
  await expect(sheet(page).locator('[data-option="napoleon-bonaparte:command"]')).toContainText('Command: no unit can support here');
  await expect(sheet(page).locator('[data-option$="@d6"]')).toHaveCount(2); // the Cuirassiers' cards
  await sheet(page).locator('[data-option="1st-cuirassiers-2@d6"]').click();
  await expect(panel(page).locator('.table-cards')).toContainText('Ala: 1st Cuirassiers — A 2d6 / D 3 / P 3 — attack');
  await expect(sheetDone(page)).toHaveText('No more cards → roll');
  await panel(page).screenshot({ path: test.info().outputPath('combat-attacker-step.png') });
  await sheetDone(page).click();

  // step 6: the roll, from real dice: 2d10 + 2d6, one tap per die
  await atStep(page, 'combat:roll', 0);
  await expect(decides(page)).toContainText('Ala (France) decides — the dice roll');
  await expect(bar(page).getByTestId('dice-sources')).toHaveText('1st Cuirassiers: 2d10 · 1st Cuirassiers: 2d6');
  await expect(bar(page).getByRole('group', { name: 'Attack dice: 1st Cuirassiers: 2d10, 1st Cuirassiers: 2d6' })).toBeVisible();
  await tapDice(page, [10, 10, 6]);
  const slots = bar(page).locator('.slots .slot');
  await expect(slots).toHaveCount(4);
  await expect(slots.nth(0)).toHaveAccessibleName('Die 1 (d10): 10');
  await expect(slots.nth(2)).toHaveAccessibleName('Die 3 (d6): 6');
  await expect(slots.nth(3)).toHaveAccessibleName('Die 4 (d6): empty');
  // the fourth die is a d6: faces 7–10 cannot be tapped
  await expect(bar(page).locator('.pad').getByRole('button', { name: '7', exact: true })).toBeDisabled();
  await expect(bar(page).locator('.pad').getByRole('button', { name: '6', exact: true })).toBeEnabled();
  // dice entered but not complete are not dropped without a word: undo asks first
  await page.getByTestId('bar-undo').click();
  const question = page.getByTestId('draft-question');
  await expect(question).toContainText('dice entered: 10, 10, 6, – (the roll is not complete)');
  await question.locator('[data-answer="back"]').click();
  await expect(question).toBeHidden();
  await expect(slots.nth(2)).toHaveAccessibleName('Die 3 (d6): 6');
  await atStep(page, 'combat:roll', 0);
  await tapDice(page, [5]);

  // step 7: A = 38, D = 14 → 2D ≤ A < 3D: the active player chooses
  await atStep(page, 'combat:choose', 0);
  await expect(decides(page)).toContainText('Ala (France) decides — Retreat or Hit');
  const totals = await expectTotals(page, id);
  expect(totals).toEqual({ attack: 38, defense: 14 });
  await expect(bar(page).getByTestId('bar-totals')).toHaveText('Attack 38 · Defence 14: the active player chooses: Retreat or Hit');
  await expect(bar(page).getByTestId('combat-outcome')).toHaveText('Result: the active player chooses: Retreat or Hit');
  const table = page.getByTestId('combat-table');
  await expect(table).toHaveAttribute('data-result', 'attacker-chooses');
  await expect(table.locator('tr[aria-current="true"]')).toHaveAttribute('data-row', 'attacker-chooses');
  await expect(table.locator('tr[data-row="attacker-chooses"] .vals')).toHaveText('28–41');
  await expect(table.locator('tr[data-row="defender-chooses"] .vals')).toHaveText('15–27');
  await expect(table.locator('tr[data-row="attackers-hit"] .vals')).toHaveText('≤ 13');
  await expect(table.locator('tr[data-row="eliminated"] .vals')).toHaveText('≥ 56');
  await expect(bar(page).getByTestId('retreat-preview')).toHaveText('A retreat would go to a flank square (6.5): c7, e7');
  await expect(primary(page)).toHaveText('Take a hit');
  await panel(page).screenshot({ path: test.info().outputPath('combat-after-roll.png') });
  await bar(page).getByRole('button', { name: 'Retreat → c7 or e7' }).click();

  // the retreat: back square d8 is held, so the flank tier; the owner picks
  await atStep(page, 'combat:retreat', 1);
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — the retreat square');
  await expect(decides(page)).toContainText('(rule 6.5)');
  await expect(bar(page).getByTestId('retreat-tier')).toHaveText('Priority tier: a flank square (6.5)');
  await expect(page.locator('svg.board .cell.dest')).toHaveCount(2);
  await expect(square(page, 'c7')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'e7')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'e7').locator('> title')).toContainText('retreat square');
  await expect(bar(page).locator('button[data-square]')).toHaveText(['Retreat d7→c7', 'Retreat d7→e7']);
  await square(page, 'e7').click();

  // the advance is mandatory (no Not Required To Advance card, 6.5-R14) and only the Cuirassiers
  // can make it: nothing to decide, so the app takes it at once and says so
  await atStep(page, 'combat:pursuit', 0);
  await expect(unitOn(page, 'e7')).toHaveCount(1);
  await expect(unitOn(page, 'd7')).toHaveAttribute('data-unit', '1C');
  await expect(unitOn(page, 'd6')).toHaveCount(0);
  await expect(report(page)).toHaveText('Nothing to decide, done at once: Ala (France): 1st Cuirassiers advances d6→d7.');
  await expect(page.getByRole('button', { name: 'Do not advance' })).toHaveCount(0);

  // pursuit: one d6 per card with a Pursuit value played for the cavalry
  await expect(decides(page)).toContainText('Ala (France) decides — pursuit rolls');
  await expect(bar(page).getByTestId('dice-sources')).toHaveText('1st Cuirassiers: a hit on 1–4 · 1st Cuirassiers: a hit on 1–3');
  // the totals the roll used stay in the panel
  await expectTotals(page, id);
  await tapDice(page, [1, 6]);

  // over: one pursuit hit reduces the retreated unit; nothing else can be done in the Combat
  // Phase, so it ends by itself and the bar says what the combat did
  await expect(currentPhase(page)).toContainText('Restoration Phase');
  await atStep(page, 'restoration', 0);
  await expect(report(page)).toHaveText('Combat: 4th Regiment of Foot retreated to e7; 1st Cuirassiers advanced to d7; Pursuit: 1 hit.');
  // the roll's totals and result stay in the bar, and the combat's details in its panel
  await expect(bar(page).getByTestId('bar-combat-totals')).toHaveText('The roll: Attack 38, Defence 14');
  await expect(panel(page).getByTestId('combat-aftermath')).toHaveText(
    'Combat: 4th Regiment of Foot retreated to e7; 1st Cuirassiers advanced to d7; Pursuit: 1 hit.'
  );
  await expect(unitOn(page, 'e7')).toHaveAttribute('data-reduced', 'true');
  expect(await savedTotals(page, id)).toEqual({ attack: 38, defense: 14 });

  // Undo takes back the last tap (the pursuit dice) with the phase the app ended by itself
  await page.getByTestId('bar-undo').click();
  await atStep(page, 'combat:pursuit', 0);
  await expect(currentPhase(page)).toContainText('Combat Phase');
  await expect(unitOn(page, 'e7')).toHaveAttribute('data-reduced', 'false');
  await expectTotals(page, id);
  // and then the retreat square together with the advance the app made after it
  await page.getByTestId('bar-undo').click();
  await atStep(page, 'combat:retreat', 1);
  await expect(unitOn(page, 'd7')).toHaveAttribute('data-unit', '4F');
  await expect(unitOn(page, 'd6')).toHaveAttribute('data-unit', '1C');
});

test('an Ambush (Austria, 6.1-R3, R5): the United States withdraw roll (6.1-R8), a Leader for Command with a unit picked on the board (6.4)', async ({
  page
}) => {
  const id = await openGame(page, 'combat-austria-us');
  // an Ambush may target any enemy unit; an Assault only an adjacent one
  await square(page, 'e8').click();
  await expect(square(page, 'e8')).toHaveClass(/\btarget\b/);
  await expect(form(page, 'ambush')).toHaveAttribute('data-possible', 'true');
  await expect(form(page, 'ambush')).toContainText('targets: e8');
  await expect(form(page, 'assault')).toHaveAttribute('data-possible', 'false');
  await expect(form(page, 'assault')).toContainText('The target must be adjacent (rule 6.1)');
  await expect(option(page, 'ambush--ambush')).toContainText('Ambush');

  // the Town d5: the 4th Regiment is the only unit that can reach it, so it is picked too; the
  // Ambush card is among the initiating cards
  await square(page, 'd5').click();
  await expect(square(page, 'd4')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'd5')).toHaveClass(/\btarget\b/);
  await playOption(page, 'ambush--ambush');

  // the US defender tries a withdraw roll with a unit card (Withdraw 2) and fails with a 5
  await atStep(page, 'combat:withdraw', 1);
  await expect(panel(page).getByTestId('combat-title')).toHaveText('Ambush on 1st Infantry Regiment (d5)');
  await expect(decides(page)).toContainText('Bartek (United States) decides — withdraw or not');
  await bar(page).getByTestId('cards-open').click();
  await expect(sheet(page).locator('[data-option="withdraw"]')).toContainText('Play Withdraw');
  const usRoll = sheet(page).locator('[data-option="us-1st-infantry-regiment-1"]');
  await expect(usRoll).toContainText('Try to withdraw with a d6 roll (6.1)');
  await usRoll.click();
  // the die is entered in the bar: the sheet closes
  await expect(sheet(page)).toBeHidden();
  await expect(bar(page)).toContainText('Succeeds on 1–2; on a failure the card counts for defence');
  await expect(bar(page).getByRole('group', { name: 'Withdraw roll: 1st Infantry Regiment' })).toBeVisible();
  await tapDice(page, [5]);
  await atStep(page, 'combat:defender', 1);
  await expect(decides(page)).toContainText('Bartek (United States) decides — defence cards and Leader');
  await expect(panel(page).locator('.table-cards li[data-card="1st-infantry-regiment-1"]')).toContainText('defence');
  await expect(panel(page).locator('[data-side="defense"] .number')).toHaveText('16'); // 8 + 5 + Town 3
  await expect(bar(page)).toContainText('Played: 1st Infantry Regiment');
  await expect(primary(page)).toHaveText('Done — no more cards');
  await primary(page).click();

  // the attacker: a Leader for Command; the supporting unit is picked on the board
  await atStep(page, 'combat:attacker', 0);
  await expect(decides(page)).toContainText('Ala (Austria) decides — attack cards, Leader, HQ cards');
  await bar(page).getByTestId('cards-open').click();
  const mack = sheet(page).locator('[data-option="karl-mack-von-leiberich:command"]');
  // Command 3, one unit that can support: the card and the next step say the same number (6.4-R2)
  await expect(mack).toContainText('For Command (up to 1 supporting unit)');
  await mack.click();
  await expect(sheet(page)).toBeHidden();
  const command = bar(page).getByTestId('combat-command');
  await expect(command).toContainText('pick up to 1 supporting unit ');
  await expect(command).toContainText('(rule 6.4)');
  await expect(square(page, 'd4')).toHaveClass(/\bsupport\b/);
  await expect(primary(page)).toHaveText('Play Karl Mack von Leiberich (0 supporting)');
  await expect(primary(page)).toBeEnabled();
  await square(page, 'd4').click();
  await expect(square(page, 'd4')).toHaveClass(/\bsupport-on\b/);
  await expect(bar(page).locator('button[data-square="d4"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(primary(page)).toHaveText('Play Karl Mack von Leiberich (1 supporting)');
  await primary(page).click();
  await expect(panel(page).locator('.table-cards')).toContainText('Supporting units: 4th Regiment');
  await expect(panel(page).locator('.table-cards li[data-card="karl-mack-von-leiberich"]')).toContainText('Leader (Command)');
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Strength of a supporting unit — 4th Regiment');
  await expect(bar(page)).toContainText('Played: Karl Mack von Leiberich');
  // now the supporting unit's cards may be played
  await playOption(page, '4th-regiment-1@d4');
  await expect(sheetDone(page)).toHaveText('No more cards → roll');
  await sheetDone(page).click();

  // the Ambush card's 1d10 and the supporting unit's card's 2d6
  await atStep(page, 'combat:roll', 0);
  await expect(bar(page).getByTestId('dice-sources')).toHaveText('Ambush: 1d10 · 4th Regiment: 2d6');
  await tapDice(page, [8, 6, 5]);
  await atStep(page, 'combat:choose', 1);
  const totals = await expectTotals(page, id);
  expect(totals).toEqual({ attack: 24, defense: 16 }); // 8 + 11 + strength 5; D < A < 2D
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'defender-chooses');
  await expect(page.getByTestId('combat-table').locator('tr[data-row="defender-chooses"] .vals')).toHaveText('17–31');

  // the defender chooses; no advance and no pursuit after an Ambush (9.2-R5): the phase ends
  await expect(decides(page)).toContainText('Bartek (United States) decides — Retreat or Hit');
  await bar(page).getByRole('button', { name: 'Take a hit', exact: true }).click();
  await atStep(page, 'restoration', 0);
  await expect(report(page)).toHaveText('Combat: 1st Infantry Regiment took a hit.');
  await expect(unitOn(page, 'd5')).toHaveAttribute('data-reduced', 'true');
  await expect(unitOn(page, 'd4')).toHaveAttribute('data-reduced', 'false');
  expect(await savedTotals(page, id)).toEqual({ attack: 24, defense: 16 });
});

test('a Committed Attack (Austria, 9.2-R6, R8): +2d6, and its Hit whatever the result — taken at once when one unit took part', async ({
  page
}) => {
  const id = await openGame(page, 'combat-austria-us');
  await square(page, 'd4').click();
  await expect(square(page, 'd5')).toHaveClass(/\btarget\b/);
  await playOption(page, 'assault-d4-4th-regiment-1');
  await atStep(page, 'combat:withdraw', 1);
  await primary(page).click(); // no withdrawal, no card: one tap
  await atStep(page, 'combat:attacker', 0);
  await playOption(page, 'committed-attack');
  await expect(panel(page).locator('.table-cards li[data-card="committed-attack"]')).toBeVisible();
  await sheetDone(page).click();

  await atStep(page, 'combat:roll', 0);
  await expect(bar(page).getByTestId('dice-sources')).toContainText('Committed Attack: 2d6');
  await expect(bar(page).locator('.slots .slot')).toHaveCount(4);
  // 5 + (1 + 2) + (1 + 2) = 11 against 8 + Town 3 = 11: no effect
  await tapDice(page, [1, 2, 1, 2]);
  expect(await savedTotals(page, id)).toEqual({ attack: 11, defense: 11 });
  // the Committed Attack's Hit still falls on the one participating unit (no choice: taken at once)
  await atStep(page, 'restoration', 0);
  await expect(unitOn(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await expect(unitOn(page, 'd5')).toHaveAttribute('data-reduced', 'false');
  await expect(report(page)).toHaveText('Combat: no effect; 4th Regiment took a hit.');
});

test('a Bombardment (6.2): the target in sight, the blocked one drawn with its blocker marked and refused with the reason (6.2-R6); totals equal the engine’s', async ({
  page
}) => {
  const id = await openGame(page, 'combat-france-britain');
  await square(page, 'f5').click();
  await expect(square(page, 'f5')).toHaveAttribute('aria-selected', 'true');

  // f7: clear line of sight over f6 (picked at once, the only target); h5: in range 2 but the Hill g5 blocks
  await expect(square(page, 'f7')).toHaveClass(/\btarget\b/);
  await expect(square(page, 'h5')).toHaveClass(/\bblocked\b/);
  await expect(square(page, 'h5').locator('> title')).toContainText('in range, but the line of sight is blocked');
  await expect(square(page, 'g5').locator('.marker-blocker')).toHaveCount(1);
  await expect(square(page, 'g5').locator('> title')).toContainText('blocks the line of sight');
  await expect(page.locator('svg.board .marker-blocker')).toHaveCount(1);
  await expect(page.locator('svg.board .extra-clear')).toHaveCount(1);
  await expect(page.locator('svg.board .extra-blocked')).toHaveCount(1);

  await page.locator('svg.board').screenshot({ path: test.info().outputPath('combat-blocked-board.png') });
  await bar(page).screenshot({ path: test.info().outputPath('combat-declare-bombard.png') });

  // the blocked target: no form of combat can reach it, each with the engine's reason
  await square(page, 'h5').click();
  await expect(bar(page)).toContainText("9th Queen's Royal Lancers (h5) cannot be attacked now:");
  await expect(form(page, 'bombard')).toHaveAttribute('data-possible', 'false');
  // which failed, and where: the line of sight, blocked on g5 (6.2-R6)
  await expect(form(page, 'bombard')).toContainText('No line of sight to h5: blocked on g5');
  await expect(form(page, 'bombard')).toContainText('(rule 6.2)');
  await expect(bar(page).locator('[data-option]')).toHaveCount(0);

  // the target in sight: the Guard Cavalry is the only unit that can fire at it
  await square(page, 'f7').click();
  await expect(square(page, 'f5')).toHaveAttribute('aria-selected', 'true');
  const card = option(page, 'bombard-f5-guard-cavalry-3');
  await expect(card).toContainText('Bombardment');
  await expect(card).toContainText('B 2d6 / R 2');
  await expect(card).toContainText('Range 2');
  await card.click();

  // no card steps in a Bombardment: straight to the roll (6.2)
  await atStep(page, 'combat:roll', 0);
  await expect(decides(page)).toContainText('Ala (France) decides — the dice roll');
  await expect(panel(page).locator('.stepper li')).toHaveCount(4);
  await expect(panel(page).locator('[data-side="attack"] .number')).toHaveText('2 + dice ?'); // the Hill f5
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Attacking from a Hill — on f5');
  await expect(page.getByTestId('combat-table')).toContainText('Fire result (6.2 step 4), D = 6');
  await expect(page.getByTestId('combat-table').locator('tr[data-row="hit"] .vals')).toHaveText('≥ 7');
  await expect(bar(page).getByTestId('bar-totals')).toHaveText('Attack 2 + 2d6 · Defence 6');
  await tapDice(page, [3, 4]);

  // the target takes a Hit; the combat and then the phase are over by themselves
  await atStep(page, 'restoration', 0);
  expect(await savedTotals(page, id)).toEqual({ attack: 9, defense: 6 });
  await expect(report(page)).toHaveText('Combat: 32nd Regiment of Foot took a hit.');
  await expect(unitOn(page, 'f7')).toHaveAttribute('data-reduced', 'true');
  // the history gives the totals the roll used
  await expect(page.getByTestId('history-panel').locator('li[data-type="roll"]').last()).toContainText(
    'roll: 3, 4; attack 9 against defence 6'
  );
});

test('Grand Battery (9.1-R5): Napoleon’s card makes a Bombardment from any French unit (2d10)', async ({ page }) => {
  const id = await openGame(page, 'combat-france-britain');
  await expect(panel(page)).toContainText('any French unit fires at range 2 with 2d10 (rule 9.1)');
  await square(page, 'f5').click();
  await expect(square(page, 'h5')).toHaveClass(/\bblocked\b/);
  await expect(square(page, 'f7')).toHaveClass(/\btarget\b/);
  const napoleon = option(page, 'grand-battery-f5-napoleon-bonaparte');
  await expect(napoleon).toContainText('Grand Battery');
  await expect(napoleon).toContainText('Napoléon Bonaparte');
  await napoleon.click();
  await atStep(page, 'combat:roll', 0);
  await expect(currentStep(page)).toContainText('the roll');
  await expect(bar(page).getByRole('group', { name: 'Attack dice: Napoléon Bonaparte: 2d10' })).toBeVisible();
  await expect(panel(page).locator('[data-side="attack"] .number')).toHaveText('2 + dice ?');
  await expect(panel(page).locator('[data-side="attack"]')).toContainText('Grand Battery dice — Napoléon Bonaparte');
  await tapDice(page, [2, 1]);
  await atStep(page, 'restoration', 0);
  const totals = await savedTotals(page, id);
  expect(totals).toEqual({ attack: 5, defense: 6 }); // 3 + Hill 2 against 6: no effect
  const game = await savedGame(page, id);
  expect(engineTotals(game).attack.parts.find((p) => p.label === 'grand-battery-dice')?.value).toBe(3);
  await expect(report(page)).toHaveText('Combat: no effect.');
  await expect(unitOn(page, 'f7')).toHaveAttribute('data-reduced', 'false');
});

test('a Volley (Austria, 6.2-R3) from start to result with dice from the pad', async ({ page }) => {
  const id = await openGame(page, 'combat-austria-us');
  await square(page, 'd4').click();
  await expect(square(page, 'd5')).toHaveClass(/\btarget\b/);
  await bar(page).getByTestId('cards-open').click();
  await expect(sheet(page).locator('[data-option^="volley-d4-"]')).toHaveCount(2);
  await expect(sheet(page).locator('[data-option="volley-d4-4th-regiment-3"]')).toContainText('V 2d6');
  await sheet(page).locator('[data-option="volley-d4-4th-regiment-3"]').click();
  await atStep(page, 'combat:roll', 0);
  await expect(decides(page)).toContainText('Ala (Austria) decides — the dice roll');
  await expect(bar(page).getByRole('group', { name: 'Attack dice: 4th Regiment: 2d6' })).toBeVisible();
  await tapDice(page, [6, 5]);
  await atStep(page, 'restoration', 0);
  expect(await savedTotals(page, id)).toEqual({ attack: 11, defense: 11 }); // A ≤ D: no effect
  await expect(report(page)).toHaveText('Combat: no effect.');
  await expect(unitOn(page, 'd5')).toHaveAttribute('data-reduced', 'false');
});

test('Skirmish (9.2-R22, R23, A23): a warning before it is combined with other step-5 cards; then the Skirmish move', async ({ page }) => {
  await openGame(page, 'combat-france-britain');
  // the target tapped first: only the 1st Cuirassiers can reach it, so they are picked too
  await square(page, 'd7').click();
  await expect(square(page, 'd6')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'd7')).toHaveClass(/\btarget\b/);
  await option(page, 'assault-d6-1st-cuirassiers-1').click();
  await atStep(page, 'combat:withdraw', 1);
  await primary(page).click(); // no withdrawal, no defence card: one tap
  await atStep(page, 'combat:attacker', 0);
  await playOption(page, '1st-cuirassiers-2@d6');
  await expect(bar(page)).toContainText('Played: 1st Cuirassiers');

  await sheet(page).locator('[data-option="skirmish"]').click();
  const warning = bar(page).getByTestId('skirmish-warning');
  await expect(sheet(page)).toBeHidden();
  await expect(warning).toContainText('Skirmish calls off the combat');
  await expect(warning).toContainText(
    'Warning: the cards already played in this step (1st Cuirassiers (attack)) are discarded with no effect (9.2).'
  );
  await bar(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toHaveCount(0);
  await atStep(page, 'combat:attacker', 0);
  await playOption(page, 'skirmish');
  await expect(primary(page)).toHaveText('Play Skirmish');
  await primary(page).click();

  await atStep(page, 'combat:skirmish-move', 0);
  await expect(decides(page)).toContainText('Ala (France) decides — the Skirmish move');
  await expect(square(page, 'c6')).toHaveClass(/\bdest\b/);
  await expect(square(page, 'c6').locator('> title')).toContainText('Skirmish move destination');
  await expect(primary(page)).toHaveText('Stay on d6');
  await primary(page).click();
  await atStep(page, 'restoration', 0);
  await expect(report(page)).toHaveText('Combat: a Skirmish cancelled the combat.');
  await expect(unitOn(page, 'd6')).toHaveAttribute('data-unit', '1C');
});

test('no serious or critical axe violations in the action bar, the board and the combat details; buttons ≥ 44 px on a 360 px phone', async ({
  page
}) => {
  test.setTimeout(90_000); // four axe scans
  await page.setViewportSize({ width: 360, height: 740 });
  await openGame(page, 'combat-france-britain');
  const scan = async (...include: string[]) => {
    let axe = axeOf(page);
    for (const sel of include) axe = axe.include(sel);
    const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const tall = async (scope: Locator) => {
    for (const b of await scope.locator('button:visible').all()) {
      const box = (await b.boundingBox())!;
      expect(box.height, await b.innerText()).toBeGreaterThanOrEqual(44);
    }
  };

  // declaring: a fire combat picked, lines of sight on the board
  await square(page, 'f5').click();
  await expect(option(page, 'bombard-f5-guard-cavalry-3')).toBeVisible();
  await scan('[data-testid="action-bar"]', 'svg.board');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await tall(bar(page).locator('.bar-body'));

  // during a combat: the defence cards in their sheet, then the details (steps, cards, totals, table)
  await square(page, 'f5').click();
  await square(page, 'd7').click();
  await option(page, 'assault-d6-1st-cuirassiers-1').click();
  await atStep(page, 'combat:withdraw', 1);
  await bar(page).getByTestId('cards-open').click();
  await sheet(page).locator('[data-option="play-4th-regiment-of-foot-1"]').click();
  await atStep(page, 'combat:defender', 1);
  await scan('[data-testid="cards-sheet"]');
  await tall(sheet(page));
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await page.locator('.tabs [data-panel="combat"]').click();
  const details = page.getByTestId('panel-sheet');
  await expect(details.getByTestId('combat-table')).toBeVisible();
  await scan('[data-testid="panel-sheet"]');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await details.screenshot({ path: test.info().outputPath('combat-panel-360.png') });
  await details.getByRole('button', { name: 'Close' }).first().click();
  await scan('[data-testid="action-bar"]', 'svg.board');
  await tall(bar(page).locator('.bar-body'));
});

test('on a 390×844 phone: an Assault through the sheets (the Combat tab, Cards…), each step’s primary action in view with no page scroll', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await openGame(page, 'combat-france-britain');
  // the combat panel is not beside the board on a phone: it opens from the Combat tab
  await expect(panel(page)).toHaveCount(0);
  const details = page.getByTestId('panel-sheet');

  /** the step's primary action is on screen, inside the viewport, and the page is not scrolled */
  const inView = async (step: string, target: Locator = primary(page)) => {
    await atStep(page, step);
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport({ ratio: 1 });
    const box = (await target.boundingBox())!;
    expect(box.y, `${step}: top`).toBeGreaterThanOrEqual(0);
    expect(box.x, `${step}: left`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${step}: bottom`).toBeLessThanOrEqual(844);
    expect(box.x + box.width, `${step}: right`).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${step}: page scroll`).toBe(0);
  };
  const openDetails = async () => {
    await page.locator('.tabs [data-panel="combat"]').click();
    await expect(details).toBeVisible();
    await expect(panel(page)).toBeVisible();
  };
  const closeDetails = async () => {
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();
  };

  await inView('combat');
  await square(page, 'd7').click();
  await inView('combat');
  await inView('combat', option(page, 'assault-d6-1st-cuirassiers-1'));
  await option(page, 'assault-d6-1st-cuirassiers-1').click();

  // the defender: the details in a sheet, the cards in another
  await inView('combat:withdraw');
  await openDetails();
  await expect(currentStep(page)).toContainText('Withdraw (defender)');
  await expect(decides(page)).toContainText('Bartek (Great Britain) decides — withdraw or not');
  await closeDetails();
  await bar(page).getByTestId('cards-open').click();
  await sheet(page).locator('[data-option="play-4th-regiment-of-foot-1"]').click();
  await inView('combat:defender', sheetDone(page));
  await expect(sheetDone(page)).toHaveText('Done — no more cards');
  await sheetDone(page).click();

  // the attacker
  await inView('combat:attacker');
  await openDetails();
  await expect(panel(page).locator('[data-side="defense"] .number')).toHaveText('14');
  await closeDetails();
  await bar(page).getByTestId('cards-open').click();
  await sheet(page).locator('[data-option="1st-cuirassiers-2@d6"]').click();
  await inView('combat:attacker', sheetDone(page));
  await sheetDone(page).click();

  // the roll: the app's roll button and every face of the pad in view
  await inView('combat:roll');
  // every face can be tapped where it is (the second row of a d10 pad may be cut by a few pixels)
  for (const b of await bar(page).locator('.pad button').all()) await expect(b).toBeInViewport({ ratio: 0.75 });
  await tapDice(page, [10, 10, 6, 5]);

  // the result: the totals in the details equal the engine's
  await inView('combat:choose');
  await openDetails();
  expect(await expectTotals(page, id)).toEqual({ attack: 38, defense: 14 });
  await expect(page.getByTestId('combat-table')).toHaveAttribute('data-result', 'attacker-chooses');
  await details.screenshot({ path: test.info().outputPath('combat-details-phone.png') });
  await closeDetails();
  await inView('combat:choose', bar(page).getByRole('button', { name: 'Retreat → c7 or e7' }));
  await bar(page).getByRole('button', { name: 'Retreat → c7 or e7' }).click();

  await inView('combat:retreat');
  await expect(bar(page).getByTestId('retreat-tier')).toHaveText('Priority tier: a flank square (6.5)');
  await inView('combat:retreat', bar(page).locator('button[data-square="e7"]'));
  await bar(page).locator('button[data-square="e7"]').click();

  await inView('combat:pursuit');
  await expect(unitOn(page, 'd7')).toHaveAttribute('data-unit', '1C');
  await tapDice(page, [1, 6]);

  await inView('restoration');
  await expect(report(page)).toHaveText('Combat: 4th Regiment of Foot retreated to e7; 1st Cuirassiers advanced to d7; Pursuit: 1 hit.');
  await expect(unitOn(page, 'e7')).toHaveAttribute('data-reduced', 'true');
  await page.screenshot({ path: test.info().outputPath('combat-phone-after.png') });
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the rulebook terms: forms, reasons, steps, dice and results', async ({ page }) => {
    await openGame(page, 'combat-france-britain');
    await expect(bar(page)).toContainText('Możesz stoczyć jedną walkę: dotknij swojej jednostki albo jednostki wroga.');
    // the Marsh unit alone: its forms, possible or with the engine's reason in Polish
    await square(page, 'c3').click();
    await square(page, 'c4').click();
    await expect(bar(page).locator('[data-testid="combat-forms"] li .name')).toHaveText([
      'Bombardowanie',
      'Wspaniała artyleria',
      'Natarcie'
    ]);
    await expect(form(page, 'assault')).toContainText('(zasada 6.1)');
    // the Cuirassiers on the 4th Regiment of Foot
    await square(page, 'd7').click();
    const card = option(page, 'assault-d6-1st-cuirassiers-1');
    await expect(card.locator('.lead')).toHaveText('Natarcie');
    await card.click();
    await atStep(page, 'combat:withdraw', 1);
    await expect(decides(page)).toContainText('Decyduje Bartek (Wielka Brytania) — wycofać jednostkę czy nie');
    await expect(decides(page)).toContainText('(zasada 6.1)');
    await expect(primary(page)).toHaveText('Bez Wycofania i bez kart');
    await primary(page).click();
    await atStep(page, 'combat:attacker', 0);
    await expect(bar(page).getByTestId('cards-open')).toHaveText('Karty… (16)');
    await expect(primary(page)).toHaveText('Bez kolejnych kart → rzut');
    await expect(panel(page).locator('[data-side="attack"]')).toContainText('kości: ?');
    await expect(panel(page).locator('[data-side="defense"]')).toContainText('Siła jednostki');
    await expect(page.getByTestId('combat-table')).toContainText('Tabela wyników walki (6.1, krok 7), O = 9');
    await expect(page.getByTestId('combat-table')).toContainText('obrońca wybiera: Ucieczka albo Rana');
    await primary(page).click();
    await atStep(page, 'combat:roll', 0);
    await expect(bar(page).locator('.slots .slot').first()).toHaveAccessibleName('Kość 1 (k10): pusta');
    await expect(bar(page).getByTestId('roll-app')).toHaveAccessibleName('Rzuć w aplikacji');
    await tapDice(page, [6, 4]);
    await atStep(page, 'combat:choose', 1);
    await expect(bar(page)).toContainText('4th Regiment of Foot: ucieczka czy rana?');
    await expect(bar(page).getByTestId('combat-outcome')).toContainText('obrońca wybiera: Ucieczka albo Rana');
  });
});
