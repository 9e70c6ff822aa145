// Today's bot (issue 26's, as it was before issue 32), frozen as the bench's opponents
// `baseline-normal` and `baseline-hard`: a copy of src/lib/bot at commit ba8ede2, kept under bench/ so
// that it is never shipped and adds no duplicate code to src. Do not change it: it is the yardstick.
import { decideTop } from './decide';
import type { BotView, Level, Player } from './types';

/** The frozen bot of a level. */
export function baselineBot(level: Level, seed: number): Player {
  return (view: BotView) => decideTop(level, seed, view, 0).chosen;
}
