// Crash safety (Hardening): a scripted game through the UI, and at random points (5 in npm test, 20
// in npm run test:full) the browser process is killed with SIGKILL — either right after the UI
// confirmed a tap (the history gained its entries) or a few milliseconds after a click, possibly
// mid-write. Each time the same
// profile is reopened: every action the UI had confirmed must be there, in order, the actions of
// the tap being saved all or none (a tap and the steps the app takes after it are one
// transaction), the stored game must be consistent (row length = action rows), and play goes on
// from there.
//
// The kill points come from a seeded PRNG, its seed drawn from the run's (tests/seed.ts); it is
// logged and attached to the test. Replay a failure with CRASH_SEED=<seed>.
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.mjs';
import { storeRecord, type StoredRecord } from './store';
import { rng } from '../rng';
import { seeded, sized } from '../seed';

const KILLS = sized(5, 20);
const GAME_ID = 'e2e-crash';
const GAME_NAME = 'Crash test';

// --- the browser, launched and killed by hand ---------------------------------------------------

/** Processes (pid, parent's pid, argv) whose command line names this profile directory. */
function processesOf(profile: string): { pid: number; ppid: number; argv: string[] }[] {
  const out: { pid: number; ppid: number; argv: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue; // gone meanwhile
    }
    // a zombie's cmdline is empty: it is dead already
    if (!argv.some((a) => a === `--user-data-dir=${profile}`)) continue;
    let ppid: number;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      continue;
    }
    out.push({ pid: Number(entry), ppid, argv });
  }
  return out;
}

/**
 * The main browser process of this profile: the one without --type= (renderers, GPU, utilities
 * have it) whose parent is not one of the profile's processes (a child just forked and not yet
 * started as a renderer shows its parent's command line for a moment).
 */
function browserPid(profile: string): number {
  const all = processesOf(profile);
  const pids = new Set(all.map((p) => p.pid));
  const main = all.filter((p) => !p.argv.some((a) => a.startsWith('--type=')) && !pids.has(p.ppid));
  expect(main, 'exactly one browser process for the profile').toHaveLength(1);
  return main[0]!.pid;
}

async function until(what: string, cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Browser {
  context: BrowserContext;
  page: Page;
  pid: number;
  closed: Promise<void>;
}

async function launch(profile: string, baseURL: string): Promise<Browser> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutablePath(),
    args: chromiumArgs,
    headless: true,
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 }
  });
  const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, pid: browserPid(profile), closed };
}

/** SIGKILL the browser process (no shutdown, no flush) and wait until all of the profile's processes are gone. */
async function kill(b: Browser, profile: string): Promise<void> {
  process.kill(b.pid, 'SIGKILL');
  await until('browser process dies', () => !processesOf(profile).some((p) => p.pid === b.pid));
  // children notice their parent is gone; any straggler of ours gets the same
  try {
    await until('child processes exit', () => processesOf(profile).length === 0, 5_000);
  } catch {
    for (const p of processesOf(profile)) process.kill(p.pid, 'SIGKILL');
    await until('child processes killed', () => processesOf(profile).length === 0);
  }
  await b.closed;
}

// --- the game, through the UI -------------------------------------------------------------------

const square = (page: Page, sq: string) => page.locator(`svg.board [data-square="${sq}"]`);
const unitOn = (page: Page, sq: string) => square(page, sq).locator('[data-unit]');
const currentPhase = (page: Page) => page.locator('.phases [aria-current="step"]');
const historyCount = (page: Page) => page.getByTestId('history-panel').locator('.count');
const bar = (page: Page) => page.getByTestId('action-bar');

/**
 * One tap: a button of the action bar (the step's main one) or a move's destination. `actions`:
 * how many actions the tap records — with the steps the app takes by itself after it (nothing to
 * decide), all saved in one transaction.
 */
type Step =
  { kind: 'tap'; button: string; phase: string; next: string; actions: number } | { kind: 'move'; from: string; to: string; actions: 1 };

/**
 * Player turns from the france-britain fixture (Ala, France, south; Bartek, Great Britain,
 * north): discard nothing, draw nothing (5 cards in hand), move one unit, no combat, no
 * restoration. The Imperial Guard goes d2→d3→d2…, the British d7→d6→d7…: nothing ever meets, no
 * card is drawn, so the game can go on as long as wanted. France's Draw Phase (no Scout/Spy) and
 * Combat Phase (no combat possible) are taken by the app with the tap before; Great Britain's stay
 * steps (its Spy may be played any time in its own turn, A26). Six actions a player turn either way.
 */
