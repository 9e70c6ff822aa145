// Test helpers for the lessons' screens (issue 25): the taps that make a stage's answer on the
// screen (an action: with the play screen's own controls, worked out from the engine in
// learn-plan.ts; issue 31), done in the browser, and the checks that a stage fits the screen with
// nothing scrolled or cut off.
import { expect, type Page } from '@playwright/test';
import { stageGame, type Answer, type Stage } from '../../src/lib/learn';
import type { Action } from '../../src/lib/rules';
import { actionSteps as planSteps, type Step } from './learn-plan';

export type { Step };

/** The steps that make an action on the stage's screen, or null when the screen cannot make it. */
export function actionSteps(stage: Stage, target: Action): Step[] | null {
  return stage.task.kind === 'action' ? planSteps(stageGame(stage)!, target) : null;
}

/** The steps of an answer, from nothing tapped yet (squares: `marked` are marked already). */
export function answerSteps(stage: Stage, answer: Answer, marked: string[] = []): Step[] | null {
  if (answer.kind === 'choice') return [{ click: `[data-testid="learn-stage"] [data-option="${answer.index}"]` }];
  if (answer.kind === 'squares') {
    const want = new Set(answer.squares);
    return [
      ...marked.filter((s) => !want.has(s)).map((square) => ({ square })),
      ...answer.squares.filter((s) => !marked.includes(s)).map((square) => ({ square })),
      { click: '[data-testid="learn-check"]' }
    ];
  }
  return actionSteps(stage, answer.action as Action);
}

/** Do the steps; returns how many taps they took. A card to discard: its group in the sheet is opened first (not a tap that counts). */
export async function doSteps(page: Page, steps: Step[]): Promise<number> {
  for (const s of steps) {
    if ('square' in s) await page.locator(`svg.board [data-square="${s.square}"]`).click();
    else if ('click' in s) await page.locator(s.click).first().click();
    else {
      const sheet = page.getByTestId('discard-sheet');
      const card = sheet.locator(`[data-card="${s.discard}"]`);
      for (const group of await sheet.locator('[data-group]').all()) {
        if (await card.isVisible()) break;
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      await card.click();
    }
  }
  return steps.length;
}

/** Every scroll offset on the page: the window's and every box's (0 = nothing was scrolled). */
export function scrollOffsets(page: Page): Promise<number> {
  return page.evaluate(() => {
    let sum = Math.abs(window.scrollX) + Math.abs(window.scrollY);
    for (const el of document.querySelectorAll('*')) sum += Math.abs(el.scrollTop) + Math.abs(el.scrollLeft);
    return sum;
  });
}

/**
 * The stage fits the screen: nothing to scroll (the page and every box), and everything on it in
 * view — the goal, the whole board (at least `minBoard` px wide), the task and its buttons —
 * nothing cut off at the bottom or the side.
 */
export async function expectStageFits(page: Page, what: string, minBoard = 200): Promise<void> {
  const report = await page.evaluate(() => {
    const out: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollHeight > window.innerHeight) out.push(`page scrolls ${doc.scrollHeight - window.innerHeight}px`);
    if (doc.scrollWidth > window.innerWidth) out.push(`page scrolls sideways ${doc.scrollWidth - window.innerWidth}px`);
    const stage = document.querySelector('[data-testid="learn-stage"]');
    if (!stage) return { out: ['no stage on screen'], board: 0 };
    for (const el of stage.querySelectorAll<HTMLElement | SVGElement>('*')) {
      if (el.closest('dialog') || el.closest('svg.board')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5 || r.top < -0.5)
        out.push(
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} at ${Math.round(r.top)}–${Math.round(r.bottom)} × ${Math.round(r.right)}`
        );
      const cs = getComputedStyle(el);
      if ((cs.overflowY === 'auto' || cs.overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1)
        out.push(`box scrolls: ${el.className}`);
    }
    const board = document.querySelector('svg.board')!.getBoundingClientRect();
    if (board.bottom > window.innerHeight + 0.5 || board.right > window.innerWidth + 0.5) out.push('board cut off');
    return { out, board: board.width };
  });
  expect(report.out, what).toEqual([]);
  expect(report.board, `${what}: board width`).toBeGreaterThanOrEqual(minBoard);
  expect(await scrollOffsets(page), `${what}: scrolled`).toBe(0);
}
