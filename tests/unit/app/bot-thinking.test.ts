// The bot's worker thinks in slices and pauses while the player touches the screen (issue 32:
// "a tap on the board while the bot thinks stays within the tap → painted goal"). The answer must
// be the one the same steps give at once (the same level, seed and view: the same choice), the
// pauses must be left out of the search's safety clock, and questions are answered in turn.
import { describe, expect, it } from 'vitest';
import { Thinker, TOUCH_QUIET_MS, type ThinkingHost } from '$lib/app/bot-thinking';
import { answerSteps, botRequest, type BotAnswer, type BotRequest } from '$lib/app/solo';
import { finish } from '$lib/bot';
import type { Level } from '$lib/bot';
import { prompt, replay, type Game } from '$lib/rules';
import { fixture } from '../../e2e/steps';

/** The movement phase of France–Britain with Adiutant (`level`) in the seat that decides. */
function botGame(level: Level): Game {
  const rec = fixture('france-britain');
  const first = replay(rec);
  if (!first.ok) throw new Error(first.error.message);
  const seat = prompt(first.value).player ?? 0;
  const r = replay({ ...rec, setup: { ...rec.setup, opponent: { seat, level, seed: 1 } } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A host on a fake clock: each look at it moves time on by 0.25 ms (the thinking: far below the
 * search's 2 s safety stop), a sleep moves it on
 * by the time asked (`duringSleep` runs halfway); `onYield` runs where the worker would read its
 * messages.
 */
function fakeHost(
  onYield: (n: number, thinker: Thinker) => void = () => {},
  duringSleep: (n: number, thinker: Thinker) => void = () => {}
) {
  let t = 0;
  const log = { yields: 0, sleeps: [] as number[], answers: [] as BotAnswer[] };
  let thinker!: Thinker;
  const host: ThinkingHost = {
    now: () => (t += 0.25),
    yieldToEvents: async () => {
      log.yields++;
      onYield(log.yields, thinker);
    },
    sleep: async (ms) => {
      log.sleeps.push(ms);
      t += ms / 2;
      duringSleep(log.sleeps.length, thinker);
      t += ms / 2;
    },
    answer: (a) => log.answers.push(a)
  };
  thinker = new Thinker(host);
  return { thinker, log, time: () => t };
}

async function answered(log: { answers: BotAnswer[] }, n: number): Promise<void> {
  for (let i = 0; i < 100_000 && log.answers.length < n; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('the worker thinks in slices (issue 32)', () => {
  const game = botGame('expert');
  const req: BotRequest = botRequest(1, game);
  // answered at once on a clock that never moves (the search's 2 s stop never trips, however
  // loaded the machine: on the wall clock a busy run could cut the search short and change it)
  const still = { now: () => 0 };
  const atOnce = (r: BotRequest) => finish(answerSteps(r, { clock: still }));
  const direct = atOnce(req);

  it('26/32: an expert decision answered in slices is answerRequest’s, and the worker looks at its messages while it searches', async () => {
    expect(direct.ok).toBe(true);
    const { thinker, log } = fakeHost();
    thinker.heard(req);
    await answered(log, 1);
    expect(log.answers).toEqual([direct]);
    // a slice is SLICE_MS of the clock: the search's simulated actions make many slices
    expect(log.yields).toBeGreaterThan(10);
    // no touch: it never paused
    expect(log.sleeps).toEqual([]);
    expect(thinker.paused).toBe(0);
  });

  it('32: a touch while it thinks pauses it until the touches have been quiet for TOUCH_QUIET_MS; the pause is left off the search’s clock', async () => {
    const { thinker, log, time } = fakeHost((n, th) => {
      if (n === 3) th.heard({ touch: true });
    });
    thinker.heard(req);
    await answered(log, 1);
    expect(log.answers).toEqual([direct]);
    expect(log.sleeps).toHaveLength(1);
    // it slept out the quiet time, less the few ms the clock moved on since the touch
    expect(log.sleeps[0]!).toBeGreaterThan(TOUCH_QUIET_MS - 10);
    expect(log.sleeps[0]!).toBeLessThanOrEqual(TOUCH_QUIET_MS);
    expect(thinker.paused).toBeGreaterThanOrEqual(log.sleeps[0]!);
    expect(thinker.paused).toBeLessThanOrEqual(log.sleeps[0]! + 1);
    // the search's clock is the host's without the pause
    const host = time();
    expect(host + 0.25 - thinker.clock.now()).toBe(thinker.paused);
  });

  it('32: touches that go on keep it paused until they stop', async () => {
    const { thinker, log } = fakeHost(
      (n, th) => {
        if (n === 2) th.heard({ touch: true });
      },
      (n, th) => {
        if (n <= 3) th.heard({ touch: true });
      }
    );
    thinker.heard(req);
    await answered(log, 1);
    expect(log.answers).toEqual([direct]);
    // the first pause, three touches each in the middle of a pause, then quiet
    expect(log.sleeps).toHaveLength(4);
    expect(thinker.paused).toBeGreaterThan(3 * (TOUCH_QUIET_MS / 2) + TOUCH_QUIET_MS - 10);
  });

  it('26: questions are answered in the order they came, each as answerRequest answers it', async () => {
    const easy = botRequest(2, botGame('easy'));
    const { thinker, log } = fakeHost(() => {});
    thinker.heard(req);
    thinker.heard({ touch: true });
    thinker.heard(easy);
    await answered(log, 2);
    expect(log.answers.map((a) => a.id)).toEqual([1, 2]);
    expect(log.answers).toEqual([direct, atOnce(easy)]);
  });
});
