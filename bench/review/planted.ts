// Planted blunders (issue 33, "Measured"): a bot-against-bot game (normal against normal) in which,
// at a random decision of one seat, the chosen action is replaced by the option the bot scores
// lowest, provided that option loses at least 15 points of chance (the review's own measure,
// swingOf); both bots then play on. The review must rank that decision among the seat's 3 worst.
import { decide, makeBot, type BotView, type Player } from '../../src/lib/bot';
import { mix, rng } from '../../src/lib/bot/rng';
import { prompt, type Seat } from '../../src/lib/rules';
import { logitOf, reviewGame, swingOf } from '../../src/lib/review';
import { recordOf, type BenchGame } from './games';

/** The least chance a planted option must lose. */
export const PLANT_SWING = 0.15;

export interface Planted {
  game: BenchGame;
  seat: Seat;
  /** the planted action's index in the record, or null when no decision of the seat lost enough */
  index: number | null;
  swing: number;
  /** the planted decision's rank among the seat's moments (1 = worst), or null when not a moment */
  rank: number | null;
}

/** The player of `seat` that plants the blunder at its `from`-th decision of play or the first after it that loses enough. */
function planter(bot: Player, seat: Seat, from: number, out: { index: number | null; swing: number }): Player {
  let n = 0;
  return (view: BotView) => {
    if (out.index !== null || prompt(view.game).stage !== 'play' || n++ < from) return bot(view);
    const d = decide('normal', 1, view);
    if (d.options.length < 2) return bot(view);
    const best = d.options[0]!;
    const worst = d.options.filter((o) => o.score > -1e8).at(-1)!;
    const z = logitOf(view.game);
    const swing = swingOf(seat === 0 ? z : -z, best.score - worst.score);
    if (swing < PLANT_SWING) return bot(view);
    out.index = view.game.length;
    out.swing = swing;
    return worst.dice ? { action: worst.action, dice: worst.dice } : worst.action;
  };
}

/** Game number `i` of a series at `base` with a planted blunder, and where the review ranks it. */
export function plantedGame(base: number, i: number): Planted {
  const seed = base + i;
  const r = rng(mix(seed, 0x91a7));
  const seat: Seat = r() < 0.5 ? 0 : 1;
  const from = 10 + Math.floor(r() * 120);
  const out = { index: null as number | null, swing: 0 };
  const bots: [Player, Player] = [makeBot('normal', mix(seed, 1)), makeBot('normal', mix(seed, 2))];
  bots[seat] = planter(bots[seat], seat, from, out);
  const game = recordOf(seed, ['normal', 'normal'], bots);
  if (out.index === null) return { game, seat, index: null, swing: 0, rank: null };
  const review = reviewGame(game.record, { seats: [seat] });
  const k = review.moments.findIndex((m) => m.index === out.index);
  return { game, seat, index: out.index, swing: out.swing, rank: k < 0 ? null : k + 1 };
}
