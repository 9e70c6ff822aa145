// The public API of the rules engine. Everything the UI may ask is exported here; see README.
export type { Square, Edge } from './board';
export { SQUARES, EDGES, squareIndex, distance, ownRow, inEnemyHalf, inHomeRows } from './board';
export type { Terrain, TerrainEffect } from './terrain';
export { TERRAINS, TERRAIN_EFFECTS, REDOUBT_DEFENSE, TERRAIN_BY_LETTER, LETTER_BY_TERRAIN } from './terrain';
export type { Result, RuleError } from './result';
export { explain, fail, failFrom } from './result';
export { ERRORS, reason, type ErrorCode } from './errors';
export { e, type ErrorDef } from './errors-def';
export type { Catalog } from './catalog';
export { DEFAULT_CATALOG, makeCatalog } from './catalog';
export type { Position, PositionJSON, ArmyPosition, PlacedUnit, SectionPlacement, Rotation } from './position';
export { parsePosition, positionToJSON, terrainFromSections, terrainFromRows, terrainRows, rotateSection, mapPreview } from './position';
export {
  encodePositionLink,
  decodePositionLink,
  encodePositionJsonLink,
  decodePositionJsonLink,
  positionFromHash,
  toBase64Url,
  fromBase64Url,
  LINK_VERSION,
  MAX_COMPACT_LINK,
  MAX_JSON_LINK
} from './position-link';
export { unitAt, strengthOf } from './occupancy';
export { forcedMarchCardProblem, moveDestinations, moveProblem, skirmishDestinations, movePath } from './movement';
export { fireTargets, sightLines, type SightLine } from './fire';
export { retreatSquares, retreatOptions, type RetreatTier } from './retreat';
export {
  nightfallScore,
  nightfallControl,
  attritionWinner,
  ATTRITION_LIMIT,
  type NightfallScore,
  type NightfallSide,
  type ControlKind
} from './victory';
export { NATION_IDS, type NationId } from '../data/types';

// --- Part 2: the whole game as a validated action log ---
export type { Action, ActionType, ActionSquares } from './actions';
export { actionSquares } from './actions';
export {
  combatResult,
  attackTotal,
  attackParts,
  defenseTotal,
  PART_LABELS,
  type CombatForm,
  type CombatResultKind,
  type Total,
  type TotalPart,
  type DiceGroup
} from './combat-totals';
export { newGame, applyAction, undo } from './game';
export { unitMoveRefusal } from './movement-phase';
export { replay, replayPrefix, resume, type Checkpoint, type ReplayBreak } from './replay';
export { toRecord, exportText, recordText, earlierGame } from './history';
export { prompt, legalActions, stepOf, type Prompt, type LegalAction } from './prompt';
export { stepRule, isStepName, type StepName } from './steps';
export { combatTotalsOf } from './combat-roll';
export {
  combatOptions,
  combatOptionsAgainst,
  armyForms,
  isDeclaration,
  DECLARATION_FORMS,
  type DeclarationForm,
  type Declaration,
  type FormOptions
} from './combat-options';
export { combatProblems, combatSpecTotals, combatSpecDice, combatSpecSide, combatSupportSquares, type CombatSpec } from './combat-spec';
export { leaderUses, kindOfForm, isFireForm, fireRange, formCardRefusal, reachProblem } from './combat-checks';
export type { DiceOrigin } from './actions';
export { GAME_FORMAT, MAX_ACTIONS, RecordSchema, ActionSchema } from './record';
export { MAX_FIRST_PLAYER_ROLLS } from './setup';
export type {
  Game,
  GameRecord,
  GameSetup,
  OpponentSetup,
  GameState,
  GameOptions,
  GameResult,
  Seat,
  Phase,
  SetupStep,
  DeckState,
  CombatState,
  ArmyState,
  UnitState
} from './state';
export { positionOf, other, PHASES, DEFAULT_OPTIONS } from './state';
export { deckCount, topOfDiscard, copiesLeft, DECK_SIZE, HAND_SIZE } from './decks';

// --- Odds and the nightfall forecast ---
export {
  combatOdds,
  combatOddsOf,
  pursuitOdds,
  rallyOdds,
  withdrawOdds,
  type CombatOddsOf,
  type CombatOddsOption,
  type CombatOddsLine,
  type CombatOddsLabel,
  type PursuitHits
} from './odds';
export { nightfallForecast, type NightfallForecast, type NightfallAt, type PlayerTurn } from './forecast';
