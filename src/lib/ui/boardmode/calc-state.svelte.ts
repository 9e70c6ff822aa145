// The combat calculator's picks on screen (issues 12, 23): the form, the attacking unit, the target
// and the supporting units (tapped on the board), the cards, then the dice. Only choices that can
// take part are offered: supporting squares only with a Leader played for Command and within its
// Command (6.4), Combat alone for a Command-1 Leader (9.1-R2), Committed Attack up to the
// participating units (9.2-R7). Whatever is still wrong is the engine's combatProblems, shown with
// its reasons instead of totals. The numbers are calc.ts's, that is the engine's. A unit tapped
// that could support but has no Leader for Command to bring it is never taken for the attacker
// unasked: the calculator says what it needs (6.4-R1).
import { m } from '$lib/paraglide/messages.js';
import { unitAt, type Position, type RuleError, type Square } from '$lib/rules';
import {
  committedCap,
  diceSides,
  isFire,
  leaderChoices,
  NO_PICKS,
  oddsOf,
  problemsOf,
  resultOf,
  startingCards,
  supportCandidates,
  supportCap,
  supportSquares,
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
  /** what the last tap on the board did, when the picks alone do not show it (in the current language) */
  notice: (() => string) | null = $state.raw(null);

  constructor(private readonly source: () => Position) {}

  get position(): Position {
    return this.source();
  }

  reset(): void {
    this.picks = NO_PICKS;
    this.step = 'from';
    this.dice = null;
    this.notice = null;
  }

  /** The position changed: picks on squares that no longer hold the same side's unit go. */
  forget(): void {
    const p = this.position;
    const ok = (sq: Square | null) => (sq && unitAt(p, sq) ? sq : null);
    const from = ok(this.picks.from);
    const target = ok(this.picks.target);
    this.#set({ from, target, supporting: this.picks.supporting.filter((s) => unitAt(p, s)) });
  }

  /** The picks made consistent with what may take part (nothing offered that cannot). */
  #set(change: Partial<CalcPicks>): void {
    const p = this.position;
    const next = { ...this.picks, ...change };
    // the starting card follows the unit and the form: the first card that can start it
    const cards = startingCards(p, next);
    if (!next.card || !cards.some((c) => c.id === next.card)) next.card = cards[0]?.id ?? null;
    // 9.1-R2: a Command-1 Leader is always used for Combat
    const uses = leaderChoices(p, next);
    if (uses.length && !uses.includes(next.leaderUse)) next.leaderUse = 'combat';
    // 6.4: supporting units only with a Leader for Command, among the squares that may support, up to its Command
    const may = supportSquares(p, next);
    next.supporting = next.supporting.filter((s) => may.includes(s)).slice(0, supportCap(p, next));
    next.supportCards = Object.fromEntries(Object.entries(next.supportCards).filter(([sq, c]) => next.supporting.includes(sq) && c.length));
    if (isFire(next.form) || next.form === 'ambush') next.attackCards = [];
    next.committed = Math.min(next.committed, committedCap(p, next));
    if (isFire(next.form)) next.sappers = false;
    this.picks = next;
    this.dice = null;
  }

  update(change: Partial<CalcPicks>): void {
    this.notice = null;
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
    this.notice = null;
    if (!u) return;
    // a unit that could support, but no Leader is played for Command (6.4-R1): it stays a supporting
    // candidate; the attacker changes only by "Change attacker"
    if (this.step === 'support' && supportSquares(p, this.picks).includes(square) && supportCap(p, this.picks) === 0) {
      const name = p.catalog.unit(p.armies[u.army].nation, u.placed.unit)?.name ?? u.placed.unit;
      this.notice = () => m.bm_calc_support_needs_leader({ unit: `${name} (${square})` });
      return;
    }
    if (this.step === 'support' && this.#isSupport(square)) {
      const now = this.picks.supporting;
      if (now.includes(square)) this.#set({ supporting: now.filter((s) => s !== square) });
      // at the Leader's Command the newest supporting unit gives way (never more than it may bring, 6.4-R2)
      else this.#set({ supporting: [...now.slice(0, Math.max(0, supportCap(p, this.picks) - 1)), square] });
      return;
    }
    const attacker = this.picks.from ? unitAt(p, this.picks.from) : undefined;
    const ownSide = attacker ? u.army === attacker.army : false;
    if (this.picks.form !== 'ambush' && (this.step === 'from' || ownSide)) {
      const target = this.picks.target && unitAt(p, this.picks.target)?.army !== u.army ? this.picks.target : null;
      this.#set({ from: square, target, supporting: [], attackCards: [] });
      this.step = target ? 'support' : 'target';
      return;
    }
    this.#set({ target: square, supporting: [], defenseCards: [] });
    this.step = 'support';
  }

  #isSupport(square: Square): boolean {
    return supportCandidates(this.position, this.picks).includes(square);
  }

  /** whether the combat is picked far enough to judge: the attacking unit (not in an Ambush) and the target */
  readonly complete = $derived(!!this.picks.target && (this.picks.form === 'ambush' || !!this.picks.from));
  /** the engine's reasons this combat cannot be fought ([] when it can) */
  readonly problems: RuleError[] = $derived(this.complete ? problemsOf(this.position, this.picks) : []);
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
