// Engine benchmarks (issue 3): applyAction and replay-and-validate of a 300-action record.
import { applyAction, newGame, replay, type Game, type GameRecord } from '../src/lib/rules';
import { playRandomGame } from '../tests/fuzz/sim';
import { measure } from './harness';

/** A real record of at least 300 actions from a seeded random game, cut to exactly 300. */
export function record300(): GameRecord {
  for (let seed = 1; ; seed++) {
    const r = playRandomGame(seed);
    if (!r.failure && r.game.record.actions.length >= 300) {
      return { ...r.game.record, actions: r.game.record.actions.slice(0, 300) };
    }
  }
}

/** Median µs of one applyAction over the actions of a real game. */
export function benchApplyAction(rec: GameRecord): number {
  const games: Game[] = [];
  let g = newGame(rec.setup);
  for (const a of rec.actions) {
    games.push(g);
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  let i = 0;
  const ms = measure(
    () => {
      const k = i++ % rec.actions.length;
      applyAction(games[k]!, rec.actions[k]);
    },
    { batch: 300, samples: 61 }
  );
  return ms * 1000;
}

/** Median ms to replay and validate the whole record. */
export function benchReplay(rec: GameRecord): number {
  const json = JSON.parse(JSON.stringify(rec));
  return measure(
    () => {
      const r = replay(json);
      if (!r.ok) throw new Error(r.error.message);
    },
    { batch: 3, samples: 31, warmup: 5 }
  );
}
