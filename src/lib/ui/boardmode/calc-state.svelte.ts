// The combat calculator's picks on screen (issue 12): the form, the attacking unit, the target and
// the supporting units (tapped on the board), the cards, then the dice. The numbers are calc.ts's,
// that is the engine's.
import { unitAt, type Position, type Square } from '$lib/rules';
import {
  diceSides,
  isFire,
  NO_PICKS,
  oddsOf,
  resultOf,
  startingCards,
  supportCandidates,
  totals,
  type CalcPicks,
  type Form
} from './calc';

/** what the next tap on the board picks */
export type CalcStep = 'from' | 'target' | 'support';

export class CalcState {
  picks: CalcPicks = $state.raw(NO_PICKS);
  step: CalcStep = $state('from');
  /** the dice rolled or typed, once complete */
  dice: number[] | null = $state.raw(null);
  /** whether the app rolled them */
  appRolled = $state(false);

  constructor(private readonly source: () => Position) {}

  get position(): Position {
    return this.source();
  }

  reset(): void {
    this.picks = NO_PICKS;
    this.step = 'from';
    this.dice = null;
  }

  /** The position changed: picks on squares that no longer hold the same side's unit go. */
  forget(): void {
    const p = this.position;
    const ok = (sq: Square | null) => (sq && unitAt(p, sq) ? sq : null);
    const from = ok(this.picks.from);
    const target = ok(this.picks.target);
    this.#set({ from, target, supporting: this.picks.supporting.filter((s) => unitAt(p, s)) });
  }

  #set(change: Partial<CalcPicks>): void {
    const next = { ...this.picks, ...change };
    // the starting card follows the unit and the form: the first card that can start it
    const cards = startingCards(this.position, next);
    if (!next.card || !cards.some((c) => c.id === next.card)) next.card = cards[0]?.id ?? null;
    const support = supportCandidates(this.position, next);
    next.supporting = next.supporting.filter((s) => support.includes(s));
    const cap = (next.form === 'assault' ? 1 : 0) + next.supporting.length;
    if (isFire(next.form) || next.committed > cap) next.committed = isFire(next.form) ? 0 : Math.min(next.committed, cap);
    this.picks = next;
    this.dice = null;
  }

  update(change: Partial<CalcPicks>): void {
    this.#set(change);
  }

  setForm(form: Form): void {
    this.#set({ form, ...(form === 'ambush' ? { from: null } : {}) });
    if (form === 'ambush' && this.step === 'from') this.step = 'target';
  }

  /** A tap on the board: the attacking unit, then the target, then supporting units (tap again: off). */
  tap(square: Square): void {
    const p = this.position;
    const u = unitAt(p, square);
    if (!u) return;
    if (this.step === 'support' && this.#isSupport(square)) {
      const now = this.picks.supporting;
      this.#set({ supporting: now.includes(square) ? now.filter((s) => s !== square) : [...now, square] });
      return;
    }
    const attacker = this.picks.from ? unitAt(p, this.picks.from) : undefined;
    const ownSide = attacker ? u.army === attacker.army : false;
    if (this.picks.form !== 'ambush' && (this.step === 'from' || ownSide)) {
      const target = this.picks.target && unitAt(p, this.picks.target)?.army !== u.army ? this.picks.target : null;
      this.#set({ from: square, target, supporting: [] });
      this.step = target ? 'support' : 'target';
      return;
    }
    this.#set({ target: square, supporting: [] });
    this.step = 'support';
  }

  #isSupport(square: Square): boolean {
    return supportCandidates(this.position, this.picks).includes(square);
  }

  readonly sides: number[] = $derived(diceSides(this.position, this.picks));
  readonly before = $derived(totals(this.position, this.picks));
  readonly odds = $derived(oddsOf(this.position, this.picks));
  readonly result = $derived(this.dice ? resultOf(this.position, this.picks, this.dice) : null);

  roll(values: number[], app: boolean): void {
    this.dice = values;
    this.appRolled = app;
  }

  /** The board's picture: the attacking unit, the target, the supporting units and who may support. */
  readonly picture = $derived.by(() => {
    const highlights: Record<string, string> = {};
    for (const s of supportCandidates(this.position, this.picks)) highlights[s] = 'support';
    for (const s of this.picks.supporting) highlights[s] = 'support-on';
    if (this.picks.from) highlights[this.picks.from] = 'from';
    if (this.picks.target) highlights[this.picks.target] = 'target';
    const lines = this.picks.from && this.picks.target ? [{ from: this.picks.from, to: this.picks.target, kind: 'clear' }] : [];
    return { highlights, markers: {} as Record<string, string>, lines };
  });
}
