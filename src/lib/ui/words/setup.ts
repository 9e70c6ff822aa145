// Names shown in the setup wizard, in the current language (each call reads the locale, so a
// template that calls these re-renders when the language changes).
import { m } from '$lib/paraglide/messages.js';
import type { Edge, SetupStep, Terrain } from '$lib/rules';
import type { Msg } from '$lib/ui/words/say';
export { edgeName, nationName, terrainName } from '$lib/ui/words/names';

/** Where each edge's army stands ("the north edge", "at the top"). */
const EDGE_WORDS: Record<Edge, { where: Msg }> = {
  north: { where: m.setup_edge_north_where },
  south: { where: m.setup_edge_south_where },
  east: { where: m.setup_edge_east_where },
  west: { where: m.setup_edge_west_where }
};

export function edgeWhere(e: Edge): string {
  return EDGE_WORDS[e].where({});
}

/** 1.1-R2 / Position JSON: the four places in the order north-west, north-east, south-west, south-east. */
export function slotName(slot: number): string {
  return ([m.setup_slot_nw, m.setup_slot_ne, m.setup_slot_sw][slot] ?? m.setup_slot_se)();
}

/** Rule 3.1 in order. */
export const STEPS: readonly SetupStep[] = ['roll', 'map', 'nations', 'army', 'edge', 'deal', 'deploy'];

/** Each step's name (the stepper), heading and teaching text. */
const STEP_WORDS: Record<SetupStep, { name: Msg; heading: Msg; teaching: Msg }> = {
  roll: { name: m.setup_step_roll, heading: m.setup_heading_roll, teaching: m.setup_teach_roll },
  map: { name: m.setup_step_map, heading: m.setup_heading_map, teaching: m.setup_teach_map },
  nations: { name: m.setup_step_nations, heading: m.setup_heading_nations, teaching: m.setup_teach_nations },
  army: { name: m.setup_step_army, heading: m.setup_heading_army, teaching: m.setup_teach_army },
  edge: { name: m.setup_step_edge, heading: m.setup_heading_edge, teaching: m.setup_teach_edge },
  deal: { name: m.setup_step_deal, heading: m.setup_heading_deal, teaching: m.setup_teach_deal },
  deploy: { name: m.setup_step_deploy, heading: m.setup_heading_deploy, teaching: m.setup_teach_deploy }
};

export function stepName(step: SetupStep): string {
  return STEP_WORDS[step].name({});
}

export function stepHeading(step: SetupStep): string {
  return STEP_WORDS[step].heading({});
}

export function stepTeaching(step: SetupStep): string {
  return STEP_WORDS[step].teaching({});
}

/** The rules the step carries out (rule 3.1's statements; the engine's prompt gives the first). */
export const STEP_RULES: Readonly<Record<SetupStep, readonly string[]>> = {
  roll: ['3-R1'],
  map: ['3-R2', '1.1'],
  nations: ['3-R3'],
  army: ['3-R4'],
  edge: ['3-R5'],
  deal: ['3-R6', '3-R7'],
  deploy: ['3-R8', '3.3']
};
