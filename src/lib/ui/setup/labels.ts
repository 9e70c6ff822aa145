// Names shown in the setup wizard, in the current language (each call reads the locale, so a
// template that calls these re-renders when the language changes).
import { m } from '$lib/paraglide/messages.js';
import type { Edge, SetupStep, Terrain } from '$lib/rules';
export { nationName, terrainName } from '$lib/ui/names';

export function edgeName(e: Edge): string {
  switch (e) {
    case 'north':
      return m.setup_edge_north();
    case 'south':
      return m.setup_edge_south();
    case 'east':
      return m.setup_edge_east();
    default:
      return m.setup_edge_west();
  }
}

export function edgeWhere(e: Edge): string {
  switch (e) {
    case 'north':
      return m.setup_edge_north_where();
    case 'south':
      return m.setup_edge_south_where();
    case 'east':
      return m.setup_edge_east_where();
    default:
      return m.setup_edge_west_where();
  }
}

/** 1.1-R2 / Position JSON: the four places in the order north-west, north-east, south-west, south-east. */
export function slotName(slot: number): string {
  switch (slot) {
    case 0:
      return m.setup_slot_nw();
    case 1:
      return m.setup_slot_ne();
    case 2:
      return m.setup_slot_sw();
    default:
      return m.setup_slot_se();
  }
}

/** Rule 3.1 in order. */
export const STEPS: readonly SetupStep[] = ['roll', 'map', 'nations', 'army', 'edge', 'deal', 'deploy'];

export function stepName(step: SetupStep): string {
  switch (step) {
    case 'roll':
      return m.setup_step_roll();
    case 'map':
      return m.setup_step_map();
    case 'nations':
      return m.setup_step_nations();
    case 'army':
      return m.setup_step_army();
    case 'edge':
      return m.setup_step_edge();
    case 'deal':
      return m.setup_step_deal();
    default:
      return m.setup_step_deploy();
  }
}

export function stepHeading(step: SetupStep): string {
  switch (step) {
    case 'roll':
      return m.setup_heading_roll();
    case 'map':
      return m.setup_heading_map();
    case 'nations':
      return m.setup_heading_nations();
    case 'army':
      return m.setup_heading_army();
    case 'edge':
      return m.setup_heading_edge();
    case 'deal':
      return m.setup_heading_deal();
    default:
      return m.setup_heading_deploy();
  }
}

export function stepTeaching(step: SetupStep): string {
  switch (step) {
    case 'roll':
      return m.setup_teach_roll();
    case 'map':
      return m.setup_teach_map();
    case 'nations':
      return m.setup_teach_nations();
    case 'army':
      return m.setup_teach_army();
    case 'edge':
      return m.setup_teach_edge();
    case 'deal':
      return m.setup_teach_deal();
    default:
      return m.setup_teach_deploy();
  }
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
