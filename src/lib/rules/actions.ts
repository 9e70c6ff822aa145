// The action union: every step of a game of Manoeuvre as a JSON value (boardgame.io habit: the
// game is the fold of its log). Dice values always arrive inside actions; the engine never rolls.
// Units are named by the square they stand on (like chess moves); cards by their catalogue id.
// Each action is declared once, as the valibot schema that checks it in a record (record.ts);
// its TypeScript type is that schema's output. The schemas check the shape only (strings of a
// bounded length, numbers): the rules (a known nation, a real square, a die's faces) are the
// handlers', which refuse with the rule's own reason.
import * as v from 'valibot';

/** a square, e.g. 'd4' (board.ts: Square) */
const sq = v.pipe(v.string(), v.maxLength(4));
/** a unit, card or nation id */
const id = v.pipe(v.string(), v.maxLength(80));
const dice = v.pipe(v.array(v.number()), v.maxLength(64));
const origin = {
  rolledBy: v.optional(v.literal('app')),
  afterUndo: v.optional(v.pipe(v.array(dice), v.maxLength(64)))
};
const DiceOriginSchema = v.object(origin);

/** An action's schema: its `type`, then its fields. */
function action<T extends string, E extends v.ObjectEntries = {}>(type: T, entries?: E) {
  return v.object({ type: v.literal(type), ...(entries as E) });
}

/**
 * Where the dice of an action came from, for the players' trust (the rules ignore it): `rolledBy`
 * 'app' when the app rolled them (absent: typed in from real dice); `afterUndo` lists the dice of
 * earlier app rolls that an undo took back before these were entered, oldest first.
 */
export type DiceOrigin = v.InferOutput<typeof DiceOriginSchema>;

// --- Setup (rule 3) ---
const RollFirstPlayerSchema = action('roll-first-player', { dice: v.tuple([v.number(), v.number()]), ...origin });
/** 3-R1: both players roll a d10: `dice[i]` is seat i's roll (1..10; a 0 face counts as 10). */
export type RollFirstPlayer = v.InferOutput<typeof RollFirstPlayerSchema>;

const ChooseMapSchema = action('choose-map', {
  sections: v.optional(v.pipe(v.array(v.object({ id: v.number(), rotation: v.picklist([0, 90, 180, 270]) })), v.maxLength(4))),
  terrain: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(8))), v.maxLength(8)))
});
/** 3-R2: the First Player picks 4 sections NW, NE, SW, SE with rotations; `terrain` rows (rank 8
 * first) may replace the printed terrain to match a physical section that differs. */
export type ChooseMap = v.InferOutput<typeof ChooseMapSchema>;

const ChooseNationsSchema = action('choose-nations', { nations: v.tuple([id, id]) });
/** 3-R3: the Second Player picks the two nations (ids; an unknown one is refused by the rule). */
export type ChooseNations = v.InferOutput<typeof ChooseNationsSchema>;

const ChooseArmySchema = action('choose-army', { nation: id });
/** 3-R4: the First Player picks one of them. */
export type ChooseArmy = v.InferOutput<typeof ChooseArmySchema>;

const ChooseEdgeSchema = action('choose-edge', { edge: v.picklist(['north', 'south', 'east', 'west']) });
/** 3-R5: the Second Player picks a starting edge; the First Player gets the opposite one. */
export type ChooseEdge = v.InferOutput<typeof ChooseEdgeSchema>;

const DealSchema = action('deal');
/** 3-R6, 3-R7: decks shuffled and cut, 5 cards dealt to each player (confirmed, not recorded). */
export type Deal = v.InferOutput<typeof DealSchema>;

const DeploySchema = action('deploy', { unit: id, square: sq });
/** 3-R8, 3.3: place one unit of the deploying player's army. */
export type Deploy = v.InferOutput<typeof DeploySchema>;

// --- Phases (rule 4) ---
const EndPhaseSchema = action('end-phase');
/** 4-R3: end the current phase (the Restoration Phase ends the player turn). */
export type EndPhase = v.InferOutput<typeof EndPhaseSchema>;

const DiscardSchema = action('discard', { cards: v.pipe(v.array(id), v.maxLength(60)) });
/** 4-R5: discard cards from hand (Discard Phase). */
export type Discard = v.InferOutput<typeof DiscardSchema>;

