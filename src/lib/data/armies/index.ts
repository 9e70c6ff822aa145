// The eight armies (rules 1.3, 1.4) and O(1) lookups into them.
//
// Provenance: derived from the fan transcription of the cards as cross-checked in the project's
// reference data (armies.json), not copied from it. See each army module for its own anomalies.

import type { Anomaly, ArmyDef, CardDef, NationId, UnitDef } from '../types';
import { NATION_IDS } from '../types';
import { france } from './france';
import { greatBritain } from './great-britain';
import { austria } from './austria';
import { prussia } from './prussia';
import { russia } from './russia';
import { spain } from './spain';
import { ottomanEmpire } from './ottoman-empire';
import { unitedStates } from './united-states';

export { france, greatBritain, austria, prussia, russia, spain, ottomanEmpire, unitedStates };

export const ARMIES: Readonly<Record<NationId, ArmyDef>> = {
  france,
  'great-britain': greatBritain,
  austria,
  prussia,
  russia,
  spain,
  'ottoman-empire': ottomanEmpire,
  'united-states': unitedStates
};

/** Doubts and corrections of the reference data that concern all armies. */
export const GENERAL_ANOMALIES: readonly Anomaly[] = [
  {
    subject: 'Leader pursuit modifiers: Joachim Murat (165), Earl of Uxbridge (1), Muhammad Ali (216), Gebhard Leberecht von Blücher (283)',
    problem:
      'cards.csv has +1 for Murat, Uxbridge and Ali but -1 for Blücher. data.js also has +1 for Murat and Uxbridge. All four card faces print "Pursuit Mod: - 1". Rule 9.1 says the modifier makes pursuit hits easier, and a hit is a d6 roll within 1-N. Earlier revisions of the same CSV had -1 for all four; the sign was dropped in its last revision.',
    resolution: 'pursuitModifier = -1 for all four (added to the pursuit d6 roll).',
    confidence: 'high'
  },
  {
    subject:
      'Unit names with double spaces: Austria "1st  Regiment", "3rd  Regiment", "4th  Regiment"; Spain "1st  Line Regiment"; Russia "Koursk  Regiment"',
    problem: 'Doubled internal spaces in cards.csv (and in units.csv for the Austrian names).',
    resolution: 'Whitespace collapsed in names and ids.',
    confidence: 'high'
  },
  {
    subject: 'Cards with neither attack nor bombard nor volley',
    problem: 'Only cards.csv row 347 (Russian "Guerillas", typed Unit) had none of them.',
    resolution:
      'Fixed as an HQ card (see the Russia entry). After the fixes every unit card has at least one of attack/bombard/volley; every bombard card has range 2 and no attack; every volley card has range 1.',
    confidence: 'high'
  },
  {
    subject: 'HQ card counts vs player-aid table',
    problem:
      'Before the fixes only Russia differed: 1 Guerrilla HQ, since the second sat in the "Unit" row 347, so 19 HQ and 41 unit cards.',
    resolution: 'After the fix all eight armies match the aid table exactly (every column, leaders included) and total 20 HQ cards.',
    confidence: 'high'
  },
  {
    subject: 'Copy counts of identical cards',
    problem:
      'Copies per card face come only from cards.csv, i.e. from how many rows point to each face image. The images cannot show copy counts. For France and Great Britain, data.js gives the same counts independently. For the other six armies the only checks are the totals (5 cards per unit, 40 unit cards, 20 HQ) and the layout of similar units.',
    resolution: 'Kept the cards.csv counts. Read the Moscow Regiment entry above with this in mind.',
    confidence: 'medium'
  },
  {
    subject: 'cards.csv encoding',
    problem:
      'The file is described as latin-1 but is pure ASCII, so accented names are flattened (Napoléon, Blücher, Castaños, García, José, Joaquín).',
    resolution: 'Leader names use the card-face spelling. The ASCII CSV spelling is kept in altNames for matching.',
    confidence: 'high'
  }
];

const UNIT_INDEX = new Map<NationId, ReadonlyMap<string, UnitDef>>();
const CARD_INDEX = new Map<NationId, ReadonlyMap<string, CardDef>>();
const unitIds = {} as Record<NationId, readonly string[]>;

for (const nation of NATION_IDS) {
  const def = ARMIES[nation];
  UNIT_INDEX.set(nation, new Map(def.units.map((u) => [u.id, u])));
  CARD_INDEX.set(nation, new Map(def.deck.map((c) => [c.id, c])));
  unitIds[nation] = Object.freeze(def.units.map((u) => u.id));
}

/** The published unit ids of each army, in printed order. */
export const UNIT_IDS: Readonly<Record<NationId, readonly string[]>> = Object.freeze(unitIds);

export function army(id: NationId): ArmyDef {
  const def = ARMIES[id];
  if (!def) throw new Error(`Unknown nation: ${String(id)}`);
  return def;
}

export function unitDef(nation: NationId, unitId: string): UnitDef | undefined {
  return UNIT_INDEX.get(nation)?.get(unitId);
}

export function cardDef(nation: NationId, cardId: string): CardDef | undefined {
  return CARD_INDEX.get(nation)?.get(cardId);
}
