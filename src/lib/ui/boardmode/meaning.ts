// What a combat result means, in words with its rule (6.1 step 7, 6.2 step 4, 6.5), and the
// Committed Attack hits that follow whatever the result (9.2-R8).
import { m } from '$lib/paraglide/messages.js';
import { plural } from '$lib/i18n/plural';
import type { CombatResultKind } from '$lib/rules';
import { say, type Msg } from '../words/say';

const MEANING: Readonly<Record<CombatResultKind, Msg>> = {
  'attackers-hit': m.bm_mean_attackers_hit,
  'no-effect': m.bm_mean_no_effect,
  'defender-chooses': m.bm_mean_defender_chooses,
  'attacker-chooses': m.bm_mean_attacker_chooses,
  'retreat-and-hit': m.bm_mean_retreat_and_hit,
  eliminated: m.bm_mean_eliminated,
  hit: m.bm_mean_hit
};

export interface MeaningOf {
  /** the combat is an Ambush (it has no attacking unit, 6.1-R3) */
  ambush?: boolean;
  /** supporting units taking part */
  supporting?: number;
  /** Committed Attack cards played (9.2-R6) */
  committed?: number;
}

export function meaning(result: CombatResultKind, c: MeaningOf = {}): string {
  const committed = c.committed ?? 0;
  let text: string;
  if (result === 'attackers-hit' && c.ambush)
    text = (c.supporting ?? 0) > 0 ? m.bm_mean_attackers_hit_ambush() : m.bm_mean_attackers_hit_lone();
  else if (result === 'no-effect' && committed > 0)
    text = m.bm_mean_no_effect_committed(); // 9.2-R8: not "nothing happens"
  else text = say(MEANING, result);
  if (committed <= 0) return text;
  const hits = plural(committed, m.bm_mean_committed_one, m.bm_mean_committed_few, m.bm_mean_committed_many);
  return `${text} ${hits({ count: committed })}`;
}