const DrawSchema = action('draw');
/** 4-R8: draw until holding 5 (reshuffling the discard pile alone when the deck runs out, 2.3-R2). */
export type Draw = v.InferOutput<typeof DrawSchema>;

const PlayScoutSchema = action('scout', { card: id });
/** 9.2-R25, A26: Scout/Spy, any time in the active player's own turn (mid-draw and their own combat too). */
export type PlayScout = v.InferOutput<typeof PlayScoutSchema>;

// --- Movement (rule 5) ---
const MoveSchema = action('move', { from: sq, to: sq });
/** 5-R2…R7: a basic move of the unit on `from`. */
export type Move = v.InferOutput<typeof MoveSchema>;

const SupplyMoveSchema = action('supply');
/** 5-R8: play Supply so a second unit may move. */
export type SupplyMove = v.InferOutput<typeof SupplyMoveSchema>;

const ForcedMarchSchema = action('forced-march', { from: sq, to: sq });
/** 5-R10…R13: Forced March for a unit moved this phase (now on `from`) to `to`. */
export type ForcedMarch = v.InferOutput<typeof ForcedMarchSchema>;

const GuerrillaSchema = action('guerrilla');
/** 9.2-R11: the non-active player answers the card just played with Guerrilla. */
export type Guerrilla = v.InferOutput<typeof GuerrillaSchema>;

const PassSchema = action('pass');
/** Decline an offered option (Guerrilla, Withdraw, more cards in a combat step). */
export type Pass = v.InferOutput<typeof PassSchema>;

// --- Combat (rules 6, 8, 9) ---
const AssaultSchema = action('assault', { from: sq, target: sq, card: id });
/** 6.1 steps 1–2: Assault from `from` on the adjacent `target` with a unit card showing Attack. */
export type Assault = v.InferOutput<typeof AssaultSchema>;

const AmbushSchema = action('ambush', { target: sq, card: id });
/** 6.1 steps 1–2: Ambush on any enemy unit with an Ambush card. */
export type Ambush = v.InferOutput<typeof AmbushSchema>;

const BombardSchema = action('bombard', { from: sq, target: sq, card: id });
const VolleySchema = action('volley', { from: sq, target: sq, card: id });
/** 6.2 step 1: Bombardment (unit card with Bombard) or Volley (unit card with Volley). */
export type Fire = v.InferOutput<typeof BombardSchema> | v.InferOutput<typeof VolleySchema>;

const GrandBatterySchema = action('grand-battery', { from: sq, target: sq, card: id });
/** 9.1-R5: Napoleon's Grand Battery from any French unit. */
export type GrandBattery = v.InferOutput<typeof GrandBatterySchema>;

const WithdrawSchema = action('withdraw', { card: id, dice: v.optional(dice), ...origin });
/** 6.1 step 3: the defender withdraws with a Withdraw card, or (United States) a unit card's
 * withdraw roll: `dice` = [d6]. */
export type Withdraw = v.InferOutput<typeof WithdrawSchema>;

const PlayCardSchema = action('play', {
  card: id,
  unit: v.optional(sq),
  use: v.optional(v.picklist(['command', 'combat'])),
  supporting: v.optional(v.pipe(v.array(sq), v.maxLength(4)))
});
/**
 * 6.1 steps 4–5: play one card in the combat. Defender: unit cards of the defending unit, one
 * leader (Combat). Attacker: unit cards for the attacking (`unit` = its square) or a supporting
 * unit, one leader for `use` 'command' (with `supporting` squares) or 'combat', Committed Attack,
 * Sappers/Engineers, Skirmish.
 */
export type PlayCard = v.InferOutput<typeof PlayCardSchema>;

const RollSchema = action('roll', { dice, ...origin });
/** 6.1 step 6 and 6.6: the dice asked for by the prompt, in its order. */
export type Roll = v.InferOutput<typeof RollSchema>;

const ChooseResultSchema = action('choose-result', { choice: v.picklist(['retreat', 'hit']) });
/** 6.5-R2: the named player's choice between Retreat and Hit. */
export type ChooseResult = v.InferOutput<typeof ChooseResultSchema>;

