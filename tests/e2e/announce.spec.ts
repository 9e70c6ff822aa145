// Heard as well as seen (issue 30 §7), on a 390×844 phone: the one polite live region
// (src/lib/ui/kit/Announcer.svelte, `data-testid="announcer"`) is on the page, empty, before its first
// text, and after each of these events it holds what a screen-reader user must hear: Adiutant's
// proposal, a lesson's verdict (wrong, then right), a square marked in a squares stage, a step change
// of the play screen, a board tap (a unit picked, a move made), board mode's Ask answer and the
// calculator's prompt. Focus goes to the next action: after the guided battle's "Got it" (the step's
// button, or the board for the Movement Phase), into a sheet that opens and back to its opener, and to
// a lesson's verdict box (not "Next") when the answer is right. One page per test, several events each.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { STAGES } from '../../src/lib/learn';
import { encodePositionJsonLink, moveDestinations, parsePosition } from '../../src/lib/rules';
import { QUESTIONS } from './fixtures/board-positions';
import { fixture } from './steps';
import { storeRecord } from './store';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

const said = (page: Page) => page.getByTestId('announcer');
const bar = (page: Page) => page.getByTestId('action-bar');
const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
/** what has the focus: its test id, its role, or its tag */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return a.getAttribute('data-testid') ?? a.getAttribute('role') ?? a.tagName.toLowerCase();
  });

test('a squares stage: the region is there empty first; a square marked, a wrong verdict, then the right one, each said; focus on the verdict, not Next', async ({
  page
}) => {
  const stage = STAGES.find((s) => s.id === 'move-infantry')!;
  if (stage.solution.kind !== 'squares') throw new Error('a squares stage');
  const right = stage.solution.squares;
  const wrong = ['a8', 'h8', 'a1', 'h1'].find((s) => !right.includes(s))!;
  await page.goto(`/learn?stage=${stage.id}`);
  await expect(page.getByTestId('learn-goal')).toBeVisible();
  // polite, read whole, and empty before anything is said (a region filled as it is inserted is not read)
  await expect(said(page)).toHaveAttribute('aria-live', 'polite');
  await expect(said(page)).toHaveAttribute('aria-atomic', 'true');
  await expect(said(page)).toHaveText('');

  await square(page, wrong).click();
  await expect(said(page)).toHaveText(`${wrong} marked`);
  // the picked square is selected for assistive technology, not only named "chosen"
  await expect(square(page, wrong)).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('learn-check').click();
  const refusal = page.getByTestId('learn-refusal');
  await expect(refusal).toBeVisible();
  await expect(said(page)).toContainText('Not quite:');
  await expect(said(page)).toContainText('Try again.');
  // the engine's reason shown is the reason said
  const reason = (await refusal.innerText())
    .replace(/^Not quite:\s*/, '')
    .split(' (rule')[0]!
    .trim();
  await expect(said(page)).toContainText(reason.slice(0, 30));

  await square(page, wrong).click();
  await expect(said(page)).toHaveText(`${wrong} unmarked`);
  await expect(square(page, wrong)).toHaveAttribute('aria-selected', 'false');
  for (const s of right) await square(page, s).click();
  await page.getByTestId('learn-check').click();
  await expect(page.getByTestId('learn-result')).toBeVisible();
  const stars = await page.getByTestId('learn-result').getAttribute('data-stars');
  await expect(said(page)).toContainText(`Right! Stars: ${stars} of 3.`);
  // the focus is on the verdict's own box (read as it is); Tab goes on past the stage's rule links to "Next"
  expect(await focused(page)).toBe('learn-result');
  for (const _ of stage.rules) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('rule-link');
  }
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('learn-next-stage');
});

test('the play screen: each step change and each board tap said (the step, the unit picked, the move made); the discard sheet takes the focus and gives it back', async ({
  page
}) => {
  const id = `a11y-play-${Date.now()}`;
  await storeRecord(page, id, 'Heard', fixture('france-britain'));
  await page.goto(`/game/${id}`);
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  const title = async () => (await bar(page).locator('.step-name').innerText()).trim();
  await expect(said(page)).toContainText(`Ala: ${await title()}`);

  // a sheet: focus on its first card (not its Close), then back on the button that opened it
  const open = bar(page).getByTestId('discard-open');
  await open.click();
  const sheet = page.getByTestId('discard-sheet');
  await expect(sheet).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="discard-sheet"] .sheet-body'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();

  // a step change: the Movement Phase, whose next action is on the board
  await bar(page).getByTestId('discard-draw').click();
  await expect(bar(page)).toHaveAttribute('data-step', 'movement');
  await expect(said(page)).toContainText(`Ala: ${await title()}`);
  expect(await focused(page)).toBe('gridcell');

  // a board tap: the unit picked and where it may go, then the move made
  await square(page, 'd2').click();
  const n = await page.locator('svg.board .cell.dest').count();
  await expect(said(page)).toHaveText(`Imperial Guard: tap a highlighted square (${n} possible) or another of your units.`);
  await square(page, 'd3').click();
  await expect(said(page)).toContainText('Moved: Imperial Guard d2→d3.');
});

