// The new game's opponent (issue 26): a person, or Adiutant at a level. Adiutant plays seat 1
// (the second name); `setup.opponent` records its seat, level and the seed of its deck order
// (src/lib/bot/hand.ts), a fresh random integer 0…2³²−1 for each game.
import { m } from '$lib/paraglide/messages.js';
import { newSeed } from '$lib/app/seed';
import type { GameSetup, OpponentSetup } from '$lib/rules';

export type Opponent = 'person' | 'bot';

/** the seat Adiutant plays */
export const BOT_SEAT = 1;

/** The levels, each with one line saying what it is like (issue 32). */
export const LEVELS = [
  { value: 'easy', title: m.new_level_easy, hint: m.new_level_easy_hint },
  { value: 'normal', title: m.new_level_normal, hint: m.new_level_normal_hint },
  { value: 'hard', title: m.new_level_hard, hint: m.new_level_hard_hint },
  { value: 'expert', title: m.new_level_expert, hint: m.new_level_expert_hint }
] as const;

/** A game against Adiutant: the setup with its `opponent` (seed from the browser's cryptographic generator). */
export function soloSetup(setup: GameSetup, level: OpponentSetup['level'], seed: number = newSeed()): GameSetup {
  return { ...setup, opponent: { seat: BOT_SEAT, level, seed } };
}