function script(playerTurns: number): Step[] {
  const steps: Step[] = [];
  for (let t = 0; t < playerTurns; t++) {
    const france = t % 2 === 0;
    const forward = Math.floor(t / 2) % 2 === 0;
    const [home, ahead] = france ? ['d2', 'd3'] : ['d7', 'd6'];
    const next = france ? 'Bartek' : 'Ala';
    const discard = 'Discard nothing — draw to 5';
    const endMovement = 'End movement → Combat';
    if (france) steps.push({ kind: 'tap', button: discard, phase: 'Discard Phase', next: 'Movement Phase', actions: 2 });
    else {
      steps.push({ kind: 'tap', button: discard, phase: 'Discard Phase', next: 'Draw Phase', actions: 1 });
      steps.push({ kind: 'tap', button: 'On to the Movement Phase', phase: 'Draw Phase', next: 'Movement Phase', actions: 1 });
    }
    steps.push(forward ? { kind: 'move', from: home, to: ahead, actions: 1 } : { kind: 'move', from: ahead, to: home, actions: 1 });
    if (france) steps.push({ kind: 'tap', button: endMovement, phase: 'Movement Phase', next: 'Restoration Phase', actions: 2 });
    else {
      steps.push({ kind: 'tap', button: endMovement, phase: 'Movement Phase', next: 'Combat Phase', actions: 1 });
      steps.push({ kind: 'tap', button: 'No combat', phase: 'Combat Phase', next: 'Restoration Phase', actions: 1 });
    }
    steps.push({ kind: 'tap', button: `End turn → ${next}`, phase: 'Restoration Phase', next: 'Discard Phase', actions: 1 });
  }
  return steps;
}

/** Everything before the tap that records the actions (a move's first tap only selects). */
async function prepare(page: Page, step: Step): Promise<void> {
  if (step.kind === 'tap') {
    await expect(currentPhase(page)).toContainText(step.phase);
    await expect(bar(page).getByRole('button', { name: step.button, exact: true })).toHaveAttribute('data-primary');
  } else {
    await expect(currentPhase(page)).toContainText('Movement Phase');
    await expect(unitOn(page, step.from)).toHaveCount(1);
    await square(page, step.from).click();
    await expect(square(page, step.to)).toHaveClass(/\bdest\b/);
  }
}

/** The tap that makes the actions. */
async function commit(page: Page, step: Step): Promise<void> {
  if (step.kind === 'tap') await bar(page).getByRole('button', { name: step.button, exact: true }).click();
  else await square(page, step.to).click();
}

/** The UI confirms the tap: the history shows `count` actions and the board/phase agrees. */
async function confirmed(page: Page, step: Step, count: number): Promise<void> {
  await expect(historyCount(page)).toHaveText(`Actions: ${count}`);
  if (step.kind === 'tap') {
    await expect(currentPhase(page)).toContainText(step.next);
  } else {
    await expect(unitOn(page, step.to)).toHaveCount(1);
    await expect(unitOn(page, step.from)).toHaveCount(0);
  }
}

/** The history's entries as the player reads them, oldest first. */
async function historyTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="history-panel"] li.entry').evaluateAll((lis) =>
    lis
      .map((li) => ({ i: Number(li.getAttribute('data-index')), text: (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim() }))
      .sort((a, b) => a.i - b.i)
      .map((e) => e.text)
  );
}

/** Cross-check in IndexedDB: the game row's length and its action rows (seq 0…n-1, no gaps). */
async function stored(page: Page): Promise<{ length: number; seqs: number[] }> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['games', 'actions'], 'readonly');
    const get = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const row = (await get(tx.objectStore('games').get(id))) as { length: number };
    const actions = (await get(tx.objectStore('actions').index('gameId').getAll(id))) as { seq: number }[];
    db.close();
    return { length: row.length, seqs: actions.map((a) => a.seq).sort((a, b) => a - b) };
  }, GAME_ID);
}