test("Adiutant's proposal said when it comes (focus stays on Done), and the next one after Done", async ({ page }) => {
  test.setTimeout(60_000);
  const rec = fixture('france-britain');
  const id = `a11y-solo-${Date.now()}`;
  // Adiutant plays France (seat 0), at its Discard Phase
  await storeRecord(page, id, 'Heard solo', { ...rec, setup: { ...rec.setup, opponent: { seat: 0, level: 'normal', seed: 4242 } } });
  await page.goto(`/game/${id}`);
  const sentence = page.getByTestId('bot-sentence');
  await expect(sentence).toBeVisible({ timeout: 20_000 });
  const first = (await sentence.innerText()).trim();
  await expect(said(page)).toContainText(first);
  await expect(page.getByTestId('bot-done')).toBeFocused();
  await page.getByTestId('bot-done').click();
  // the next proposal (or, its turn over, the player's step) is said in its turn
  await expect
    .poll(async () => {
      const now = (await said(page).innerText()).trim();
      return now !== '' && !now.includes(first);
    })
    .toBe(true);
  if (await sentence.isVisible()) await expect(said(page)).toContainText((await sentence.innerText()).trim());
});

test("board mode: Ask's answers (a unit's moves, can it reach a square) and the calculator's prompts said as they change", async ({
  page
}) => {
  const r = parsePosition(QUESTIONS);
  if (!r.ok) throw new Error(r.error.message);
  const p = r.value;
  await page.goto(`/board#json=${encodePositionJsonLink(p)}`);
  await page.getByTestId('bm-tab-ask').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await expect(said(page)).toContainText('Imperial Guard on d2:');
  // the answer as shown, its rule numbers too
  await expect(said(page)).toContainText((await page.getByTestId('bm-ask-moves').innerText()).replace(/\s+/g, ' ').trim());
  // the Ask cell: selected by its state (aria-selected, which screen readers say), not by a word at the end of its name
  await expect(page.locator('.bm-board [data-square="d2"]')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.bm-board [data-square="d2"]')).toHaveAccessibleName('d2: clear; France IG (infantry), strength 8');
  const to = moveDestinations(p, 'd2')[0]!;
  await page.locator(`.bm-board [data-square="${to}"]`).click();
  await expect(said(page)).toContainText(`Can Imperial Guard reach ${to}? Yes: a basic move.`);

  await page.getByTestId('bm-tab-combat').click();
  const hint = page.getByTestId('bm-calc-hint');
  await expect(said(page)).toHaveText((await hint.innerText()).trim());
  await page.locator('.bm-board [data-square="d2"]').click();
  await expect(hint).not.toHaveText('Tap the attacking unit on the board.');
  await expect(said(page)).toHaveText((await hint.innerText()).trim());
});

test('the guided battle: after "Got it" the focus is on the next action (the step\'s button; the board in the Movement Phase), never the page', async ({
  page
}) => {
  test.setTimeout(90_000);
  await page.goto('/learn');
  await page.locator('[data-testid="learn-battle"][data-loaded="true"]').waitFor();
  await page.getByTestId('learn-battle-start').click();
  await page.waitForURL(/\/game\/[^/]+$/);
  const card = page.getByTestId('guided-card');
  const gotIt = page.getByTestId('guided-dismiss');
  // the introductions of the first steps, each said, each with "Got it" focused
  await expect(gotIt).toBeFocused();
  await expect(said(page)).toContainText((await page.getByTestId('guided-intro').innerText()).split('(')[0]!.trim());
  for (let i = 0; i < 6 && (await card.isVisible()); i++) {
    await expect(gotIt).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(bar(page)).toHaveAttribute('data-step', 'discard');
  expect(await focused(page)).toBe('discard-draw');
  // Discard nothing by keyboard; the Draw and Movement Phases' cards (they come once the discard
  // is saved: wait for the first, CI retry), then the board takes the focus
  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();
  for (let i = 0; i < 6 && (await card.isVisible()); i++) {
    await expect(gotIt).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(bar(page)).toHaveAttribute('data-step', 'movement');
  expect(await focused(page)).toBe('gridcell');
});
