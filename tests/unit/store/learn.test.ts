// The lessons' progress (issue 25, src/lib/store/learn.ts) on fake-indexeddb: a stage keeps its
// best stars whatever order the results come in; a damaged stored value keeps what is valid in it;
// and the progress goes into a backup and comes back merged on a restore — stage by stage, the
// better stars of here and the file — while a bad `learn` field refuses the whole file.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { STAGES } from '$lib/learn';
import { makeBackup, restoreBackup } from '$lib/store/backup';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import {
  checkProgress,
  loadProgress,
  MAX_LEARN_STAGES,
  mergeProgress,
  readProgress,
  recordStage,
  resetProgress,
  type LearnProgress,
  type Stars
} from '$lib/store/learn';
import { LEARN_KEY } from '$lib/store/schema';
import { setupActions } from '../rules/game-helpers';
import { created, saved } from './save';

let n = 0;
const opened: AdiutantDB[] = [];
function db(): AdiutantDB {
  const d = openDB(`learn-test-${++n}`);
  opened.push(d);
  return d;
}
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

const ids = STAGES.map((s) => s.id);
const stars = fc.constantFrom<Stars>(1, 2, 3);
const results = fc.array(fc.tuple(fc.constantFrom(...ids.slice(0, 12)), stars), { maxLength: 30 });
const progressArb = fc
  .dictionary(fc.constantFrom(...ids), stars, { maxKeys: 40 })
  .map((stages): LearnProgress => ({ stages: { ...stages } }));

/** the best stars of each stage in a list of results */
function best(list: [string, Stars][]): Record<string, Stars> {
  const out: Record<string, Stars> = {};
  for (const [id, s] of list) if (!out[id] || s > out[id]) out[id] = s;
  return out;
}

describe('the lessons’ progress on the device', () => {
  it('nothing done at first; a stage done is kept with its stars, and only better stars replace them', async () => {
    const d = db();
    expect(await loadProgress(d)).toEqual({ stages: {} });
    expect((await recordStage(d, 'battlefield-strength', 2)).stages).toEqual({ 'battlefield-strength': 2 });
    await recordStage(d, 'battlefield-strength', 1);
    expect((await loadProgress(d)).stages['battlefield-strength']).toBe(2);
    await recordStage(d, 'battlefield-strength', 3);
    expect((await loadProgress(d)).stages['battlefield-strength']).toBe(3);
    await resetProgress(d);
    expect(await loadProgress(d)).toEqual({ stages: {} });
  });

  it('any order of results: every stage holds its best stars (property)', async () => {
    await fc.assert(
      fc.asyncProperty(results, async (list) => {
        const d = db();
        for (const [id, s] of list) await recordStage(d, id, s);
        expect((await loadProgress(d)).stages).toEqual(best(list));
        d.close();
      }),
      { numRuns: 25 }
    );
  });

  it('a bad stage result is refused and writes nothing', async () => {
    const d = db();
    await expect(recordStage(d, '__proto__', 3)).rejects.toThrow();
    await expect(recordStage(d, 'battlefield-strength', 4 as Stars)).rejects.toThrow();
    expect(await d.settings.get(LEARN_KEY)).toBeUndefined();
  });

  it('a damaged stored value keeps its valid stages and drops the rest', () => {
    expect(readProgress(undefined)).toEqual({ stages: {} });
    expect(readProgress('x')).toEqual({ stages: {} });
    expect(readProgress({ stages: { a: 3, b: 0, c: '2', 'd e': 1, ['constructor']: 2, f: 1 } })).toEqual({ stages: { a: 3, f: 1 } });
  });

  it('checkProgress refuses what is not { stages: { id: 1 | 2 | 3 } }', () => {
    expect(checkProgress({ stages: { a: 1 } }).ok).toBe(true);
    for (const bad of [
      null,
      [],
      { stages: [] },
      { stages: { a: 4 } },
      { stages: { a: 1.5 } },
      { stages: { 'a b': 1 } },
      { stages: { prototype: 1 } }
    ])
      expect(checkProgress(bad).ok, JSON.stringify(bad)).toBe(false);
    const huge = Object.fromEntries(Array.from({ length: MAX_LEARN_STAGES + 1 }, (_, i) => [`s${i}`, 1]));
    expect(checkProgress({ stages: huge }).ok).toBe(false);
  });

  it('merging keeps every stage with its better stars: commutative, idempotent, never lower (property)', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const ab = mergeProgress(a, b).value;
        expect(mergeProgress(b, a).value.stages).toEqual(ab.stages);
        expect(mergeProgress(ab, ab).raised).toBe(0);
        expect(mergeProgress(ab, a).raised).toBe(0);
        for (const [id, s] of [...Object.entries(a.stages), ...Object.entries(b.stages)]) expect(ab.stages[id]).toBeGreaterThanOrEqual(s);
        expect(Object.keys(ab.stages).sort()).toEqual([...new Set([...Object.keys(a.stages), ...Object.keys(b.stages)])].sort());
      })
    );
  });
});

