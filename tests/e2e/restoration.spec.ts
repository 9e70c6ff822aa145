// The Restoration Phase (rule 7, 9.1-R3, 9.2 Guerrilla and Redoubt) in the phone-first play screen
// (issue 11): the step in the action bar (data-testid="action-bar", data-step="restoration" or
// "guerrilla" for the opponent's answer), the reduced units highlighted on the board, the cards in
// the bar or behind "Cards…" in a sheet, a Leader's rally die on the pad. Against a game record made
// with the engine (tests/e2e/fixtures/make-rest.ts → rest-france-spain.json): Ala (seat 0, France,
// south) is in her Restoration Phase of game turn 3; her Guard Cavalry (d4) and 1st Cuirassiers
// (e4) were reduced by two lost assaults; Bartek plays Spain (Guerrilla).
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';
import { expectAxeClean } from './a11y';
import { applyAction, legalActions, replay, type Game, type GameRecord } from '../../src/lib/rules';

function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

let counter = 0;

/** Store a record in the app's IndexedDB as the Dexie store writes it, and open it (as play.spec.ts). */
async function openGame(page: Page, name: string, gameName = 'Talavera'): Promise<string> {
  const record = fixture(name);
  const id = `e2e-${name}-${Date.now()}-${counter++}`;
  await storeRecord(page, id, gameName, record);
  await page.goto(`/game/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  return id;
}

const bar = (page: Page) => page.getByTestId('action-bar');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const counter_ = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const attempt = (page: Page) => page.getByTestId('restoration-attempt');
const events = (page: Page) => page.getByTestId('restoration-events');
const ruleNote = (page: Page) => page.getByTestId('restoration-rule');
const alertBox = (page: Page) => bar(page).locator('.refusal [role="alert"]');
const primary = (page: Page) => bar(page).locator('[data-primary]');
const sheet = (page: Page) => page.getByTestId('cards-sheet');
const option = (page: Page, key: string) => bar(page).locator(`[data-option="${key}"]`);
const restoreButtons = (page: Page) => bar(page).getByRole('button', { name: /^Restore: / });

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

/**
 * After a Redoubt nothing is left in the Restoration Phase: the saved game ends with the Redoubt and
 * the end of the phase the app took by itself (the engine's only legal action then).
 */
async function endedAfterRedoubt(page: Page, id: string, unit: string): Promise<Game> {
  const game = await savedGame(page, id);
  expect(game.lastAction).toEqual({ type: 'end-phase' });
  const before = game.previous!;
  expect(before.lastAction).toMatchObject({ type: 'redoubt', unit });
  expect(legalActions(before).map((l) => l.action)).toEqual([{ type: 'end-phase' }]);
  return before;
}

/** The cards offered for the picked unit: in the bar, or in the "Cards…" sheet (opened here). */
async function cardChoice(page: Page): Promise<Locator> {
  const open = bar(page).getByTestId('cards-open');
  if (await open.isVisible()) {
    await open.click();
    await expect(sheet(page)).toBeVisible();
    return sheet(page);
  }
  return bar(page);
}

/** A die from a real die: one tap on the pad sends it. */
async function tapDie(page: Page, value: number): Promise<void> {
  await bar(page)
    .locator('.pad')
    .getByRole('button', { name: String(value), exact: true })
    .click();
}

test.use({ locale: 'en-US' });

test('a restoration cancelled by Guerrilla (9.2-R11, R12) uses up the one attempt (7-R2); then a Redoubt, at most one (9.2-R14)', async ({
  page
}) => {
  const id = await openGame(page, 'rest-france-spain');
  await expect(page.locator('.phases [aria-current="step"]')).toContainText('Restoration Phase');
  await expect(bar(page)).toHaveAttribute('data-player', '0');
  await expect(bar(page)).toContainText('Restoration Phase (rule 7)');
  await expect(attempt(page)).toHaveText('Restore one reduced unit (highlighted), build a Redoubt, or end the turn.');
  await expect(attempt(page)).toHaveAttribute('data-used', 'false');

  // the two reduced units the engine offers an attempt for are highlighted (and listed), nothing else
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(2);
  await expect(square(page, 'd4')).toHaveClass(/\brestore\b/);
  await expect(square(page, 'e4')).toHaveClass(/\brestore\b/);
  await expect(square(page, 'd4').locator('> title')).toContainText('reduced, can be restored');
  await expect(restoreButtons(page)).toHaveCount(2);
  await expect(restoreButtons(page).nth(0)).toHaveAccessibleName('Restore: Guard Cavalry (d4)');
  await expect(restoreButtons(page).nth(1)).toHaveAccessibleName('Restore: 1st Cuirassiers (e4)');
  await expect(primary(page)).toHaveText('End turn → Bartek');

  // a full-strength unit: the engine says why not
  await square(page, 'b2').click();
  await expect(alertBox(page)).toHaveText('That unit is not reduced — rule 7');

  // pick the Guard Cavalry on the board; the legal cards appear (many: in a sheet)
  await square(page, 'd4').click();
  await expect(square(page, 'd4')).toHaveAttribute('aria-selected', 'true');
  await expect(alertBox(page)).toHaveText('');
  await expect(attempt(page)).toHaveText('2. Choose the card for Guard Cavalry:');
  const cards = await cardChoice(page);
  await expect(cards.getByRole('heading', { name: '2. Choose the card for Guard Cavalry:' })).toBeVisible();
  await expect(cards.locator('[data-option="supply"]')).toHaveText('Supply');
  await expect(cards.locator('[data-option^="guard-cavalry-"]')).not.toHaveCount(0);
  await expect(cards.locator('[data-option^="1st-cuirassiers-"]')).toHaveCount(0); // not this unit's card
  await expect(cards.locator('[data-option="napoleon-bonaparte"]')).toHaveText(/Napoléon Bonaparte\s*,\s*success on 1–5/);
  await expect(cards.locator('[data-option="nicolas-soult"]')).toHaveText(/Nicolas Soult\s*,\s*success on 1–3/);

  // Supply: Bartek (Spain) is asked, and cancels it with Guerrilla
  await cards.locator('[data-option="supply"]').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'guerrilla');
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await expect(bar(page)).toContainText('(rule 9.2)');
  const question = bar(page).getByText('Bartek: play Guerrilla to cancel Supply?');
  await expect(question).toBeVisible();
  await expect(primary(page)).toHaveText('No');
  await bar(page).getByRole('button', { name: 'Yes — Guerrilla' }).click();
  await expect(question).toHaveCount(0);
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');

  // the unit is still reduced and the attempt is spent
  await expect(events(page).locator('[data-kind="cancelled"]')).toHaveText(
    "Bartek cancelled Supply with Guerrilla: Guard Cavalry stays reduced, and this turn's restoration attempt is used up (rules 9.2, 7)."
  );
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await expect(attempt(page)).toHaveText('You may build a Redoubt, or end the turn.');
  await expect(attempt(page)).toHaveAttribute('data-used', 'true');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
  await expect(restoreButtons(page)).toHaveCount(0);
  await square(page, 'e4').click(); // still reduced, but no second attempt: nothing offered
  await expect(bar(page).locator('[data-option]')).toHaveCount(0);
  await expect(bar(page).getByTestId('cards-open')).toHaveCount(0);
  await expect(square(page, 'e4')).not.toHaveAttribute('aria-selected', 'true');

  // 7-R5: the Redoubt may still follow — tap Build, then the unit on the board
  await bar(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  await expect(attempt(page)).toHaveText('Tap one of your units on the board (highlighted) or choose it here:');
  await expect(ruleNote(page)).toHaveCount(0); // the attempt is spent: nothing to lose
  await expect(page.locator('svg.board .cell.redoubt-target')).toHaveCount(8);
  await square(page, 'd4').click();
  await expect(square(page, 'd4').locator('.redoubt')).toHaveCount(1);
  await expect(square(page, 'd4').locator('> title')).toContainText('redoubt');
  // the attempt spent and at most one Redoubt a turn (9.2-R14): nothing is left, so the turn
  // passes to Bartek by itself
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await expect(page.locator('.phases [aria-current="step"]')).toContainText('Discard Phase');
  const afterRedoubt = await endedAfterRedoubt(page, id, 'd4');
  const second = applyAction(afterRedoubt, { type: 'redoubt', card: 'redoubt', unit: 'h1' });
  expect(second.ok ? null : second.error.rule).toBe('9.2-R14');

  // the history tells it all
  const history = page.getByTestId('history-panel');
  await expect(history).toContainText('Guerrilla');
  await expect(history.locator('li[data-type="redoubt"]')).toHaveCount(1);

  // undo takes back the Redoubt with the end of the turn: Ala's restoration again, the events listed
  await page.getByTestId('bar-undo').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  await expect(bar(page)).toHaveAttribute('data-player', '0');
  await expect(square(page, 'd4').locator('.redoubt')).toHaveCount(0);
  await expect(events(page).locator('[data-kind="cancelled"]')).toHaveCount(1);
  await expect(bar(page).getByRole('button', { name: 'Build a Redoubt' })).toBeVisible();
  await expect(primary(page)).toHaveText('End turn → Bartek');
});

test('a successful leader rally (9.1-R3) with a die from the pad, then a Redoubt from the list; undo takes back the Redoubt only', async ({
  page
}) => {
  const id = await openGame(page, 'rest-france-spain');
  // by the list instead of the board
  await bar(page).getByRole('button', { name: 'Restore: 1st Cuirassiers (e4)' }).click();
  await expect(square(page, 'e4')).toHaveAttribute('aria-selected', 'true');
  const cards = await cardChoice(page);
  await cards.locator('[data-option="napoleon-bonaparte"]').click();
  await expect(sheet(page)).toBeHidden();
  await expect(attempt(page)).toContainText('Napoléon Bonaparte rallies 1st Cuirassiers: success on 1–5 (chance of success');
  const dice = bar(page).getByRole('group', { name: 'Rally — Napoléon Bonaparte: d6, success on 1–5' });
  await expect(dice).toBeVisible();
  await expect(dice.locator('.pad button')).toHaveCount(6);
  await expect(dice.locator('.slot')).toHaveAccessibleName('Die 1 (d6): empty');
  await tapDie(page, 3);

  await expect(events(page).locator('[data-kind="rally-ok"]')).toHaveText(
    'Napoléon Bonaparte rallies 1st Cuirassiers: rolled 3, success on 1–5 — the unit is restored.'
  );
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'false');
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await expect(attempt(page)).toHaveAttribute('data-used', 'true');
  await expect(restoreButtons(page)).toHaveCount(0);
  await expect(page.getByTestId('history-panel')).toContainText('rallies');

  // the Redoubt, chosen from the list of units (eight: in a sheet)
  await bar(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  await bar(page).getByTestId('cards-open').click();
  await sheet(page).getByRole('button', { name: 'Imperial Guard (h1)' }).click();
  await expect(square(page, 'h1').locator('.redoubt')).toHaveCount(1);
  // nothing is left: the turn passes to Bartek by itself
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await endedAfterRedoubt(page, id, 'h1');

  // undo takes the Redoubt back (with the end of the turn); the rally stays
  await page.getByTestId('bar-undo').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  await expect(square(page, 'h1').locator('.redoubt')).toHaveCount(0);
  await expect(bar(page).getByRole('button', { name: 'Build a Redoubt' })).toBeVisible();
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'false');
  await expect(events(page).locator('[data-kind="rally-ok"]')).toHaveCount(1);
});

test('a Redoubt first: no restoration afterwards (rule 7-R5)', async ({ page }) => {
  const id = await openGame(page, 'rest-france-spain');
  await bar(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  // building it first gives up the restoration attempt: said before the tap on the unit
  await expect(ruleNote(page)).toHaveText('Note: once the Redoubt is built, no restoration attempt is possible this turn (rule 7).');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
  await expect(page.locator('svg.board .cell.redoubt-target')).toHaveCount(8);
  await square(page, 'e4').click();
  await expect(square(page, 'e4').locator('.redoubt')).toHaveCount(1);
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'true');
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  // no restoration after the Redoubt (7-R5) and no second Redoubt: the turn ends by itself
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
  const afterRedoubt = await endedAfterRedoubt(page, id, 'e4');
  const late = applyAction(afterRedoubt, { type: 'restore', card: 'supply', unit: 'd4' });
  expect(late.ok ? null : { code: late.error.code, rule: late.error.rule }).toEqual({ code: 'restore/after-redoubt', rule: '7-R5' });
  // undo: the restoration is possible again
  await page.getByTestId('bar-undo').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(2);
  await expect(ruleNote(page)).toHaveCount(0);
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a failed rally (7-R4) in the rulebook terms', async ({ page }) => {
    await openGame(page, 'rest-france-spain');
    await expect(attempt(page)).toHaveText('Przywróć jedną zredukowaną jednostkę (podświetlone), zbuduj Redutę albo zakończ turę.');
    await expect(bar(page).getByRole('button', { name: 'Przywróć: Guard Cavalry (d4)' })).toBeVisible();
    await expect(primary(page)).toHaveText('Koniec tury → Bartek');
    await square(page, 'd4').click();
    await expect(attempt(page)).toHaveText('2. Wybierz kartę dla jednostki Guard Cavalry:');
    await expect(bar(page).getByTestId('cards-open')).toHaveText('Karty… (9)');
    const cards = await cardChoice(page);
    await expect(cards.locator('[data-option="supply"]')).toHaveText('Zaopatrzenie');
    await expect(cards.locator('[data-option="nicolas-soult"]')).toHaveText(/Nicolas Soult\s*,\s*sukces przy 1–3/);
    await cards.locator('[data-option="nicolas-soult"]').click();
    const dice = bar(page).getByRole('group', { name: 'Zbiórka — Nicolas Soult: k6, sukces przy 1–3' });
    await expect(dice).toBeVisible();
    await expect(bar(page).getByTestId('roll-app')).toHaveAccessibleName('Rzuć w aplikacji');
    await tapDie(page, 5);
    await expect(events(page).locator('[data-kind="rally-fail"]')).toHaveText(
      'Nicolas Soult nie przywraca jednostki Guard Cavalry: wyrzucono 5, sukces przy 1–3 — jednostka pozostaje zredukowana, karta idzie na stos kart odrzuconych (zasada 7).'
    );
    await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
    await expect(attempt(page)).toHaveAttribute('data-used', 'true');
    await expect(attempt(page)).toHaveText('Możesz zbudować Redutę albo zakończyć turę.');
  });
});

test('no serious or critical axe violations in the Restoration Phase (bar, board, cards sheet, rally dice)', async ({ page }) => {
  test.setTimeout(90_000);
  await openGame(page, 'rest-france-spain');
  // the screen whole once, then what each step changes (tests/e2e/a11y.ts)
  await expectAxeClean(page, 'restoration');
  await square(page, 'd4').click();
  await cardChoice(page);
  await expectAxeClean(page, 'the cards sheet', ['[data-testid="cards-sheet"]', '[data-testid="action-bar"]']);
  await sheet(page).locator('[data-option="napoleon-bonaparte"]').click();
  await expect(bar(page).getByRole('group', { name: /Rally/ })).toBeVisible();
  await expectAxeClean(page, 'the rally dice', ['[data-testid="action-bar"]', 'svg.board']);
});

test('on a 390×844 phone: Guerrilla, a rally and a Redoubt through the sheets, each step’s primary action in view with no page scroll', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, 'rest-france-spain');

  /** the target is on screen, wholly inside the viewport, and the page is not scrolled */
  const inView = async (label: string, target: Locator = primary(page)) => {
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport({ ratio: 1 });
    const box = (await target.boundingBox())!;
    expect(box.y, `${label}: top`).toBeGreaterThanOrEqual(0);
    expect(box.x, `${label}: left`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${label}: bottom`).toBeLessThanOrEqual(844);
    expect(box.x + box.width, `${label}: right`).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${label}: page scroll`).toBe(0);
  };

  await inView('restoration');
  await expect(primary(page)).toHaveText('End turn → Bartek');
  for (const b of await restoreButtons(page).all()) await inView('restore buttons', b);

  // Supply for the Guard Cavalry, from the cards sheet; Bartek answers without Guerrilla
  await square(page, 'd4').click();
  await inView('pick: the cards button', bar(page).getByTestId('cards-open'));
  await bar(page).getByTestId('cards-open').click();
  await inView('the cards sheet', sheet(page).locator('[data-option="supply"]'));
  await sheet(page).locator('[data-option="supply"]').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'guerrilla');
  await inView('guerrilla');
  await inView('guerrilla: yes', bar(page).getByRole('button', { name: 'Yes — Guerrilla' }));
  await primary(page).click(); // No
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  await expect(events(page).locator('[data-kind="restored"]')).toHaveText('Guard Cavalry restored to full strength (Supply).');
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'false');
  await inView('after the attempt');

  // undo twice: back to the choice of the card, then of the unit; a rally with its die instead
  await page.getByTestId('bar-undo').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'guerrilla');
  await page.getByTestId('bar-undo').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'restoration');
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await bar(page).getByRole('button', { name: 'Restore: 1st Cuirassiers (e4)' }).click();
  await bar(page).getByTestId('cards-open').click();
  await sheet(page).locator('[data-option="napoleon-bonaparte"]').click();
  await expect(sheet(page)).toBeHidden();
  await inView('rally: roll in the app', bar(page).getByTestId('roll-app'));
  for (const b of await bar(page).locator('.pad button').all()) await inView('rally: the pad', b);
  await tapDie(page, 3);
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'false');
  await inView('after the rally');

  // the Redoubt, then the end of the turn
  await inView('build a Redoubt', bar(page).getByRole('button', { name: 'Build a Redoubt' }));
  await bar(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  // the units a Redoubt may go under are tapped on the board, all in view
  await expect(page.locator('svg.board .cell.redoubt-target')).toHaveCount(8);
  for (const c of await page.locator('svg.board .cell.redoubt-target').all()) await inView('redoubt: a unit on the board', c);
  await square(page, 'h1').click();
  await expect(square(page, 'h1').locator('.redoubt')).toHaveCount(1);
  // nothing left: the turn passes to Bartek by itself
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  await expect(bar(page)).toHaveAttribute('data-player', '1');
  await inView('Bartek’s Discard Phase');
});
