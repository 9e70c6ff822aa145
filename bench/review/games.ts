// Bot-against-bot games for the review's bench (issue 33): each game's record (with seat 1 as the
// app's opponent, so that its hand is folded from the record as Adiutant's is) and seat 0's hands,
// folded the same way from the match's own deck seed, for the decisions a test types in.
import { makeBot, matchDeckSeed, playMatch, type Level, type Player } from '../../src/lib/bot';
import { mix } from '../../src/lib/bot/rng';
import { toRecord, type GameRecord, type Seat } from '../../src/lib/rules';
import { nationsFor } from '../bot';

export interface BenchGame {
  seed: number;
  levels: [Level, Level];
  record: GameRecord;
  winner: Seat | null;
}

/** The level pairs the games are played at, in turn: like players, and a stronger against a weaker. */
export const PAIRS: [Level, Level][] = [
  ['normal', 'normal'],
  ['easy', 'normal'],
  ['normal', 'easy'],
  ['easy', 'easy']
];

/** The record of a match as the app would keep it: seat 1 is the app's opponent, its deck from the match's seed. */
export function recordOf(seed: number, levels: [Level, Level], players: [Player, Player]): BenchGame {
  const m = playMatch({ seed, players, nations: nationsFor(seed) });
  const record = toRecord(m.game);
  record.setup = { ...record.setup, opponent: { seat: 1, level: levels[1], seed: matchDeckSeed(seed, 1) } };
  return { seed, levels, record, winner: m.winner };
}

/** Game number `i` of a series starting at `base`. */
export function benchGame(base: number, i: number): BenchGame {
  const levels = PAIRS[i % PAIRS.length]!;
  const seed = base + i;
  return recordOf(seed, levels, [makeBot(levels[0], mix(seed, 1)), makeBot(levels[1], mix(seed, 2))]);
}
