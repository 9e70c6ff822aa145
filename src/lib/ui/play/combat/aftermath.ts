// What a combat did, in one sentence (the action bar's report): "4th Regiment of Foot took a hit and retreated to
// c7; 1st Cuirassiers advanced to d7; Pursuit: 1 hit." Read back from the action log of the player
// turn: each action of the combat after its declaration, compared with the game before it (hits,
// eliminations, retreats, withdrawals, advances, the Skirmish move, pursuit hits). The engine
// decided all of it; this module only words it.
import { m } from '$lib/paraglide/messages.js';
import { plural } from '$lib/i18n/plural';
import { other, combatResult, combatTotalsOf, isDeclaration, type Action, type Game, type GameState, type Seat } from '$lib/rules';
import { seatUnitName } from '$lib/ui/words/seat-names';

/** How far back the declaration is looked for (a combat has a few dozen actions at most). */
const DEPTH = 120;

type Event =
  | { kind: 'hit' | 'eliminated'; seat: Seat; unit: string }
  | { kind: 'retreated' | 'withdrew' | 'advanced' | 'moved'; seat: Seat; unit: string; square: string }
  | { kind: 'pursuit'; hits: number }
  | { kind: 'no-effect' | 'skirmish' };

function units(s: GameState, seat: Seat) {
  return s.armies?.[seat].units ?? [];
}

/** The hits a unit took between two states: 0, 1 (reduced, or a reduced unit eliminated) or 2. */
function hitsOn(s: GameState, t: GameState, seat: Seat, unit: string): number {
  const a = units(s, seat).find((u) => u.unit === unit);
  if (!a) return 0;
  const b = units(t, seat).find((u) => u.unit === unit);
  if (!b) return a.reduced ? 1 : 2;
  return !a.reduced && b.reduced ? 1 : 0;
}

function eventsOf(before: Game, after: Game, a: Action): Event[] {
  const s = before.state;
  const t = after.state;
  const cb = s.combat;
  if (!cb) return [];
  const out: Event[] = [];
  if (a.type === 'roll' && cb.step === 'pursuit') {
    const defender: Seat = other(s.active);
    const hits = hitsOn(s, t, defender, cb.defender);
    // the pursued unit eliminated by its hits is said, by name (6.6-R4)
    const gone = hits > 0 && !units(t, defender).some((u) => u.unit === cb.defender);
    return gone
      ? [
          { kind: 'pursuit', hits },
          { kind: 'eliminated', seat: defender, unit: cb.defender }
        ]
      : [{ kind: 'pursuit', hits }];
  }
  if (a.type === 'roll' && cb.step === 'roll') {
    const totals = combatTotalsOf(before, a.dice);
    if (totals && combatResult(cb.kind, totals.attack.total, totals.defense.total) === 'no-effect') out.push({ kind: 'no-effect' });
  }
  if (a.type === 'play' && cb.step === 'attacker' && t.combat?.step === 'skirmish-move') out.push({ kind: 'skirmish' });
  for (const seat of [0, 1] as const) {
    for (const u of units(s, seat)) {
      const v = units(t, seat).find((x) => x.unit === u.unit);
      if (!v) {
        out.push({ kind: 'eliminated', seat, unit: u.unit });
        continue;
      }
      if (!u.reduced && v.reduced) out.push({ kind: 'hit', seat, unit: u.unit });
      if (v.square !== u.square) {
        // a Withdraw card's square is picked at the retreat step (6.5-R11): still a withdrawal
        const withdrew = a.type === 'withdraw' || cb.withdrew;
        const kind = a.type === 'advance' ? 'advanced' : a.type === 'skirmish-move' ? 'moved' : withdrew ? 'withdrew' : 'retreated';
        out.push({ kind, seat, unit: u.unit, square: v.square });
      }
    }
  }
  return out;
}

