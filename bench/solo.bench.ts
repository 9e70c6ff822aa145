// Issue 26: "the screen never freezes: tap → destinations painted stays ≤ 16 ms while Adiutant
// thinks". The bot thinks in a Web Worker (src/lib/app/bot.worker.ts, as the app starts it); this
// keeps that worker (the built file, the app's own request format) busy with an expert decision, one
// request after another, while the play screen's tap → painted is measured as `tapToHighlight` does.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ARMIES, SECTIONS } from '../src/lib/data';
import { prompt, replay, type GameRecord } from '../src/lib/rules';

/** The built worker's URL path (the folder scripts/serve.mjs serves). */
/** the events the app's solo game tells its thinking bot about (solo.svelte.ts) */
const TOUCHES = ['pointerdown', 'pointerup', 'keydown'];

function workerPath(): string {
  const out = process.env.ADIUTANT_OUT ? `build-${process.env.ADIUTANT_OUT}` : 'build';
  const file = readdirSync(`${out}/_app/immutable/workers`).find((f) => f.startsWith('bot.worker'));
  if (!file) throw new Error('no bot worker in the build');
  return `/_app/immutable/workers/${file}`;
}

/**
 * Run `measure` on `page` while the bot's worker thinks (expert, the strongest level) about the game of `fixture` at its
 * end, for the seat that decides there: the answers it gave meanwhile and what `measure` returned.
 */
export async function whileBotThinks<T>(
  page: Page,
  fixture: string,
  measure: () => Promise<T>,
  level: 'easy' | 'normal' | 'hard' | 'expert' = 'expert'
): Promise<{ value: T; answers: number }> {
  const record = JSON.parse(readFileSync(fixture, 'utf8')) as GameRecord;
  const played = replay(record);
  if (!played.ok) throw new Error(played.error.message);
  const seat = prompt(played.value).player ?? 0;
  const request = {
    id: 1,
    record: { ...record, setup: { ...record.setup, opponent: { seat, level, seed: 1 } } },
    catalog: { armies: ARMIES, sections: SECTIONS }
  };
  await page.evaluate(
    ({ url, request }) => {
      const w = new Worker(url, { type: 'module' });
      const state = { answers: 0, worker: w };
      (window as unknown as { __botBench: typeof state }).__botBench = state;
      w.onmessage = (e: MessageEvent<{ ok: boolean; error?: string }>) => {
        if (!e.data.ok) throw new Error(`bot: ${e.data.error}`);
        state.answers++;
        w.postMessage(request);
      };
      w.postMessage(request);
    },
    { url: workerPath(), request }
  );
  // as the app's solo game does (solo.svelte.ts): a touch on the screen tells the thinking bot (a
  // string: the TypeScript loader would add helpers the page does not have)
  await page.evaluate(`(() => {
    const s = window.__botBench;
    s.touched = () => s.worker.postMessage({ touch: true });
    for (const type of ${JSON.stringify(TOUCHES)}) document.addEventListener(type, s.touched, { capture: true, passive: true });
  })()`);
  // the worker is up and answering before the taps start
  await page.waitForFunction(() => (window as unknown as { __botBench: { answers: number } }).__botBench.answers > 0, null, {
    timeout: 30_000
  });
  const before = await page.evaluate(() => (window as unknown as { __botBench: { answers: number } }).__botBench.answers);
  const value = await measure();
  await page.evaluate(`(() => {
    const s = window.__botBench;
    for (const type of ${JSON.stringify(TOUCHES)}) document.removeEventListener(type, s.touched, { capture: true });
  })()`);
  const answers = await page.evaluate(() => {
    const s = (window as unknown as { __botBench: { answers: number; worker: Worker } }).__botBench;
    s.worker.terminate();
    return s.answers;
  });
  return { value, answers: answers - before };
}
