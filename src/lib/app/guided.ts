// The guided first battle's saved game (issue 25), as /learn asks for it: the one being played (the
// settings row `learn-battle` names it; a deleted game is no battle), and a new one started through
// the app's own import of a record — the battle's prepared setup (src/lib/learn/battle.ts), checked
// and replayed by the engine and saved like any game, so it resumes like any game. Reads go straight
// to IndexedDB (no Dexie); the engine and Dexie come with the first start.
import type { GameSummary } from '$lib/store/schema';
import { readBattleGame } from '$lib/store/learn';
import { peekGames, peekSetting } from '$lib/store/peek';
import { LEARN_BATTLE_KEY } from '$lib/store/schema';
import type { Result } from '$lib/rules';
import { importGame } from './game-list';

/** The guided battle being played here: its game's id and where it stands; null when none. */
export async function guidedBattle(): Promise<{ id: string; summary: GameSummary } | null> {
  try {
    const id = readBattleGame(await peekSetting(LEARN_BATTLE_KEY));
    if (!id) return null;
    const row = (await peekGames()).find((g) => g.id === id);
    return row ? { id, summary: row.summary } : null;
  } catch {
    return null;
  }
}

/**
 * A new guided battle: the prepared setup saved as a new game named `name` (players `players`),
 * remembered as the battle being played. The refusal (a full disk) when it could not be saved.
 */
export async function startGuidedBattle(name: string, players: [string, string]): Promise<Result<{ id: string }>> {
  const { battleRecord } = await import('$lib/learn/battle');
  const r = await importGame(JSON.stringify(battleRecord(players)), name);
  if (!r.ok) return r;
  try {
    const [{ keepBattleGame }, db] = await Promise.all([import('$lib/store/learn'), import('./database').then((d) => d.appDB())]);
    await keepBattleGame(db, r.value.id);
  } catch {
    // the game is saved and opens from home; only /learn's "Continue" would not find it
  }
  return { ok: true, value: { id: r.value.id } };
}
