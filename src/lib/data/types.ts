// Types of the printed components (rule 1). The data modules beside this file fill them in;
// the rules engine reads them and never hard-codes a card or a unit.

export const NATION_IDS = ['france', 'great-britain', 'austria', 'prussia', 'russia', 'spain', 'ottoman-empire', 'united-states'] as const;
export type NationId = (typeof NATION_IDS)[number];

export type UnitType = 'infantry' | 'cavalry';

/** Dice notation as printed: "2d6", "1d10", "2d8", "2d10". */
export type Dice = `${number}d${number}`;

/** Provenance of a value that the reference data flags as uncertain (armies.json `anomalies`). */
export interface Doubt {
  /** how sure the reference data is of its resolution */
  confidence: 'high' | 'medium' | 'low';
  /** what was uncertain and how it was resolved, in English */
  note: string;
}

/** 1.3: a unit counter, double-sided. */
export interface UnitDef {
  /** kebab-case of the name printed on its unit cards, unique within a nation */
  id: string;
  name: string;
  /** other printed spellings (counter art, transcription) */
  altNames?: readonly string[];
  type: UnitType;
  /** strength on the full-strength side */
  full: number;
  /** strength on the reduced (striped) side */
  reduced: number;
  doubt?: Doubt;
}

/** 8: a unit card. Values not printed on the card are absent. */
export interface UnitCardDef {
  kind: 'unit';
  /** stable card-face id, unique within the nation's deck, e.g. "imperial-guard-1" */
  id: string;
  /** the unit id the card names (8-R2) */
  unit: string;
  attack?: Dice;
  defense: number;
  bombard?: Dice;
  volley?: Dice;
  /** range of the bombard/volley value (1 or 2) */
  range?: number;
  /** pursuit: a d6 within 1..pursuit hits (6.6, cavalry only) */
  pursuit?: number;
  /** withdraw: a d6 within 1..withdraw succeeds (6.1-R8, United States only) */
  withdraw?: number;
  /** "Not Required To Advance" (6.5-R14) */
  notRequiredToAdvance?: boolean;
  /** identical copies in the 60-card deck */
  copies: number;
  /** CardIDs of the fan transcription rows merged into this face */
  sourceCardIds: readonly number[];
  doubt?: Doubt;
}

/** 9.1: a leader card. */
export interface LeaderCardDef {
  kind: 'leader';
  /** stable id, kebab-case of the printed name without accents, e.g. "napoleon-bonaparte" */
  id: string;
  name: string;
  altNames?: readonly string[];
  command: number;
  /** combat value (attacking; also defending unless combatDefense is printed) */
  combat: number;
  /** printed defending combat value where it differs (Palafox "1/5") */
  combatDefense?: number;
  /** rally: a d6 within 1..rally restores (7) */
  rally: number;
  /** rally always succeeds (printed "Auto") */
  rallyAutomatic?: boolean;
  /** the Leader's pursuit modifier when the attacker played it (6.6-R3); its size always helps (6.6-R4) */
  pursuitModifier?: number;
  /** Napoleon's Grand Battery (9.1-R5) */
  grandBattery?: { bombard: Dice; range: number };
  copies: number;
  sourceCardIds: readonly number[];
  doubt?: Doubt;
}

export const HQ_TYPES = [
  'ambush',
  'committed-attack',
  'forced-march',
  'guerrilla',
  'redoubt',
  'regroup',
  'sappers',
  'skirmish',
  'scout',
  'supply',
  'withdraw'
] as const;
/** 1.4-R3: HQ card types other than Leader (Sappers/Engineers = "sappers", Scout/Spy = "scout"). */
export type HqType = (typeof HQ_TYPES)[number];

/** 9.2: an HQ card other than a leader. */
export interface HqCardDef {
  kind: 'hq';
  /** stable id, equal to the type, e.g. "supply" (one face per type and nation) */
  id: string;
  type: HqType;
  /** printed title, e.g. "Royal Engineers", "Spy", "Guerrillas" */
  title: string;
  /** printed attack dice (Ambush: 1d10, 9.2-R1) */
  attack?: Dice;
  copies: number;
  sourceCardIds: readonly number[];
  doubt?: Doubt;
}

export type CardDef = UnitCardDef | LeaderCardDef | HqCardDef;

/** A remaining doubt or correction recorded by the reference data. */
export interface Anomaly {
  /** the card(s) or unit concerned */
  subject: string;
  problem: string;
  resolution: string;
  confidence: 'high' | 'medium' | 'low';
}

/** 1.3 + 1.4: one army: 8 units and its 60-card action deck. */
export interface ArmyDef {
  id: NationId;
  /** English name */
  name: string;
  /** Polish name as in the rulebook's tie-break list */
  namePl: string;
  /** nation code of the fan transcription (Great Britain = BR) */
  code: string;
  /** 2.2-R6 tie-break 3: 1 = United States (wins every tie) … 8 = France */
  tieBreakRank: number;
  units: readonly UnitDef[];
  deck: readonly CardDef[];
  anomalies: readonly Anomaly[];
}

export type TerrainLetter = 'c' | 'h' | 't' | 'w' | 'm' | 'f' | 'l';

/** 1.1: a 4x4 map section as printed, top row first (rotation 0 = first row along the north side). */
export interface SectionDef {
  id: number;
  /** 4 strings of 4 terrain letters, first row first */
  rows: readonly [string, string, string, string];
  /** false where the reference data could not confirm the section (2–4 are recoloured copies) */
  verified: boolean;
  notes?: string;
}
