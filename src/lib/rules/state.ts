// The whole game state as one serialisable value (Rally the Troops habit). Seats 0 and 1 are the
// two players in the order of the game record; `first` says which of them is the First Player.
import type { NationId } from '../data/types';
import type { Edge, Seat, Square } from './board';
import type { Catalog } from './catalog';
import type { CombatForm, CombatResultKind } from './combat-totals';
import type { NightfallScore } from './victory';
import type { Position, SectionPlacement } from './position';
import type { Terrain } from './terrain';

export { other, type Seat } from './board';

export type SetupStep = 'roll' | 'map' | 'nations' | 'army' | 'edge' | 'deal' | 'deploy';
export type Phase = 'discard' | 'draw' | 'movement' | 'combat' | 'restoration';
export const PHASES: readonly Phase[] = ['discard', 'draw', 'movement', 'combat', 'restoration'];

/** 1.4, 2.3: what is known of one player's 60 cards. Hands are hidden: only their size is known. */
export interface DeckState {
  drawPile: number;
  hand: number;
  /** the discard pile, bottom first; only the last (top) card is public (4-R6) */
  discard: string[];
  /** cards on the table: played in a combat or a Guerrilla window not yet resolved */
  inPlay: string[];
  /** times the discard pile was shuffled into a new deck (2.3-R2) */
  reshuffles: number;
  /** 2.3-R1: the last card of the original deck has been drawn */
  exhausted: boolean;
  /** game turn in which that happened */
  exhaustedTurn: number | null;
}

export interface UnitState {
  unit: string;
  square: Square;
  reduced: boolean;
}

export interface ArmyState {
  nation: NationId;
  edge: Edge | null;
  /** units on the map */
  units: UnitState[];
  /** ids of this army's eliminated units, in order of elimination */
  eliminated: string[];
  /** units still to deploy (3.3) */
  toDeploy: string[];
}

export interface GameOptions {
  /** 2.3-R3: when the day ends after the second deck exhaustion: end of the game turn (GMT 2.3,
   * default) or end of that player's own player turn (Polish text, literal). */
  nightfall: 'game-turn' | 'player-turn';
  /** Dice rolled by the app: 'undoable' (default) like every action, or 'final': undo stops at
   * an app roll, so nobody can roll again after seeing the result (the app's own rule, not the game's). */
  appRolls: 'undoable' | 'final';
}
export const DEFAULT_OPTIONS: GameOptions = { nightfall: 'game-turn', appRolls: 'undoable' };

export interface MovedUnit {
  unit: string;
  from: Square;
  /** where its basic move ended */
  to: Square;
  forcedMarch: 'none' | 'done' | 'cancelled';
}

export interface MovementState {
  moved: MovedUnit[];
  /** 5-R8, 5-R16: Supply for a second unit this phase */
  supply: 'none' | 'played' | 'cancelled';
}

/** A card just played that the opponent may cancel with Guerrilla (9.2-R11). */
export interface GuerrillaWindow {
  card: string;
  purpose: 'supply-move' | 'forced-march' | 'restore';
  /** forced march: unit id and destination; restore: unit id */
  unit?: string;
  to?: Square;
}

export type CombatStep =
  'withdraw' | 'defender' | 'attacker' | 'roll' | 'choose' | 'retreat' | 'advance' | 'pursuit' | 'assign-hits' | 'skirmish-move';

export interface CombatCard {
  card: string;
  side: Seat;
  role: 'initiating' | 'attack' | 'defense' | 'leader' | 'committed' | 'sappers' | 'skirmish' | 'withdraw';
  /** unit id the card was played for */
  unit?: string;
}

export interface CombatState {
  kind: CombatForm;
  grandBattery: boolean;
  step: CombatStep;
  /** attacking or firing unit id (null in an Ambush) */
  attacker: string | null;
  /** defending unit id */
  defender: string;
  /** the defending unit's square when the combat was declared (the square vacated for an advance) */
  target: Square;
  /** 6.4: supporting unit ids */
  supporting: string[];
  cards: CombatCard[];
  leader: { card: string; use: 'command' | 'combat' } | null;
  defenseLeader: string | null;
  committed: number;
  sappers: boolean;
  /** 6.1-R8: one withdrawal attempt per combat (no Withdraw card after a failed roll) */
  withdrawAttempted: boolean;
  withdrew: boolean;
  dice: number[] | null;
  attack: number | null;
  defense: number | null;
  /** the result of the combat results table (6.1 step 7, 6.2 step 4) */
  outcome: CombatResultKind | null;
  /** who picks Retreat or Hit (6.5-R2) */
  chooser: Seat | null;
  /** the defending unit retreated or withdrew and is still on the map (6.6-R1) */
  defenderRetreated: boolean;
  /** the defending square was vacated (6.5-R12) */
  vacated: boolean;
  /** the unit id that advanced */
  advanced: string | null;
  /** Committed Attack hits still to allocate (9.2-R8) */
  hitsToAssign: number;
}

export type VictoryKind = 'attrition' | 'nightfall';
export interface GameResult {
  winner: Seat;
  by: VictoryKind;
  /** nightfall: the score as computed by nightfallScore */
  score?: NightfallScore;
}

