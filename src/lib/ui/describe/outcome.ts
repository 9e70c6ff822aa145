// The one name of each combat result (6.1 step 7, 6.2 step 4; wording of rule 6.5), for the
// combat panel, the results table, the odds and the history alike.
import type { CombatResultKind } from '$lib/rules';
import { m } from '$lib/paraglide/messages.js';

import type { Opt } from './words';

export function outcomeName(o: CombatResultKind, opt: Opt = {}): string {
  switch (o) {
    case 'attackers-hit':
      return m.cmb_out_attackers_hit({}, opt);
    case 'no-effect':
      return m.cmb_out_no_effect({}, opt);
    case 'defender-chooses':
      return m.cmb_out_defender_chooses({}, opt);
    case 'attacker-chooses':
      return m.cmb_out_attacker_chooses({}, opt);
    case 'retreat-and-hit':
      return m.cmb_out_retreat_and_hit({}, opt);
    case 'eliminated':
      return m.cmb_out_eliminated({}, opt);
    case 'hit':
      return m.cmb_out_hit({}, opt);
  }
}
