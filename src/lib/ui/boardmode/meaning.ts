// What a combat result means, in words with its rule (6.1 step 7, 6.2 step 4, 6.5).
import { m } from '$lib/paraglide/messages.js';
import type { CombatResultKind } from '$lib/rules';

export function meaning(result: CombatResultKind, loneAmbush = false): string {
  switch (result) {
    case 'attackers-hit':
      return loneAmbush ? m.bm_mean_attackers_hit_lone() : m.bm_mean_attackers_hit();
    case 'no-effect':
      return m.bm_mean_no_effect();
    case 'defender-chooses':
      return m.bm_mean_defender_chooses();
    case 'attacker-chooses':
      return m.bm_mean_attacker_chooses();
    case 'retreat-and-hit':
      return m.bm_mean_retreat_and_hit();
    case 'eliminated':
      return m.bm_mean_eliminated();
    case 'hit':
      return m.bm_mean_hit();
  }
}
