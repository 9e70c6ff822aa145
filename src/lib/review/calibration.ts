// Written by `node --import tsx bench/review.ts --calibrate --train 400` (issue 33): the chance model's weights
// fitted to 400 bot-against-bot games (192739 positions), in the order of chance.ts FEATURES; one
// point of the bot's scores is worth what the model gives a point of the bot's material (bench/review.ts
// perPointOf). Re-run it after the bot changes (README, "Reviewing a game").
import type { ChanceModel } from './types';

export const MODEL: ChanceModel = {
  weights: [0.049, 0.259, 0.514, 0.195, 0.215, 1.168, -1.12, 0.453, 0.063],
  perPoint: 0.08
};
