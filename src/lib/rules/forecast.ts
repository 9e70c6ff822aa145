// When night can fall: the earliest end of the day from the cards left in each original Action Deck, and the pace so far (2.3, 4-R1, 4-R5, 4-R8, 9.2-R25).
import { HAND_SIZE, knownOut } from './decks';
import { other, type Game, type GameState, type Seat } from './state';

/** One player turn: game turn `turn` (from 1), played by `seat` (4-R1). */
export interface PlayerTurn {
  turn: number;
  seat: Seat;
}

/** The draw that sets the second "deck exhausted" flag (2.3-R3), and the day's last player turn. */
export interface NightfallAt extends PlayerTurn {
  /** the game's nightfall option (2.3-R3): the day ends at the end of the game turn or of this player turn */
  endsAfter: 'game-turn' | 'player-turn';
  /** the last player turn of the day: this one ('player-turn'), or the Second Player's of this game turn */
  last: PlayerTurn;
}

export interface NightfallForecast {
  /** each seat's flag "first deck exhausted" (2.3-R1) */
  exhausted: [boolean, boolean];
  /** cards left in each seat's original deck (0 once it is exhausted) */
  left: [number, number];
  /**
   * The earliest player turn whose Draw Phase can set the second flag, under any play: each player
   * discards the whole hand every turn (4-R5) and draws 5 (4-R8), plus one more card for each
   * Scout/Spy that may still be in the deck or hand (it may be played mid-draw, 9.2-R25). `seat` is the
   * second player to exhaust. When both flags are already set (`due`), it is the draw that set
   * the second. Null when it cannot be computed (a deck in a state real play does not reach).
   */
  earliest: (NightfallAt & { due: boolean }) | null;
  /**
   * The same at the pace of this game: `perTurn[seat]` is the average number of cards that seat
   * drew per own Draw Phase so far (null before its first completed Draw Phase). Null when a player
   * still to exhaust has no pace yet (or a pace of 0).
   */
  pace: (NightfallAt & { perTurn: [number | null, number | null] }) | null;
}

/** Position of a player turn in the sequence of play: First Player, then Second, per game turn. */
const indexOf = (t: PlayerTurn, first: Seat) => 2 * t.turn + (t.seat === first ? 0 : 1);
const turnAt = (i: number, first: Seat): PlayerTurn => ({ turn: Math.floor(i / 2), seat: i % 2 === 0 ? first : other(first) });

/** Scout/Spy copies this seat may still play (not known to be in the discard pile or on the table). */
function scoutsLeft(game: Game, seat: Seat): number {
  const s = game.state;
  const d = s.decks[seat];
  let n = 0;
  for (const c of game.catalog.army(s.armies![seat].nation).deck)
    if (c.kind === 'hq' && c.type === 'scout') n += Math.max(0, c.copies - knownOut(d, c.id));
  return n;
}

/**
 * The index of the player turn in which `seat`'s original deck runs out, drawing `perTurn` cards a
 * turn from its next Draw Phase on (the current one if it is still to come or under way: then at
 * most 5 − hand, the draw being to 5, 4-R8), plus `extra` cards once. Null when it never does.
 */
function runsOutAt(s: GameState, seat: Seat, perTurn: number, extra: number): number | null {
  const d = s.decks[seat];
  const left = d.drawPile;
  if (left <= 0) return null; // a flag no draw can set any more (not reached in real play)
  const now = indexOf({ turn: s.turn, seat: s.active }, s.first!);
  let at: number;
  let cap: number;
  if (seat === s.active && (s.phase === 'discard' || s.phase === 'draw')) {
    at = now;
    cap = s.phase === 'draw' ? Math.max(0, HAND_SIZE - d.hand) : perTurn;
  } else {
    at = seat === s.active ? now + 2 : now + 1;
    cap = perTurn;
  }
  let drawn = extra;
  for (;;) {
    drawn += Math.min(cap, HAND_SIZE);
    if (drawn >= left - 1e-9) return at;
    if (perTurn <= 0) return null;
    at += 2;
    cap = perTurn;
  }
}

