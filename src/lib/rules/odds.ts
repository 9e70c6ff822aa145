// Exact odds of the dice the rules roll: combat results (1.2, 6.1 steps 6–7, 6.2 steps 3–4, 9.1-R5), pursuit (6.6), rally (7-R3, 9.1-R3) and the United States withdraw roll (6.1-R8).
import type { Action } from './actions';
import { pursuitHit } from './combat-aftermath';
import { combatTotalsOf, diceNeeded } from './combat-roll';
import { combatResult, type CombatForm } from './combat-totals';
import { d6Within } from './dice';
import { applyAction } from './game';
import { ctxOf } from './handler';
import { legalActions } from './prompt';
import { fail, ok, type Result } from './result';
import { other, type Game } from './state';

/** The dice a combat may roll (1.2-R1): d6, d8, d10. */
export const ODDS_DIE_SIDES: readonly number[] = [6, 8, 10];
/** At most this many dice in one call: counts up to 10^12 stay exact in a double. */
export const ODDS_MAX_DICE = 12;

const KINDS: readonly CombatForm[] = ['assault', 'ambush', 'bombardment', 'volley'];

/** A number of the rules' arithmetic: finite and whole (NaN, ±Infinity and fractions are not). */
function whole(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}

// ---------------------------------------------------------------------------------------------
// The distribution of a sum of dice

interface SumCounts {
  /** the smallest sum (one per die) */
  min: number;
  /** counts[i]: the number of face combinations whose sum is min + i */
  counts: number[];
  /** the number of all face combinations (the product of the sides) */
  total: number;
}

/** Memo of sum distributions per sorted dice multiset (a few hundred at most: ≤ 12 dice of 3 kinds). */
const sums = new Map<string, SumCounts>();

/** Clears the memo of sum distributions (for benchmarks that want a cold call). */
export function clearOddsMemo(): void {
  sums.clear();
}

/** Exact counts of every sum of these dice, by convolution one die at a time (integers only). */
function sumCounts(sides: readonly number[]): SumCounts {
  const sorted = [...sides].sort((a, b) => a - b);
  const key = sorted.join(',');
  let d = sums.get(key);
  if (d) return d;
  let counts = [1];
  let total = 1;
  for (const n of sorted) {
    const next = new Array<number>(counts.length + n - 1).fill(0);
    for (let i = 0; i < counts.length; i++) {
      const c = counts[i]!;
      if (c === 0) continue;
      for (let f = 0; f < n; f++) next[i + f]! += c;
    }
    counts = next;
    total *= n;
  }
  d = { min: sorted.length, counts, total };
  if (sums.size >= 1024) sums.clear(); // never reached with valid input; a bound all the same
  sums.set(key, d);
  return d;
}

/**
 * The results `combatResult` can give for a kind, in order of a growing Attack Total, found by
 * asking combatResult itself (not a copy of the table): its bands are multiples of D (6.1 step 7)
 * or A > D (6.2-R11), so attack totals 0…5D for a D with room between the bands meet every one.
 */
const keyCache = new Map<CombatForm, readonly string[]>();
function resultKeys(kind: CombatForm): readonly string[] {
  let keys = keyCache.get(kind);
  if (keys) return keys;
  const seen = new Set<string>();
  const D = 12;
  for (let a = 0; a <= 5 * D; a++) seen.add(combatResult(kind, a, D));
  keys = [...seen];
  keyCache.set(kind, keys);
  return keys;
}

/** The odds of every result, no checks: `sides` may be empty (a fixed total, probability 1). */
function oddsOf(kind: CombatForm, sides: readonly number[], base: number, defense: number): Record<string, number> {
  const d = sumCounts(sides);
  const counts: Record<string, number> = {};
  for (const k of resultKeys(kind)) counts[k] = 0;
  for (let i = 0; i < d.counts.length; i++) {
    const c = d.counts[i]!;
    if (c === 0) continue;
    const r = combatResult(kind, base + d.min + i, defense);
    counts[r] = (counts[r] ?? 0) + c;
  }
  const odds: Record<string, number> = {};
  for (const [k, c] of Object.entries(counts)) odds[k] = c / d.total; // one division per result
  return odds;
}

function checkDice(dice: unknown, sidesAllowed: readonly number[]): Result<number[]> {
  if (!Array.isArray(dice) || dice.length === 0) return fail('odds/no-dice');
  if (dice.length > ODDS_MAX_DICE) return fail('odds/too-many-dice', { max: ODDS_MAX_DICE });
  for (const n of dice) {
    if (!whole(n)) return fail('odds/not-integer', { value: String(n) });
    if (!sidesAllowed.includes(n)) return fail('odds/bad-die', { sides: n });
  }
  return ok(dice as number[]);
}

