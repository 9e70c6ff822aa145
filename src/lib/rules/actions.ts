// The action union: every step of a game of Manoeuvre as a JSON value (boardgame.io habit: the
// game is the fold of its log). Dice values always arrive inside actions; the engine never rolls.
// Units are named by the square they stand on (like chess moves); cards by their catalogue id.
import type { NationId } from '../data/types';
import type { Edge, Square } from './board';
import type { Rotation } from './position';

/**
 * Where the dice of an action came from, for the players' trust (the rules ignore it): `rolledBy`
 * 'app' when the app rolled them (absent: typed in from real dice); `afterUndo` lists the dice of
 * earlier app rolls that an undo took back before these were entered, oldest first.
 */
export interface DiceOrigin {
  rolledBy?: 'app';
  afterUndo?: number[][];
}

// --- Setup (rule 3) ---
/** 3-R1: both players roll a d10: `dice[i]` is seat i's roll (1..10; a 0 face counts as 10). */
export interface RollFirstPlayer extends DiceOrigin {
  type: 'roll-first-player';
  dice: [number, number];
}
/** 3-R2: the First Player picks 4 sections NW, NE, SW, SE with rotations; `terrain` rows (rank 8
 * first) may replace the printed terrain to match a physical section that differs. */
export interface ChooseMap {
  type: 'choose-map';
  sections?: { id: number; rotation: Rotation }[];
  terrain?: string[];
}
/** 3-R3: the Second Player picks the two nations. */
export interface ChooseNations {
  type: 'choose-nations';
  nations: [NationId, NationId];
}
/** 3-R4: the First Player picks one of them. */
export interface ChooseArmy {
  type: 'choose-army';
  nation: NationId;
}
/** 3-R5: the Second Player picks a starting edge; the First Player gets the opposite one. */
export interface ChooseEdge {
  type: 'choose-edge';
  edge: Edge;
}
/** 3-R6, 3-R7: decks shuffled and cut, 5 cards dealt to each player (confirmed, not recorded). */
export interface Deal {
  type: 'deal';
}
/** 3-R8, 3.3: place one unit of the deploying player's army. */
export interface Deploy {
  type: 'deploy';
  unit: string;
  square: Square;
}

// --- Phases (rule 4) ---
/** 4-R3: end the current phase (the Restoration Phase ends the player turn). */
export interface EndPhase {
  type: 'end-phase';
}
/** 4-R5: discard cards from hand (Discard Phase). */
export interface Discard {
  type: 'discard';
  cards: string[];
}
/** 4-R8: draw until holding 5 (reshuffling the discard pile alone when the deck runs out, 2.3-R2). */
export interface Draw {
  type: 'draw';
}
/** 9.2-R25, A26: Scout/Spy, any time in the active player's own turn (mid-draw and their own combat too). */
export interface PlayScout {
  type: 'scout';
  card: string;
}

// --- Movement (rule 5) ---
/** 5-R2…R7: a basic move of the unit on `from`. */
export interface Move {
  type: 'move';
  from: Square;
  to: Square;
}
/** 5-R8: play Supply so a second unit may move. */
export interface SupplyMove {
  type: 'supply';
}
/** 5-R10…R13: Forced March for a unit moved this phase (now on `from`) to `to`. */
export interface ForcedMarch {
  type: 'forced-march';
  from: Square;
  to: Square;
}
/** 9.2-R11: the non-active player answers the card just played with Guerrilla. */
export interface Guerrilla {
  type: 'guerrilla';
}
/** Decline an offered option (Guerrilla, Withdraw, more cards in a combat step). */
export interface Pass {
  type: 'pass';
}

// --- Combat (rules 6, 8, 9) ---
/** 6.1 steps 1–2: Assault from `from` on the adjacent `target` with a unit card showing Attack. */
export interface Assault {
  type: 'assault';
  from: Square;
  target: Square;
  card: string;
}
/** 6.1 steps 1–2: Ambush on any enemy unit with an Ambush card. */
export interface Ambush {
  type: 'ambush';
  target: Square;
  card: string;
}
/** 6.2 step 1: Bombardment (unit card with Bombard) or Volley (unit card with Volley). */
export interface Fire {
  type: 'bombard' | 'volley';
  from: Square;
  target: Square;
  card: string;
}
/** 9.1-R5: Napoleon's Grand Battery from any French unit. */
export interface GrandBattery {
  type: 'grand-battery';
  from: Square;
  target: Square;
  card: string;
}
/** 6.1 step 3: the defender withdraws with a Withdraw card, or (United States) a unit card's
 * withdraw roll: `dice` = [d6]. */
export interface Withdraw extends DiceOrigin {
  type: 'withdraw';
  card: string;
  dice?: number[];
}
/**
 * 6.1 steps 4–5: play one card in the combat. Defender: unit cards of the defending unit, one
 * leader (Combat). Attacker: unit cards for the attacking (`unit` = its square) or a supporting
 * unit, one leader for `use` 'command' (with `supporting` squares) or 'combat', Committed Attack,
 * Sappers/Engineers, Skirmish.
 */
export interface PlayCard {
  type: 'play';
  card: string;
  unit?: Square;
  use?: 'command' | 'combat';
  supporting?: Square[];
}
/** 6.1 step 6 and 6.6: the dice asked for by the prompt, in its order. */
export interface Roll extends DiceOrigin {
  type: 'roll';
  dice: number[];
}
/** 6.5-R2: the named player's choice between Retreat and Hit. */
export interface ChooseResult {
  type: 'choose-result';
  choice: 'retreat' | 'hit';
}
/** 6.5-R7: the owner picks one of two open flank squares. */
export interface Retreat {
  type: 'retreat';
  to: Square;
}
/** 6.5-R13: the participating unit on `unit` advances; null declines an optional advance. */
export interface Advance {
  type: 'advance';
  unit: Square | null;
}
/** 9.2-R8: the unit taking the next Committed Attack hit. */
export interface AssignHit {
  type: 'assign-hit';
  unit: Square;
}
/** 9.2-R23: after a Skirmish the attacking unit moves up to 2 squares (`to` may be its square). */
export interface SkirmishMove {
  type: 'skirmish-move';
  to: Square;
}

// --- Restoration (rule 7) ---
/** 7-R3: restore the reduced unit on `unit` with Supply, Regroup or its own unit card. */
export interface Restore {
  type: 'restore';
  card: string;
  unit: Square;
}
/** 7-R3, 9.1-R3: a leader's rally: the unit is declared, then a d6 within the Rally range restores it. */
export interface Rally extends DiceOrigin {
  type: 'rally';
  card: string;
  unit: Square;
  dice?: number[];
}
/** 9.2-R14: build a Redoubt under one of the active player's units. */
export interface BuildRedoubt {
  type: 'redoubt';
  card: string;
  unit: Square;
}

export type Action =
  | RollFirstPlayer
  | ChooseMap
  | ChooseNations
  | ChooseArmy
  | ChooseEdge
  | Deal
  | Deploy
  | EndPhase
  | Discard
  | Draw
  | PlayScout
  | Move
  | SupplyMove
  | ForcedMarch
  | Guerrilla
  | Pass
  | Assault
  | Ambush
  | Fire
  | GrandBattery
  | Withdraw
  | PlayCard
  | Roll
  | ChooseResult
  | Retreat
  | Advance
  | AssignHit
  | SkirmishMove
  | Restore
  | Rally
  | BuildRedoubt;

export type ActionType = Action['type'];
