// A legal game record of any length (issue 31: long games): the France–Britain fixture's setup
// (22 actions), then player turns in which nobody plays a card, so no deck runs out and night never
// falls: each player discards nothing, draws nothing, moves one unit a square (France d2↔d3,
// Britain d7↔d6, out and back) and fights nothing, six actions a player turn. 10,006 actions is
// 1,664 player turns. Used by the scale benchmarks (bench/scale.bench.ts) and the chunk tests.
import { readFileSync } from 'node:fs';
import type { Action, GameRecord } from '../src/lib/rules';

export const LONG_GAME_FIXTURE = 'tests/e2e/fixtures/france-britain.json';

/** The fixture's record with player turns added, cut to `length` actions (≥ 22). */
export function longRecord(length: number): GameRecord {
  const rec = JSON.parse(readFileSync(LONG_GAME_FIXTURE, 'utf8')) as GameRecord;
  const end: Action = { type: 'end-phase' };
  const actions: Action[] = [...rec.actions];
  for (let t = 0; actions.length < length; t++) {
    const [home, ahead] = t % 2 === 0 ? ['d2', 'd3'] : ['d7', 'd6'];
    const [from, to] = Math.floor(t / 2) % 2 === 0 ? [home!, ahead!] : [ahead!, home!];
    actions.push(end, end, { type: 'move', from, to }, end, end, end);
  }
  return { ...rec, actions: actions.slice(0, length) };
}
