// The one GameStore of the running app (browser only: IndexedDB).
import { openDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';

let store: GameStore | null = null;

export function gameStore(): GameStore {
  store ??= new GameStore(openDB());
  return store;
}
