// Open a practice game (issue 33 §3): a new saved game from its prepared position, Adiutant in the
// other seat at the easy level, then its play screen. From the lesson map and the verdict's "Try again".
import { goto } from '$app/navigation';
import type { Practice } from '$lib/learn/practice';
import { m } from '$lib/paraglide/messages.js';
import type { RuleError } from '$lib/rules';
import { say } from './words';

/** Start the practice and open its game; the refusal (a full disk) when it could not be saved. */
export async function openPractice(practice: Practice): Promise<RuleError | null> {
  const { startPractice } = await import('$lib/app/practice-game');
  const you = m.lrn_battle_you();
  const players: [string, string] = practice.seat === 0 ? [you, 'Adiutant'] : ['Adiutant', you];
  const r = await startPractice(practice, m.pg_game_name({ title: say(practice.title) }), players);
  if (!r.ok) return r.error;
  await goto(`/game/${r.value.id}`);
  return null;
}
