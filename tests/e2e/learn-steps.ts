// Test helpers for the lessons' screens (issue 25): the taps that make a stage's answer on the
// screen (computed from the stage and the screen's own pad logic, then done in the browser), and
// the checks that a stage fits the screen with nothing scrolled or cut off.
import { expect, type Page } from '@playwright/test';
import { stageGame, type Answer, type Stage } from '../../src/lib/learn';
import type { Action } from '../../src/lib/rules';
import { actionKey, buttonOffers, optionsAt, padModel, squaresOf, tapSquare } from '../../src/lib/ui/learn/pad';

/** One thing a player does: tap a square of the board, or a button (by CSS selector). */
export type Step = { square: string } | { click: string };

const canon = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]])
        )
      : v
  );
const same = (a: Action, b: Action) => canon({ ...a, dice: undefined }) === canon({ ...b, dice: undefined });

/** The steps that make an action on the stage's screen, or null when the screen cannot make it. */
export function actionSteps(stage: Stage, target: Action): Step[] | null {
  if (stage.task.kind !== 'action') return null;
  const pad = padModel(stageGame(stage)!, stage.task.types);
  const steps: Step[] = [];
  if (target.type === 'discard') {
    const cards = new Set(buttonOffers(pad).flatMap((o) => (o.action.type === 'discard' ? o.action.cards : [])));
    if (!target.cards.every((c) => cards.has(c))) return null;
    return [
      { click: '[data-testid="learn-discard-open"]' },
      ...target.cards.map((c) => ({ click: `[data-testid="learn-discard"] [data-card="${c}"]` })),
      { click: '[data-testid="learn-discard-do"]' }
    ];
  }
  let unit = pad.units.length === 1 ? pad.units[0]! : null;
  if (target.type === 'deploy' && pad.units.length > 1) {
    unit = target.unit;
    steps.push({ click: `[data-unit="${unit}"]` });
  }
  const squares = squaresOf(target);
  if (squares.length) {
    let path: string[] = [];
    for (const s of squares) {
      const t = tapSquare(pad, path, s, unit);
      steps.push({ square: s });
      if (t.submit) return same(t.submit.action, target) ? steps : null;
      path = t.path;
    }
    const o = optionsAt(pad, path, unit).find((x) => same(x.action, target));
    if (!o) return null;
    steps.push({ click: `[data-key="${actionKey(o.action)}"]` });
    if (o.dice?.length) steps.push({ click: '[data-face="1"]' });
    return steps;
  }
  const buttons = buttonOffers(pad);
  const o = buttons.find((x) => same(x.action, target));
  if (!o) return null;
  if (o.action.type === 'play' && buttons.filter((x) => x.action.type === 'play').length > 3)
    steps.push({ click: '[data-testid="learn-cards-open"]' });
  steps.push({ click: `[data-key="${actionKey(o.action)}"]` });
  return steps;
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

/** Do the steps; returns how many taps they took. */
export async function doSteps(page: Page, steps: Step[]): Promise<number> {
  for (const s of steps) {
    if ('square' in s) await page.locator(`svg.board [data-square="${s.square}"]`).click();
    else await page.locator(s.click).first().click();
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
