// How much of the day is left (2.3), as the bot estimates it from what it may know: the cards left
// in each original deck (public counts), the pace at which each side has drawn so far, the game's
// nightfall option and whose turn it is. What a card, a Hit or a square is worth depends on it: a
// card kept is worth what it can still do before nightfall (issue 32).
import { DECK_SIZE, HAND_SIZE, other, type GameOptions, type GameState, type Seat } from '../rules';

/** The player turns of each side still to come in the day, the one under way included. */
export interface DayLeft {
  mine: number;
  theirs: number;
}

/** Cards left in a seat's original deck (0 once exhausted, 2.3-R1). */
export function deckLeft(s: GameState, seat: Seat): number {
  const d = s.decks[seat];
  return d.exhausted || d.reshuffles > 0 ? 0 : d.drawPile;
}

/**
 * The cards a seat draws per own turn, from what it has drawn so far (the deal of 5 aside), with a
 * prior of `prior` cards a turn worth four turns (so that the estimate moves smoothly): 1 to 5.
 */
export function paceOf(s: GameState, seat: Seat, prior: number): number {
  if (s.first === null || s.stage !== 'play') return prior;
  const d = s.decks[seat];
  if (d.exhausted || d.reshuffles > 0) return prior;
  // own Draw Phases so far (4-R1: the First Player's turn, then the Second's, each game turn)
  const pastDraw = s.phase !== 'discard' && (s.phase !== 'draw' || s.decks[s.active].hand >= HAND_SIZE);
  let turns = s.turn - 1;
  if (seat === s.first) turns += s.active === seat ? (pastDraw ? 1 : 0) : 1;
  else turns += s.active === seat && pastDraw ? 1 : 0;
  const drawn = DECK_SIZE - HAND_SIZE - d.drawPile;
  return Math.min(HAND_SIZE, Math.max(1, (drawn + 4 * prior) / (turns + 4)));
}

/**
 * The player turns left before nightfall (2.3-R3): each side's original deck runs down at its pace
 * (drawn in its Draw Phase); the second exhaustion ends the day at the end of that game turn, or of
 * that player turn under the 'player-turn' option. Turns are counted from the one under way.
 */
export function dayLeft(s: GameState, options: Pick<GameOptions, 'nightfall'>, me: Seat, fallbackPace: number): DayLeft {
  if (s.stage !== 'play' || s.first === null) return { mine: 0, theirs: 0 };
  const first = s.first;
  const second = other(first);
  const left: [number, number] = [deckLeft(s, 0), deckLeft(s, 1)];
  const pace: [number, number] = [paceOf(s, 0, fallbackPace), paceOf(s, 1, fallbackPace)];
  let due = s.nightfallDue;
  let seat = s.active;
  // the turn under way: in its Draw Phase the hand is filled to 5 (4-R8), before it at least that
  let draw =
    s.phase === 'draw' ? HAND_SIZE - s.decks[seat].hand : s.phase === 'discard' ? Math.max(pace[seat], HAND_SIZE - s.decks[seat].hand) : 0;
  const count = { mine: 0, theirs: 0 };
  for (let i = 0; i < 200; i++) {
    if (seat === me) count.mine++;
    else count.theirs++;
    if (!due && draw > 0 && left[seat] > 0) {
      left[seat] = Math.max(0, left[seat] - draw);
      if (left[seat] === 0 && left[other(seat)] === 0) due = true;
    }
    if (due && (options.nightfall === 'player-turn' || seat === second)) break;
    seat = other(seat);
    draw = pace[seat];
  }
  return count;
}

/** What a card kept now is still worth, as a share of its worth early in the day (full from 3 turns left). */
export function keepFactor(d: DayLeft, active: boolean): number {
  // the turn under way counts half (part of it is spent), the enemy's turns half (defence only)
  const uses = (active ? d.mine - 0.5 : d.mine) + 0.5 * d.theirs;
  return Math.max(0, Math.min(1, uses / 3));
}
