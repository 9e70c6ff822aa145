// Where focus goes next (issue 30 §7): after a card, a sheet or a step, to the control the player acts
// with next, so that a keyboard or a screen reader starts there, never from the page's top.
//
// The play screen's action bar (`.action-bar[data-step]`) marks its step's main action with
// `data-primary`; the board's grid keeps one square in the Tab order (roving tabindex).

/** Steps whose next action is a tap on the board (a unit to move, an attacker, a square to deploy to, a unit to restore). */
const BOARD_STEPS = new Set(['movement', 'combat', 'deploy', 'restoration']);

const CONTROL = 'button:not([disabled]), a[href]:not(.rule-link), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The play screen's next action: the board's square for a board step, else the step's main action, else its first control. */
export function nextAction(doc: Document = document): HTMLElement | SVGElement | null {
  const bar = doc.querySelector<HTMLElement>('.action-bar[data-step]');
  const square = doc.querySelector<SVGElement>('[role="grid"] [role="gridcell"][tabindex="0"]');
  const primary = bar?.querySelector<HTMLElement>('[data-primary]:not([disabled])') ?? null;
  const first = bar?.querySelector<HTMLElement>(`.bar-body :is(${CONTROL})`) ?? null;
  if (square && bar && BOARD_STEPS.has(bar.dataset.step ?? '')) return square;
  return primary ?? first ?? square;
}

/** Focus nothing lost: true when no control has the focus (it was on one that is gone). */
export function focusLost(doc: Document = document): boolean {
  const a = doc.activeElement;
  return !a || a === doc.body || !a.isConnected;
}

/** Move the focus to the play screen's next action, if the focus was lost (never away from a control that has it). */
export function focusNextAction(doc: Document = document): void {
  if (focusLost(doc)) nextAction(doc)?.focus({ preventScroll: true });
}

/** In a sheet that opens: its main action, else its first control (not a rule link), else its footer's. */
export function sheetStart(box: ParentNode): HTMLElement | null {
  return (
    box.querySelector<HTMLElement>('[data-primary]:not([disabled])') ??
    box.querySelector<HTMLElement>(`.sheet-body :is(${CONTROL})`) ??
    box.querySelector<HTMLElement>(`.sheet-foot :is(${CONTROL})`)
  );
}