function verb(e: Event): string {
  switch (e.kind) {
    case 'hit':
      return m.bar_ev_hit();
    case 'eliminated':
      return m.bar_ev_eliminated();
    case 'retreated':
      return m.bar_ev_retreated({ square: e.square });
    case 'withdrew':
      return m.bar_ev_withdrew({ square: e.square });
    case 'advanced':
      return m.bar_ev_advanced({ square: e.square });
    case 'moved':
      return m.bar_ev_moved({ square: e.square });
    default:
      return '';
  }
}

/** "Pursuit: 1 hit", with the plural the language needs. */
export function pursuitText(hits: number): string {
  if (hits === 0) return m.bar_ev_pursuit_none();
  if (hits === 1) return m.bar_ev_pursuit_one();
  return plural(hits, m.bar_ev_pursuit_many, m.bar_ev_pursuit_few, m.bar_ev_pursuit_many)({ count: hits });
}

/**
 * The sentence of the combat of the player turn under way, once it is over (null while it is
 * open, or when no combat was declared this turn). `latest`: only while nothing but the end of a
 * phase was done since (the action bar's "what the last tap did").
 */
export function combatAftermath(game: Game, latest = false): string | null {
  const steps = combatSteps(game, latest);
  return steps
    ? words(
        steps.flatMap((x) => eventsOf(x.before, x.after, x.action)),
        game
      )
    : null;
}

type CombatStep = { before: Game; after: Game; action: Action };

/** The actions of the player turn's combat after its declaration, once it is over (else null). */
function combatSteps(game: Game, latest = false): CombatStep[] | null {
  const s = game.state;
  if (s.stage === 'setup' || s.combat || !s.combatUsed) return null;
  const steps: CombatStep[] = [];
  for (let g: Game = game, i = 0; g.previous && g.lastAction && i < DEPTH; g = g.previous, i++) {
    const before = g.previous;
    const a = g.lastAction;
    if (isDeclaration(a) && !before.state.combat && g.state.combatUsed) {
      if (!g.state.combat) return null; // a combat over at once: nothing happened after it
      return steps.reverse();
    }
    // latest: the player has done something since the combat was over (a restoration, a
    // Redoubt), so the action bar's sentence about the combat has made way for it
    if (latest && !before.state.combat && a.type !== 'end-phase' && a.type !== 'scout') return null;
    steps.push({ before, after: g, action: a });
  }
  return null;
}

/**
 * The totals of the player turn's combat roll, once the combat is over: "The roll: Attack 10,
 * Defence 7" (the engine's `combatTotalsOf` with the dice rolled; what it did is the aftermath);
 * null when there was no roll (a Withdraw, a Skirmish) or no combat.
 */
export function combatRollLine(game: Game, latest = false): string | null {
  const roll = combatSteps(game, latest)?.find((x) => x.action.type === 'roll' && x.before.state.combat?.step === 'roll');
  if (!roll || roll.action.type !== 'roll') return null;
  const t = combatTotalsOf(roll.before, roll.action.dice);
  if (!t) return null;
  return m.bar_roll_totals({ attack: t.attack.total, defense: t.defense.total });
}

function words(events: Event[], game: Game): string | null {
  const parts: string[] = [];
  let i = 0;
  while (i < events.length) {
    const e = events[i]!;
    if (e.kind === 'pursuit') {
      parts.push(pursuitText(e.hits));
      i++;
      continue;
    }
    if (e.kind === 'no-effect') {
      parts.push(m.bar_ev_no_effect());
      i++;
      continue;
    }
    if (e.kind === 'skirmish') {
      parts.push(m.bar_ev_skirmish());
      i++;
      continue;
    }
    // one unit's events in a row: "took a hit and retreated to c7"
    if (!('unit' in e)) {
      i++;
      continue;
    }
    const verbs = [verb(e)];
    let j = i + 1;
    while (j < events.length) {
      const f = events[j]!;
      if (!('unit' in f) || f.unit !== e.unit || f.seat !== e.seat) break;
      verbs.push(verb(f));
      j++;
    }
    parts.push(m.bar_ev_unit({ unit: seatUnitName(game, e.seat, e.unit), events: verbs.join(m.bar_ev_and()) }));
    i = j;
  }
  if (!parts.length) return null;
  return m.bar_ev_combat({ events: parts.join('; ') });
}
