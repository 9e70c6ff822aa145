// Saving games in the unit tests as the app does (src/lib/app/session.svelte.ts): the engine
// applies the actions, the store commits "from this game to that game" at the stored revision.
import { applyAction, type Action, type Game, type GameSetup, type Result } from '$lib/rules';
import type { GameStore } from '$lib/store/games';

/** A new stored game; throws if the store refuses. */
export async function created(store: GameStore, setup: GameSetup, name: string): Promise<{ id: string; game: Game }> {
  const r = await store.create(setup, name);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The game's stored revision. */
export async function revOf(store: GameStore, id: string): Promise<number> {
  return (await store.get(id))?.rev ?? 0;
}

/**
 * One tap: the actions applied by the engine (its refusal returned, nothing written), then
 * committed together at the stored revision (the store's refusal returned).
 */
export async function tap(
  store: GameStore,
  id: string,
  game: Game,
  actions: readonly Action[],
  opts: { joinFirst?: boolean; takenBack?: number[][] } = {}
): Promise<Result<Game>> {
  let next = game;
  for (const a of actions) {
    const r = applyAction(next, a);
    if (!r.ok) return r;
    next = r.value;
  }
  const c = await store.commit(id, { from: game, to: next, rev: await revOf(store, id), ...opts });
  return c.ok ? { ok: true, value: next } : c;
}

/** Each action as a tap of its own; throws with the engine's or the store's reason on a refusal. */
export async function saved(store: GameStore, id: string, game: Game, actions: readonly Action[]): Promise<Game> {
  let g = game;
  for (const a of actions) {
    const r = await tap(store, id, g, [a]);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** A new stored game holding `actions`, each saved as a tap of its own. */
export async function storedGame(store: GameStore, setup: GameSetup, actions: readonly Action[], name = 'test') {
  const { id, game } = await created(store, setup, name);
  return { id, game: await saved(store, id, game, actions) };
}
