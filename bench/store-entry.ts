// Bundled by bench/browser.bench.ts (esbuild) and run inside Chromium: the app's own GameStore
// (Dexie) committing actions the engine applied to a real IndexedDB, with no UI around it: one
// action per commit, as a tap of one action is saved (engine + GameStore.commit).
import { applyAction, legalActions, type Action } from '../src/lib/rules';
import { openDB } from '../src/lib/store/db';
import { GameStore } from '../src/lib/store/games';

async function benchAppend(recordText: string, count: number): Promise<number[]> {
  const db = openDB(`bench-append-${Date.now()}`);
  const store = new GameStore(db);
  try {
    const imported = await store.importText(recordText, 'bench');
    if (!imported.ok) throw new Error(imported.error.message);
    const { id } = imported.value;
    let game = imported.value.game;
    let rev = (await store.get(id))?.rev ?? 0;
    const times: number[] = [];
    for (let i = 0; i < count && game.state.stage === 'play'; i++) {
      // a plain, always-legal sequence: end the phase when allowed, else the first legal move
      const legal = legalActions(game);
      const pick = (t: Action['type']) => legal.find((l) => l.action.type === t)?.action;
      const action = pick('end-phase') ?? pick('move') ?? pick('draw') ?? legal[0]?.action;
      if (!action) break;
      const t0 = performance.now();
      const next = applyAction(game, action);
      if (!next.ok) throw new Error(next.error.message);
      const r = await store.commit(id, { from: game, to: next.value, rev });
      times.push(performance.now() - t0);
      if (!r.ok) throw new Error(r.error.message);
      game = next.value;
      rev = r.value.rev;
    }
    return times;
  } finally {
    db.close();
    await db.delete();
  }
}

(globalThis as unknown as { benchAppend: typeof benchAppend }).benchAppend = benchAppend;
