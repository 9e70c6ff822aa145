// The game record, format "adiutant-game/1": setup facts + the ordered action log (see README).
// Imported records are untrusted: the schema (valibot) checks their shape, then replay() checks
// every action against the rules. Each action's schema (and so its type) is in actions.ts.
import * as v from 'valibot';
import { ACTION_SCHEMAS } from './actions';

const ANY_ACTION = v.variant('type', ACTION_SCHEMAS);
const SCHEMA_OF = new Map<unknown, (typeof ACTION_SCHEMAS)[number]>(ACTION_SCHEMAS.map((o) => [o.entries.type.literal, o]));

/**
 * One action's shape: the schema of its `type` is picked at once (checking a record's hundreds of
 * actions against each of the 32 kinds in turn was a third of a replay); an unknown or missing
 * type gets the full variant's message.
 */
export const ActionSchema = v.lazy(
  (input: unknown) => (typeof input === 'object' && input !== null && SCHEMA_OF.get((input as { type?: unknown }).type)) || ANY_ACTION
);

import { MAX_FIRST_PLAYER_ROLLS } from './setup';

export const GAME_FORMAT = 'adiutant-game/1';
/** Longest action log accepted on import (a long game has a few hundred actions). */
export const MAX_ACTIONS = 20000;

export const SetupSchema = v.object({
  players: v.tuple([v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(100))]),
  options: v.optional(
    v.object({
      nightfall: v.optional(v.picklist(['game-turn', 'player-turn'])),
      appRolls: v.optional(v.picklist(['undoable', 'final']))
    })
  ),
  // a guided game the app leads (issue 31): the guided first battle (src/lib/learn/battle.ts)
  guided: v.optional(v.picklist(['first-battle'])),
  // a practice game after a group of lessons (issue 33 §3): its id (src/lib/learn/practice.ts)
  practice: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))),
  // the app's opponent (src/lib/bot): its seat, level and the seed of its deck order
  opponent: v.optional(
    v.object({
      seat: v.picklist([0, 1]),
      level: v.picklist(['easy', 'normal', 'hard', 'expert']),
      seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff))
    })
  )
});

export const RecordSchema = v.object({
  format: v.literal(GAME_FORMAT),
  setup: SetupSchema,
  actions: v.pipe(
    v.array(ActionSchema),
    v.maxLength(MAX_ACTIONS),
    v.check(
      (actions) => actions.filter((a) => a.type === 'roll-first-player').length <= MAX_FIRST_PLAYER_ROLLS,
      `more than ${MAX_FIRST_PLAYER_ROLLS} first-player rolls`
    )
  )
});