export interface GameState {
  stage: 'setup' | 'play' | 'over';
  setupStep: SetupStep;
  /** every first-player roll, ties included (3-R1) */
  rolls: [number, number][];
  first: Seat | null;
  terrain: Terrain[] | null;
  sections: SectionPlacement[] | null;
  nations: [NationId, NationId] | null;
  /** seat-indexed armies, once the First Player has chosen (3-R4) */
  armies: [ArmyState, ArmyState] | null;
  redoubts: Square[];
  decks: [DeckState, DeckState];
  /** game turn, from 1 (4-R1) */
  turn: number;
  active: Seat;
  phase: Phase;
  movement: MovementState;
  combat: CombatState | null;
  /** 6-R1: the turn's one combat has been declared */
  combatUsed: boolean;
  /** 7-R2: the turn's one restoration attempt was made */
  restorationUsed: boolean;
  /** 9.2-R14: the turn's one Redoubt was built */
  redoubtBuilt: boolean;
  pending: GuerrillaWindow | null;
  /** 2.3-R3: both players have exhausted their first deck; the day ends per options.nightfall */
  nightfallDue: boolean;
  result: GameResult | null;
}

export interface Game {
  /** the setup facts and the actions so far (format adiutant-game/1), built on demand */
  readonly record: GameRecord;
  readonly setup: GameSetup;
  readonly state: GameState;
  /** the game before the last action (undo is unlimited), null at the start */
  readonly previous: Game | null;
  /** the last action applied, null at the start */
  readonly lastAction: import('./actions').Action | null;
  /** number of actions applied */
  readonly length: number;
  readonly catalog: Catalog;
  readonly options: GameOptions;
}

/** The app's opponent (src/lib/bot), when one seat is played by Adiutant. */
export interface OpponentSetup {
  /** the seat the app plays */
  seat: Seat;
  level: 'easy' | 'normal' | 'hard' | 'expert';
  /** seeds the order of that seat's deck (src/lib/bot/hand.ts) and the opponent's choices */
  seed: number;
}

export interface GameSetup {
  /** the two players' names, seat 0 and seat 1 */
  players: [string, string];
  options?: Partial<GameOptions>;
  /** a seat played by the app's opponent; the rules ignore it (the bot's hand is derived from it) */
  opponent?: OpponentSetup;
  /** a guided game the app leads (the guided first battle); the rules ignore it */
  guided?: 'first-battle';
  /** a practice game after a group of lessons (its id in src/lib/learn/practice.ts); the rules ignore it */
  practice?: string;
}

export interface GameRecord {
  format: 'adiutant-game/1';
  setup: GameSetup;
  actions: import('./actions').Action[];
}

export function newDeck(): DeckState {
  return { drawPile: 60, hand: 0, discard: [], inPlay: [], reshuffles: 0, exhausted: false, exhaustedTurn: null };
}

function cloneUnits(units: UnitState[]): UnitState[] {
  const out = new Array<UnitState>(units.length);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    out[i] = { unit: u.unit, square: u.square, reduced: u.reduced };
  }
  return out;
}

function cloneArmy(a: ArmyState): ArmyState {
  return { nation: a.nation, edge: a.edge, units: cloneUnits(a.units), eliminated: a.eliminated.slice(), toDeploy: a.toDeploy.slice() };
}

function cloneDeck(d: DeckState): DeckState {
  return {
    drawPile: d.drawPile,
    hand: d.hand,
    discard: d.discard.slice(),
    inPlay: d.inPlay.slice(),
    reshuffles: d.reshuffles,
    exhausted: d.exhausted,
    exhaustedTurn: d.exhaustedTurn
  };
}

/** Deep copy of a state (plain data only), so an action can be applied to a draft. */
export function cloneState(s: GameState): GameState {
  const cb = s.combat;
  return {
    ...s,
    rolls: s.rolls.slice(),
    nations: s.nations ? [s.nations[0], s.nations[1]] : null,
    armies: s.armies ? [cloneArmy(s.armies[0]), cloneArmy(s.armies[1])] : null,
    redoubts: s.redoubts.slice(),
    decks: [cloneDeck(s.decks[0]), cloneDeck(s.decks[1])],
    movement: { moved: s.movement.moved.map((m) => ({ ...m })), supply: s.movement.supply },
    combat: cb
      ? {
          ...cb,
          supporting: cb.supporting.slice(),
          cards: cb.cards.map((c) => ({ ...c })),
          leader: cb.leader ? { ...cb.leader } : null,
          dice: cb.dice ? cb.dice.slice() : null
        }
      : null,
    pending: s.pending ? { ...s.pending } : null,
    result: s.result ? { ...s.result } : null
  };
}

/** The board of a state as a Position (copies, so later changes to the draft cannot leak in). */
export function positionOf(s: GameState, catalog: Catalog): Position {
  const [a, b] = s.armies!;
  const army = (x: ArmyState) => ({
    nation: x.nation,
    edge: x.edge ?? 'south',
    units: x.units.map((u) => ({ unit: u.unit, square: u.square, reduced: u.reduced }))
  });
  return {
    terrain: s.terrain!,
    ...(s.sections ? { sections: s.sections } : {}),
    armies: [army(a), army(b)],
    redoubts: [...s.redoubts],
    catalog
  };
}