const RetreatSchema = action('retreat', { to: sq });
/** 6.5-R7: the owner picks one of two open flank squares. */
export type Retreat = v.InferOutput<typeof RetreatSchema>;

const AdvanceSchema = action('advance', { unit: v.nullable(sq) });
/** 6.5-R13: the participating unit on `unit` advances; null declines an optional advance. */
export type Advance = v.InferOutput<typeof AdvanceSchema>;

const AssignHitSchema = action('assign-hit', { unit: sq });
/** 9.2-R8: the unit taking the next Committed Attack hit. */
export type AssignHit = v.InferOutput<typeof AssignHitSchema>;

const SkirmishMoveSchema = action('skirmish-move', { to: sq });
/** 9.2-R23: after a Skirmish the attacking unit moves up to 2 squares (`to` may be its square). */
export type SkirmishMove = v.InferOutput<typeof SkirmishMoveSchema>;

// --- Restoration (rule 7) ---
const RestoreSchema = action('restore', { card: id, unit: sq });
/** 7-R3: restore the reduced unit on `unit` with Supply, Regroup or its own unit card. */
export type Restore = v.InferOutput<typeof RestoreSchema>;

const RallySchema = action('rally', { card: id, unit: sq, dice: v.optional(dice), ...origin });
/** 7-R3, 9.1-R3: a leader's rally: the unit is declared, then a d6 within the Rally range restores it. */
export type Rally = v.InferOutput<typeof RallySchema>;

const BuildRedoubtSchema = action('redoubt', { card: id, unit: sq });
/** 9.2-R14: build a Redoubt under one of the active player's units. */
export type BuildRedoubt = v.InferOutput<typeof BuildRedoubtSchema>;

/** Every action's schema, in rule order (record.ts picks one by `type`). */
export const ACTION_SCHEMAS = [
  RollFirstPlayerSchema,
  ChooseMapSchema,
  ChooseNationsSchema,
  ChooseArmySchema,
  ChooseEdgeSchema,
  DealSchema,
  DeploySchema,
  EndPhaseSchema,
  DiscardSchema,
  DrawSchema,
  PlayScoutSchema,
  MoveSchema,
  SupplyMoveSchema,
  ForcedMarchSchema,
  GuerrillaSchema,
  PassSchema,
  AssaultSchema,
  AmbushSchema,
  BombardSchema,
  VolleySchema,
  GrandBatterySchema,
  WithdrawSchema,
  PlayCardSchema,
  RollSchema,
  ChooseResultSchema,
  RetreatSchema,
  AdvanceSchema,
  AssignHitSchema,
  SkirmishMoveSchema,
  RestoreSchema,
  RallySchema,
  BuildRedoubtSchema
] as const;

/** Any action: the output of one of the schemas. */
export type Action = v.InferOutput<(typeof ACTION_SCHEMAS)[number]>;

export type ActionType = Action['type'];

/** The squares an action is about (issue 31): what a board shows of it. */
export interface ActionSquares {
  /** the square of the unit that acts: moves, fights, plays its card, is restored, takes a hit, advances */
  unit: string | null;
  /** where a unit goes: a move, a Forced March, a retreat, a Skirmish move, a deployment */
  to: string | null;
  /** the enemy unit attacked */
  target: string | null;
  /** a Leader's supporting units (6.4) */
  support: string[];
}

/** The squares `a` is about: its unit, where it goes, what it attacks (actions without squares: none). */
export function actionSquares(a: Action): ActionSquares {
  const out: ActionSquares = { unit: null, to: null, target: null, support: [] };
  switch (a.type) {
    case 'move':
    case 'forced-march':
      return { ...out, unit: a.from, to: a.to };
    case 'assault':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
      return { ...out, unit: a.from, target: a.target };
    case 'ambush':
      return { ...out, target: a.target };
    case 'deploy':
      return { ...out, to: a.square };
    case 'retreat':
    case 'skirmish-move':
      return { ...out, to: a.to };
    case 'play':
      return { ...out, unit: a.unit ?? null, support: [...(a.supporting ?? [])] };
    case 'advance':
    case 'restore':
    case 'rally':
    case 'redoubt':
    case 'assign-hit':
      return { ...out, unit: a.unit };
    default:
      return out;
  }
}
