// The game record, format "adiutant-game/1": setup facts + the ordered action log (see README).
// Imported records are untrusted: the schema (valibot) checks their shape, then replay() checks
// every action against the rules.
import * as v from 'valibot';

const sq = v.pipe(v.string(), v.maxLength(4));
const id = v.pipe(v.string(), v.maxLength(80));
const dice = v.pipe(v.array(v.number()), v.maxLength(64));
/** DiceOrigin (actions.ts): who rolled the dice, and app rolls taken back before them */
const origin = {
  rolledBy: v.optional(v.literal('app')),
  afterUndo: v.optional(v.pipe(v.array(dice), v.maxLength(64)))
};

const ACTION_SCHEMAS = [
  v.object({ type: v.literal('roll-first-player'), dice: v.tuple([v.number(), v.number()]), ...origin }),
  v.object({
    type: v.literal('choose-map'),
    sections: v.optional(v.pipe(v.array(v.object({ id: v.number(), rotation: v.picklist([0, 90, 180, 270]) })), v.maxLength(4))),
    terrain: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(8))), v.maxLength(8)))
  }),
  v.object({ type: v.literal('choose-nations'), nations: v.tuple([id, id]) }),
  v.object({ type: v.literal('choose-army'), nation: id }),
  v.object({ type: v.literal('choose-edge'), edge: v.picklist(['north', 'south', 'east', 'west']) }),
  v.object({ type: v.literal('deal') }),
  v.object({ type: v.literal('deploy'), unit: id, square: sq }),
  v.object({ type: v.literal('end-phase') }),
  v.object({ type: v.literal('discard'), cards: v.pipe(v.array(id), v.maxLength(60)) }),
  v.object({ type: v.literal('draw') }),
  v.object({ type: v.literal('scout'), card: id }),
  v.object({ type: v.literal('move'), from: sq, to: sq }),
  v.object({ type: v.literal('supply') }),
  v.object({ type: v.literal('forced-march'), from: sq, to: sq }),
  v.object({ type: v.literal('guerrilla') }),
  v.object({ type: v.literal('pass') }),
  v.object({ type: v.literal('assault'), from: sq, target: sq, card: id }),
  v.object({ type: v.literal('ambush'), target: sq, card: id }),
  v.object({ type: v.literal('bombard'), from: sq, target: sq, card: id }),
  v.object({ type: v.literal('volley'), from: sq, target: sq, card: id }),
  v.object({ type: v.literal('grand-battery'), from: sq, target: sq, card: id }),
  v.object({ type: v.literal('withdraw'), card: id, dice: v.optional(dice), ...origin }),
  v.object({
    type: v.literal('play'),
    card: id,
    unit: v.optional(sq),
    use: v.optional(v.picklist(['command', 'combat'])),
    supporting: v.optional(v.pipe(v.array(sq), v.maxLength(4)))
  }),
  v.object({ type: v.literal('roll'), dice, ...origin }),
  v.object({ type: v.literal('choose-result'), choice: v.picklist(['retreat', 'hit']) }),
  v.object({ type: v.literal('retreat'), to: sq }),
  v.object({ type: v.literal('advance'), unit: v.nullable(sq) }),
  v.object({ type: v.literal('assign-hit'), unit: sq }),
  v.object({ type: v.literal('skirmish-move'), to: sq }),
  v.object({ type: v.literal('restore'), card: id, unit: sq }),
  v.object({ type: v.literal('rally'), card: id, unit: sq, dice: v.optional(dice), ...origin }),
  v.object({ type: v.literal('redoubt'), card: id, unit: sq })
] as const;

const ANY_ACTION = v.variant('type', ACTION_SCHEMAS);
const SCHEMA_OF = new Map<unknown, (typeof ACTION_SCHEMAS)[number]>(ACTION_SCHEMAS.map((o) => [o.entries.type.literal, o]));

/**
 * One action's shape: the schema of its `type` is picked at once (checking a record's hundreds of
 * actions against each of the 33 kinds in turn was a third of a replay); an unknown or missing
 * type gets the full variant's message.
 */
export const ActionSchema = v.lazy((input: unknown) =>
  (typeof input === 'object' && input !== null && SCHEMA_OF.get((input as { type?: unknown }).type)) || ANY_ACTION
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
  // the app's opponent (src/lib/bot): its seat, level and the seed of its deck order
  opponent: v.optional(
    v.object({
      seat: v.picklist([0, 1]),
      level: v.picklist(['easy', 'normal', 'hard']),
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
