// The Restoration Phase assistant (rule 7, 9.1-R3, 9.2 Guerrilla and Redoubt) against a game
// record made with the engine (tests/e2e/fixtures/make-rest.ts → rest-france-spain.json):
// Ala (seat 0, France, south) is in her Restoration Phase of game turn 3; her Guard Cavalry (d4)
// and 1st Cuirassiers (e4) were reduced by two lost assaults; Bartek plays Spain (Guerrilla).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';

interface GameRecord {
  format: string;
  setup: { players: [string, string] };
  actions: unknown[];
}

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
  return id;
}

const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const counter_ = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const panel = (page: Page) => page.getByTestId('restoration-panel');
const attempt = (page: Page) => page.getByTestId('restoration-attempt');
const alertBox = (page: Page) => page.locator('.refusal [role="alert"]');

test.use({ locale: 'en-US' });

test('a restoration with Guerrilla cancelling it; then a Redoubt', async ({ page }) => {
  await openGame(page, 'rest-france-spain');
  await expect(page.locator('.phases [aria-current="step"]')).toContainText('Restoration Phase');
  await expect(attempt(page)).toHaveText('One restoration attempt per turn (rule 7-R2). Not used yet this turn.');

  // the two reduced units the engine offers an attempt for are highlighted, nothing else
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(2);
  await expect(square(page, 'd4')).toHaveClass(/\brestore\b/);
  await expect(square(page, 'e4')).toHaveClass(/\brestore\b/);
  await expect(square(page, 'd4').locator('> title')).toContainText('reduced, can be restored');

  // a full-strength unit: the engine says why not
  await square(page, 'b2').click();
  await expect(alertBox(page)).toHaveText('That unit is not reduced — rule 7-R1');

  // pick the Guard Cavalry on the board; the legal cards appear
  await square(page, 'd4').click();
  await expect(square(page, 'd4')).toHaveAttribute('aria-selected', 'true');
  await expect(alertBox(page)).toHaveText('');
  const cards = page.getByTestId('restoration-cards');
  await expect(cards).toContainText('2. Choose the card for Guard Cavalry:');
  await expect(cards.getByRole('button', { name: 'Supply', exact: true })).toBeVisible();
  await expect(cards.locator('button[data-card^="guard-cavalry-"]')).not.toHaveCount(0);
  await expect(cards.locator('button[data-card^="1st-cuirassiers-"]')).toHaveCount(0); // not this unit's card
  await expect(cards.getByRole('button', { name: 'Napoléon Bonaparte — success on 1–5' })).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Nicolas Soult — success on 1–3' })).toBeVisible();
  await expect(cards).toContainText('the opponent may cancel it with Guerrilla (rule 9.2-R11)');
  await expect(cards).toContainText('Guerrilla cannot cancel it');

  // Supply: Bartek (Spain) is asked and cancels it with Guerrilla
  await cards.getByRole('button', { name: 'Supply', exact: true }).click();
  const question = page.getByText('Bartek: play Guerrilla to cancel Supply?');
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toHaveCount(0);

  // the unit is still reduced and the attempt is spent
  await expect(panel(page).locator('[data-kind="cancelled"]')).toHaveText(
    "Bartek cancelled Supply with Guerrilla: Guard Cavalry stays reduced, and this turn's restoration attempt is used up (rules 9.2-R12, 7-R2)."
  );
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await expect(attempt(page)).toHaveText('One restoration attempt per turn (rule 7-R2). Already used this turn.');
  await expect(attempt(page)).toHaveAttribute('data-used', 'true');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
  await expect(page.getByTestId('restoration-cards')).toHaveCount(0);
  await square(page, 'e4').click(); // still reduced, but no second attempt: nothing offered
  await expect(page.getByTestId('restoration-cards')).toHaveCount(0);

  // 7-R5: the Redoubt may still follow — tap Build, then the unit on the board
  await panel(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  await expect(page.locator('svg.board .cell.redoubt-target')).toHaveCount(8);
  await square(page, 'd4').click();
  await expect(square(page, 'd4').locator('.redoubt')).toHaveCount(1);
  await expect(square(page, 'd4').locator('> title')).toContainText('redoubt');
  await expect(panel(page).locator('[data-kind="redoubt"]')).toHaveText('Redoubt built under Guard Cavalry (d4).');
  await expect(panel(page)).toContainText('A Redoubt was already built this turn: at most one per turn (rule 9.2-R14).');
  await expect(panel(page).getByRole('button', { name: 'Build a Redoubt' })).toHaveCount(0);

  // the history tells it too
  await expect(page.getByTestId('history-panel')).toContainText('Guerrilla');
});

test('a successful leader rally with a typed die, then a Redoubt from the list', async ({ page }) => {
  await openGame(page, 'rest-france-spain');
  // by the list instead of the board
  await panel(page).getByRole('button', { name: '1st Cuirassiers (e4)' }).click();
  await expect(square(page, 'e4')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Napoléon Bonaparte — success on 1–5' }).click();
  await expect(panel(page)).toContainText('Napoléon Bonaparte rallies 1st Cuirassiers: success on 1–5.');
  const dice = panel(page).getByRole('group', { name: 'Rally — Napoléon Bonaparte: d6, success on 1–5' });
  await dice.getByRole('textbox', { name: /d6/ }).fill('3');
  await dice.getByRole('button', { name: 'Use the typed dice' }).click();

  await expect(panel(page).locator('[data-kind="rally-ok"]')).toHaveText(
    'Napoléon Bonaparte rallies 1st Cuirassiers: rolled 3, success on 1–5 — the unit is restored.'
  );
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'false');
  await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
  await expect(attempt(page)).toContainText('Already used this turn.');
  await expect(page.getByTestId('history-panel')).toContainText('rallies');

  // the Redoubt, chosen from the list of units
  await panel(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  await panel(page).getByRole('button', { name: 'Imperial Guard (h1)' }).click();
  await expect(square(page, 'h1').locator('.redoubt')).toHaveCount(1);
  await expect(panel(page).locator('[data-kind="redoubt"]')).toHaveText('Redoubt built under Imperial Guard (h1).');

  // undo takes the Redoubt back; the rally stays
  await page.getByRole('button', { name: 'Undo last action' }).click();
  await expect(square(page, 'h1').locator('.redoubt')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Build a Redoubt' })).toBeVisible();
  await expect(counter_(page, 'e4')).toHaveAttribute('data-reduced', 'false');
});

test('a Redoubt first: no restoration afterwards (rule 7-R5)', async ({ page }) => {
  await openGame(page, 'rest-france-spain');
  await expect(panel(page)).toContainText('once the Redoubt is built, no restoration attempt is possible this turn (rule 7-R5)');
  await panel(page).getByRole('button', { name: 'Build a Redoubt' }).click();
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
  await square(page, 'e4').click();
  await expect(square(page, 'e4').locator('.redoubt')).toHaveCount(1);
  await expect(attempt(page)).toContainText('No longer possible: a Redoubt was built this turn');
  await expect(page.locator('svg.board .cell.restore')).toHaveCount(0);
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a failed rally in the rulebook terms', async ({ page }) => {
    await openGame(page, 'rest-france-spain');
    await expect(attempt(page)).toHaveText('Jedna próba odbudowy na turę (zasada 7-R2). W tej turze jeszcze niewykorzystana.');
    await square(page, 'd4').click();
    await expect(page.getByRole('button', { name: 'Zaopatrzenie', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Nicolas Soult — sukces przy 1–3' }).click();
    const dice = panel(page).getByRole('group', { name: 'Zbiórka — Nicolas Soult: k6, sukces przy 1–3' });
    await dice.getByRole('textbox').fill('5');
    await dice.getByRole('button', { name: /wpisan/i }).click();
    await expect(panel(page).locator('[data-kind="rally-fail"]')).toHaveText(
      'Nicolas Soult nie zbiera jednostki Guard Cavalry: wyrzucono 5, sukces przy 1–3 — jednostka pozostaje zredukowana, karta idzie na stos kart odrzuconych (zasada 7-R4).'
    );
    await expect(counter_(page, 'd4')).toHaveAttribute('data-reduced', 'true');
    await expect(attempt(page)).toContainText('W tej turze już wykorzystana.');
  });
});

test('no serious or critical axe violations in the Restoration Phase', async ({ page }) => {
  await openGame(page, 'rest-france-spain');
  await square(page, 'd4').click();
  await page.getByRole('button', { name: 'Napoléon Bonaparte — success on 1–5' }).click();
  await expect(panel(page).getByRole('group', { name: /Rally/ })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