describe('the lessons’ progress in a backup (README, "Backup format")', () => {
  it('a backup carries the progress; restored into an empty browser it comes back as it was', async () => {
    const from = db();
    await recordStage(from, 'battlefield-strength', 3);
    await recordStage(from, 'move-cavalry', 1);
    const backup = await makeBackup(from, new GameStore(from).catalog, 1000);
    expect(backup.stages).toBe(2);
    expect(JSON.parse(backup.text).learn).toEqual({ stages: { 'battlefield-strength': 3, 'move-cavalry': 1 } });
    const to = db();
    const r = await restoreBackup(to, backup.text);
    expect(r.ok && r.value.learn).toBe(2);
    expect(await loadProgress(to)).toEqual(await loadProgress(from));
    // again: nothing new
    const again = await restoreBackup(to, backup.text);
    expect(again.ok && again.value.learn).toBe(0);
  });

  it('no progress: the file has no learn field, and a file without one restores as before', async () => {
    const d = db();
    const backup = await makeBackup(d, new GameStore(d).catalog, 1000);
    expect('learn' in JSON.parse(backup.text)).toBe(false);
    const r = await restoreBackup(db(), backup.text);
    expect(r.ok && r.value.learn).toBe(0);
  });

  it('a restore merges stage by stage: each stage keeps the better stars of here and the file (property)', async () => {
    await fc.assert(
      fc.asyncProperty(progressArb, progressArb, async (here, file) => {
        const src = db();
        for (const [id, s] of Object.entries(file.stages)) await recordStage(src, id, s);
        const text = (await makeBackup(src, new GameStore(src).catalog, 1000)).text;
        const dst = db();
        for (const [id, s] of Object.entries(here.stages)) await recordStage(dst, id, s);
        const r = await restoreBackup(dst, text);
        expect(r.ok).toBe(true);
        const want = mergeProgress(here, file);
        expect((await loadProgress(dst)).stages).toEqual(want.value.stages);
        if (r.ok) expect(r.value.learn).toBe(want.raised);
        src.close();
        dst.close();
      }),
      { numRuns: 15 }
    );
  });

  it('a bad learn field refuses the whole file (backup/learn-invalid): no game, no progress written', async () => {
    const from = db();
    const store = new GameStore(from);
    const { id, game } = await created(store, { players: ['Ala', 'Bartek'] }, 'Wagram');
    await saved(store, id, game, setupActions().slice(0, 3));
    const file = JSON.parse((await makeBackup(from, store.catalog, 1000)).text);
    file.learn = { stages: { 'battlefield-strength': 7 } };
    const to = db();
    const r = await restoreBackup(to, JSON.stringify(file));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.kind).toBe('not-backup');
      expect(r.refusal.kind === 'not-backup' && r.refusal.error?.code).toBe('backup/learn-invalid');
    }
    expect(await to.games.count()).toBe(0);
    expect(await to.settings.get(LEARN_KEY)).toBeUndefined();
  });
});