async function openGame(page: Page): Promise<void> {
  await page.goto(`/game/${GAME_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: GAME_NAME })).toBeVisible();
  // the history comes a frame after the board (PlayScreen)
  await expect(historyCount(page)).toBeVisible();
}

test(`crash safety: the browser killed at ${KILLS} random points, every confirmed action survives`, async ({ baseURL }) => {
  test.setTimeout(480_000); // about 1 minute alone; much more on a busy 2-core machine
  const seed = Number(process.env.CRASH_SEED) || Math.floor(seeded('crash')() * 2 ** 31);
  console.log(`crash safety: seed ${seed} (replay with CRASH_SEED=${seed})`);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const random = rng(seed);

  const steps = script(14); // 7 game turns, 84 actions, 63 taps
  /** actions recorded before step i: done[i] */
  const done = [0];
  for (const s of steps) done.push(done.at(-1)! + s.actions);
  // KILLS distinct kill points among the steps, each after a confirmation or a random delay after the tap
  const points = new Map<number, { mode: 'confirmed' } | { mode: 'mid'; delay: number }>();
  while (points.size < KILLS) {
    const at = Math.floor(random() * steps.length);
    if (points.has(at)) continue;
    points.set(at, random() < 0.5 ? { mode: 'confirmed' } : { mode: 'mid', delay: Math.floor(random() * 40) });
  }

  const profile = mkdtempSync(join(tmpdir(), 'adiutant-crash-'));
  let b = await launch(profile, baseURL!);
  try {
    const record = JSON.parse(readFileSync(new URL('./fixtures/france-britain.json', import.meta.url), 'utf8')) as StoredRecord;
    const base = record.actions.length;
    await storeRecord(b.page, GAME_ID, GAME_NAME, record);
    await openGame(b.page);
    await expect(historyCount(b.page)).toHaveText(`Actions: ${base}`);

    let kills = 0;
    let extraSurvived = 0;
    let i = 0; // the next step: actions stored - base = done[i]
    while (i < steps.length) {
      const step = steps[i]!;
      const point = points.get(i);
      points.delete(i); // once per step, also when the step is redone after the kill
      await prepare(b.page, step);

      let expected: string[]; // what the UI had confirmed when the browser died
      let inFlight = 0; // actions the tap being saved may add
      if (point?.mode === 'mid') {
        expected = await historyTexts(b.page);
        expect(expected).toHaveLength(base + done[i]!);
        await commit(b.page, step);
        if (point.delay) await new Promise((r) => setTimeout(r, point.delay));
        inFlight = step.actions;
      } else {
        await commit(b.page, step);
        await confirmed(b.page, step, base + done[i + 1]!);
        i++;
        if (!point) continue;
        expected = await historyTexts(b.page);
        expect(expected).toHaveLength(base + done[i]!);
      }

      kills++;
      await kill(b, profile);
      b = await launch(profile, baseURL!);
      await openGame(b.page);
      const after = await historyTexts(b.page);
      const note = `kill ${kills} at step ${i} (${point!.mode}${point!.mode === 'mid' ? `, ${point!.delay} ms` : ''}), seed ${seed}`;
      // every confirmed action is there, in order and unchanged; of the tap being saved, all of
      // its actions or none (one transaction)
      expect(after.slice(0, expected.length), note).toEqual(expected);
      expect([expected.length, expected.length + inFlight], note).toContain(after.length);
      await expect(historyCount(b.page)).toHaveText(`Actions: ${after.length}`);
      // and storage is consistent: the row's length matches its action rows 0…n-1
      const db = await stored(b.page);
      expect(db.length, note).toBe(after.length);
      expect(db.seqs, note).toEqual(Array.from({ length: after.length }, (_, k) => k));
      if (after.length > expected.length) {
        extraSurvived++;
        await confirmed(b.page, step, after.length); // the tapped actions were saved whole
        i++;
      }
    }
    expect(kills).toBe(KILLS);
    console.log(`crash safety: ${kills} kills, ${extraSurvived} in-flight taps survived, ${base + done.at(-1)!} actions`);

    // the game went on to its end of script: 7 game turns played, France to play in game turn 8
    expect(done.at(-1)).toBe(84);
    await expect(historyCount(b.page)).toHaveText(`Actions: ${base + done.at(-1)!}`);
    await expect(b.page.locator('header.play-header')).toContainText('Game turn 8');
    await expect(b.page.locator('header.play-header')).toContainText('Playing: Ala (France)');
    await expect(unitOn(b.page, 'd3')).toHaveCount(1); // the last round went forward
    await expect(unitOn(b.page, 'd6')).toHaveCount(1);
  } finally {
    await b.context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});
