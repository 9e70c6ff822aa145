// Written by `npm run calibrate:review` (bench/review.ts --calibrate --train 800; issue 33): the chance model's weights
// fitted to 800 bot-against-bot games (386526 positions), in the order of chance.ts FEATURES; one
// point of the bot's scores is worth what the model gives a point of the bot's material (bench/review.ts
// perPointOf). Re-run it after the bot changes (README, "Reviewing a game").
import type { ChanceModel } from './types';

export const MODEL: ChanceModel = {
  weights: [0.083, 0.076, 0.279, 1.022, 0.2, 0.929, -0.819, 0.672, 0.041],
  perPoint: 0.07
};
