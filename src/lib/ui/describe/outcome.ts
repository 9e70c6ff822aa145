// The one name of each combat result (6.1 step 7, 6.2 step 4; wording of rule 6.5), for the
// combat panel, the results table, the odds and the history alike.
import type { CombatResultKind } from '$lib/rules';
import { m } from '$lib/paraglide/messages.js';

import { say, type Msg } from '../words/say';
import type { Opt } from './words';

const OUTCOME_NAME: Record<CombatResultKind, Msg> = {
  'attackers-hit': m.cmb_out_attackers_hit,
  'no-effect': m.cmb_out_no_effect,
  'defender-chooses': m.cmb_out_defender_chooses,
  'attacker-chooses': m.cmb_out_attacker_chooses,
  'retreat-and-hit': m.cmb_out_retreat_and_hit,
  eliminated: m.cmb_out_eliminated,
  hit: m.cmb_out_hit
};

export function outcomeName(o: CombatResultKind, opt: Opt = {}): string {
  return say(OUTCOME_NAME, o, opt.locale);
}