/**
 * 6.1 step 7 (Assault, Ambush) and 6.2 step 4 (Bombardment, Volley, Grand Battery): the exact
 * probability of each combat result.
 *
 * - `dice`: the sides of each die rolled for the attack, e.g. [10, 6, 6] (1d10 + a Committed Attack).
 * - `base`: everything in the Attack Total that is not dice (strength, Hill, Leader, supporting units).
 * - `defense`: the Defence Total (≥ 1: it always includes the defending unit's strength, 6.1-R17).
 *
 * The value has one key per result `combatResult` can give for the kind (six for Assault and
 * Ambush, 'hit' and 'no-effect' for Bombardment and Volley), probability 0 included, in the
 * order of a growing Attack Total. The sum of the dice is counted exactly (convolution of integer
 * counts, memoised per dice multiset) and each count divided once by the number of face
 * combinations, so the values sum to 1 up to rounding. Bad input gives an error value, never a throw.
 */
export function combatOdds(kind: CombatForm, dice: number[], base: number, defense: number): Result<Record<string, number>> {
  if (!KINDS.includes(kind)) return fail('odds/bad-kind', { kind: String(kind) });
  const d = checkDice(dice, ODDS_DIE_SIDES);
  if (!d.ok) return d;
  if (!whole(base)) return fail('odds/not-integer', { value: String(base) });
  if (!whole(defense)) return fail('odds/not-integer', { value: String(defense) });
  if (defense < 1) return fail('odds/bad-defense', { defense });
  return ok(oddsOf(kind, d.value, base, defense));
}

// ---------------------------------------------------------------------------------------------
// Pursuit, rally, withdraw

/** Pursuit hits as the engine applies them: none, one, two (a full-strength unit is then eliminated). */
export type PursuitHits = Record<'0' | '1' | '2+', number>;

/**
 * 6.6-R2…R4: the odds of the pursuit hits. One d6 per card in `rolls` (each with its card's
 * Pursuit range), in the order the engine rolls them; `modifier` is the attacking Leader's pursuit
 * modifier (its absolute value always helps, see `pursuitHit`). Each die is tested with the engine's own
 * `pursuitHit`, over its six faces.
 *
 * `hits['0' | '1' | '2+']` is the chance of 0, 1, or 2 hits. The engine stops rolling once the target
 * is eliminated: a full-strength target is eliminated by the second hit (so '2+' is its
 * elimination); with `targetReduced` the first hit eliminates it, so '1' is the elimination and
 * '2+' is 0.
 */
export function pursuitOdds(rolls: { range: number }[], modifier: number, targetReduced = false): Result<{ hits: PursuitHits }> {
  if (!Array.isArray(rolls) || rolls.length === 0) return fail('odds/no-dice');
  if (rolls.length > ODDS_MAX_DICE) return fail('odds/too-many-dice', { max: ODDS_MAX_DICE });
  for (const r of rolls) if (!whole(r?.range)) return fail('odds/not-integer', { value: String(r?.range) });
  if (!whole(modifier)) return fail('odds/not-integer', { value: String(modifier) });
  const cap = targetReduced ? 1 : 2; // hits that eliminate the target: no die is rolled after them
  // counts[h]: face combinations so far with h hits applied (capped: the engine stops there)
  let counts = [1, 0, 0];
  let total = 1;
  for (const r of rolls) {
    let hit = 0;
    for (let f = 1; f <= 6; f++) if (pursuitHit(f, modifier, r.range)) hit++;
    const next = [0, 0, 0];
    for (let h = 0; h <= 2; h++) {
      const c = counts[h]!;
      if (!c) continue;
      if (h >= cap)
        next[h]! += c * 6; // eliminated: the remaining dice change nothing
      else {
        next[h + 1]! += c * hit;
        next[h]! += c * (6 - hit);
      }
    }
    counts = next;
    total *= 6;
  }
  return ok({ hits: { '0': counts[0]! / total, '1': counts[1]! / total, '2+': counts[2]! / total } });
}

/** The chance that one d6 is within 1…k, by the engine's own test over the six faces. */
function d6Odds(range: number): number {
  let n = 0;
  for (let f = 1; f <= 6; f++) if (d6Within(f, range)) n++;
  return n / 6;
}

/**
 * 7-R3, 9.1-R3: the chance that a Leader's rally restores the unit: a d6 within 1…`range`;
 * a printed automatic rally (9.1-R6, `automatic`) always succeeds.
 */
export function rallyOdds(range: number, automatic = false): Result<number> {
  if (automatic === true) return ok(1);
  if (!whole(range)) return fail('odds/not-integer', { value: String(range) });
  return ok(d6Odds(range));
}

