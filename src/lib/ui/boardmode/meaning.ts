// What a combat result means, in words with its rule (6.1 step 7, 6.2 step 4, 6.5).
import { m } from '$lib/paraglide/messages.js';
import type { CombatResultKind } from '$lib/rules';
import { say, type Msg } from '../say';

const MEANING: Readonly<Record<CombatResultKind, Msg>> = {
  'attackers-hit': m.bm_mean_attackers_hit,
  'no-effect': m.bm_mean_no_effect,
  'defender-chooses': m.bm_mean_defender_chooses,
  'attacker-chooses': m.bm_mean_attacker_chooses,
  'retreat-and-hit': m.bm_mean_retreat_and_hit,
  eliminated: m.bm_mean_eliminated,
  hit: m.bm_mean_hit
};

export function meaning(result: CombatResultKind, loneAmbush = false): string {
  if (result === 'attackers-hit' && loneAmbush) return m.bm_mean_attackers_hit_lone();
  return say(MEANING, result);
}