/** When both flags are set at these indices (a set flag: its index in the past), the forecast. */
function at(game: Game, when: [number | null, number | null]): NightfallAt | null {
  const s = game.state;
  if (when[0] === null || when[1] === null) return null;
  const first = s.first!;
  const trigger = turnAt(Math.max(when[0], when[1]), first);
  const endsAfter = game.options.nightfall;
  // 2.3-R3 (the game option): the end of that player turn, or of the game turn (the Second Player's turn)
  const last = endsAfter === 'player-turn' ? trigger : { turn: trigger.turn, seat: other(first) };
  return { ...trigger, endsAfter, last };
}

/** Cards drawn per seat in completed Draw Phases, from the game's actions (memoised per game). */
interface DrawStats {
  drawn: [number, number];
  phases: [number, number];
  /** drawn in the Draw Phase under way */
  pending: [number, number];
}
const statsCache = new WeakMap<Game, DrawStats>();

function drawStats(game: Game): DrawStats {
  const chain: Game[] = [];
  let base: DrawStats | undefined;
  for (let g: Game | null = game; g; g = g.previous) {
    base = statsCache.get(g);
    if (base) break;
    chain.push(g);
  }
  let st: DrawStats = base ?? { drawn: [0, 0], phases: [0, 0], pending: [0, 0] };
  for (let i = chain.length - 1; i >= 0; i--) {
    const g = chain[i]!;
    const prev = g.previous;
    const a = g.lastAction;
    if (prev && a && prev.state.stage === 'play') {
      const seat = prev.state.active;
      if (a.type === 'draw') {
        st = { ...st, pending: [...st.pending] as [number, number] };
        st.pending[seat] += g.state.decks[seat].hand - prev.state.decks[seat].hand;
      } else if (a.type === 'end-phase' && prev.state.phase === 'draw') {
        const drawn = [...st.drawn] as [number, number];
        const phases = [...st.phases] as [number, number];
        const pending = [...st.pending] as [number, number];
        drawn[seat] += pending[seat];
        phases[seat]++;
        pending[seat] = 0;
        st = { drawn, phases, pending };
      }
    }
    statsCache.set(g, st);
  }
  return st;
}

/**
 * 2.3: when the day can end in a game in play. Exact for `earliest` (no play can bring night
 * sooner, and the fastest play reaches it); `pace` projects this game's own rate of drawing.
 * Null when the game is not in play (setup, or over: night has fallen or a player won).
 */
export function nightfallForecast(game: Game): NightfallForecast | null {
  const s = game.state;
  if (s.stage !== 'play' || s.first === null || !s.armies) return null;
  const first = s.first;
  const seats: Seat[] = [0, 1];
  const exhausted = seats.map((x) => s.decks[x].exhausted) as [boolean, boolean];
  const left = seats.map((x) => (s.decks[x].exhausted ? 0 : s.decks[x].drawPile)) as [number, number];
  // a set flag: the player turn of its draw (its game turn and seat), in the past
  const setAt = (x: Seat): number => indexOf({ turn: s.decks[x].exhaustedTurn ?? 0, seat: x }, first);
  const fresh = (x: Seat) => s.decks[x].reshuffles === 0; // 2.3-R1: only the original deck counts

  const earliestIdx = seats.map((x) => (exhausted[x] ? setAt(x) : fresh(x) ? runsOutAt(s, x, HAND_SIZE, scoutsLeft(game, x)) : null)) as [
    number | null,
    number | null
  ];
  const e = at(game, earliestIdx);
  const earliest = e ? { ...e, due: exhausted[0] && exhausted[1] } : null;

  const stats = drawStats(game);
  const perTurn = seats.map((x) => (stats.phases[x] ? stats.drawn[x] / stats.phases[x] : null)) as [number | null, number | null];
  const paceIdx = seats.map((x) => {
    if (exhausted[x]) return setAt(x);
    const p = perTurn[x];
    return p && fresh(x) ? runsOutAt(s, x, p, 0) : null;
  }) as [number | null, number | null];
  const p = at(game, paceIdx);
  const pace = p ? { ...p, perTurn } : null;

  return { exhausted, left, earliest, pace };
}