/** 6.1-R8: the chance that a United States unit card's withdraw roll succeeds: a d6 within 1…`value`. */
export function withdrawOdds(value: number): Result<number> {
  if (!whole(value)) return fail('odds/not-integer', { value: String(value) });
  return ok(d6Odds(value));
}

// ---------------------------------------------------------------------------------------------
// The combat in progress

/** What a card play would add to the open combat (see CombatOddsOf.options). */
export type CombatOddsLabel = 'card' | 'committed-attack' | 'leader-combat' | 'leader-command' | 'sappers';

/** The odds of one combat: the dice still to roll, the rest of the totals, and the result odds. */
export interface CombatOddsLine {
  /** sides of each die the roll will need, in the order of `prompt().dice` at the roll */
  dice: number[];
  /** the Attack Total without its dice */
  base: number;
  /** the Defence Total */
  defense: number;
  /** combatOdds(kind, dice, base, defense) */
  odds: Record<string, number>;
}

export interface CombatOddsOption extends CombatOddsLine {
  /** the legal `play` action (from legalActions) */
  action: Action;
  /** what it is: a unit card (attack dice or a Defence value), Committed Attack (2d6), a Leader
   * for Combat or for Command (supporting units), Sappers/Engineers (no Redoubt bonus) */
  label: CombatOddsLabel;
}

export interface CombatOddsOf extends CombatOddsLine {
  /** from state.combat.kind (a Grand Battery is a Bombardment, 9.1-R5) */
  kind: CombatForm;
  /** the card plays of the player now choosing cards that would change the totals, each with its odds */
  options: CombatOddsOption[];
}

function line(game: Game, kind: CombatForm): CombatOddsLine | null {
  const s = game.state;
  const totals = combatTotalsOf(game, []); // the dice count 0: the Attack Total is its non-dice base
  if (!totals || !s.combat) return null;
  const c = ctxOf(game);
  // the same dice as prompt(game).dice at the roll step (combatTotalsOf uses this trick too)
  const dice = diceNeeded(c, { ...s, combat: { ...s.combat, step: 'roll' } });
  const base = totals.attack.total;
  const defense = totals.defense.total;
  return { dice, base, defense, odds: oddsOf(kind, dice, base, defense) };
}

const sameLine = (a: CombatOddsLine, b: CombatOddsLine) =>
  a.base === b.base && a.defense === b.defense && a.dice.length === b.dice.length && a.dice.every((x, i) => x === b.dice[i]);

function labelOf(game: Game, action: Action): CombatOddsLabel {
  if (action.type !== 'play') return 'card';
  const s = game.state;
  const seat = s.combat!.step === 'defender' ? other(s.active) : s.active;
  const def = game.catalog.card(s.armies![seat].nation, action.card);
  if (def?.kind === 'leader') return action.use === 'command' ? 'leader-command' : 'leader-combat';
  if (def?.kind === 'hq' && def.type === 'committed-attack') return 'committed-attack';
  if (def?.kind === 'hq' && def.type === 'sappers') return 'sappers';
  return 'card';
}

/**
 * The odds of the combat in progress (state.combat at step withdraw, defender, attacker or roll);
 * null when no combat is open or it is past its roll.
 *
 * `dice`, `base` and `defense` are read from the engine (`combatTotalsOf(game, [])`, whose dice
 * count 0, and the dice the roll will need) and `odds` = combatOdds(kind, dice, base, defense).
 * `options`: at the attacker's step (6.1 step 5), each legal `play` of the attacker that changes
 * the totals (a unit card adding attack dice, Committed Attack, a Leader for Combat or for Command
 * with its supporting units, Sappers against a Redoubt), with the odds if it were added; at the
 * defender's step (6.1 step 4) likewise each defence card and Leader of the defender. Each is
 * computed by applying the action to the game and reading the same totals: pure, no dice.
 * Hands are hidden, so the options are every card the player may still hold, as legalActions
 * lists them (one per card face, one per Leader use and set of supporting units); a play that
 * changes nothing (Skirmish, a Leader for Command with no supporting unit) is left out. Empty at
 * the withdraw and roll steps.
 */
export function combatOddsOf(game: Game): CombatOddsOf | null {
  const cb = game.state.combat;
  if (!cb) return null;
  const kind = cb.kind;
  const now = line(game, kind);
  if (!now) return null;
  const options: CombatOddsOption[] = [];
  if (cb.step === 'attacker' || cb.step === 'defender') {
    for (const { action } of legalActions(game)) {
      if (action.type !== 'play') continue;
      const r = applyAction(game, action);
      if (!r.ok) continue;
      const after = line(r.value, kind);
      if (!after || sameLine(after, now)) continue;
      options.push({ action, label: labelOf(game, action), ...after });
    }
  }
  return { kind, ...now, options };
}
