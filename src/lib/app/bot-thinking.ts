// How the bot's worker thinks (issues 26 and 32). A question is answered in slices (solo.ts
// `answerSteps`: the look-ahead yields after each simulated action); between two slices the
// worker reads its messages. When the player touches the screen the page says so (`touch`), and
// the bot stops thinking until the touches have been quiet for a moment: on a two-core phone the
// tap, its frame and the browser's own threads then have the cores to themselves. The pauses are
// left out of the search's clock (its safety stop), so the answer is the one `answerRequest`
// gives at once: pausing changes when the bot answers, never what.
import type { Clock } from '$lib/bot';
import { answerSteps, type BotAnswer, type BotRequest } from './solo';

/** The player touched the screen (a pointer went down or up, a key was pressed). */
export interface TouchMessage {
  touch: true;
}

/** What the page sends the bot's worker. */
export type BotMessage = BotRequest | TouchMessage;

/** The worker reads its messages after at most about this many ms of thinking. */
export const SLICE_MS = 6;

/** After the player's last touch, the bot waits this long before it thinks on. */
export const TOUCH_QUIET_MS = 250;

/** What the thinker needs from where it runs (the worker's scope; a fake one in tests). */
export interface ThinkingHost {
  now(): number;
  /** let the messages waiting for the worker in (resolves after them) */
  yieldToEvents(): Promise<void>;
  sleep(ms: number): Promise<void>;
  answer(answer: BotAnswer): void;
}

/** The worker's loop: questions answered in turn, a slice at a time, paused while the player touches the screen. */
export class Thinker {
  readonly #host: ThinkingHost;
  readonly #queue: BotRequest[] = [];
  #running = false;
  #quietUntil = -Infinity;
  /** ms spent paused so far */
  #paused = 0;
  /** the search's safety clock: the host's, without the pauses */
  readonly clock: Clock;

  constructor(host: ThinkingHost) {
    this.#host = host;
    this.clock = { now: () => host.now() - this.#paused };
  }

  /** ms the thinker has spent paused (for the tests and the bench) */
  get paused(): number {
    return this.#paused;
  }

  /** A message from the page. */
  heard(message: BotMessage): void {
    if ('touch' in message) {
      this.#quietUntil = this.#host.now() + TOUCH_QUIET_MS;
      return;
    }
    this.#queue.push(message);
    if (!this.#running) void this.#run();
  }

  async #run(): Promise<void> {
    this.#running = true;
    try {
      for (let req = this.#queue.shift(); req; req = this.#queue.shift()) {
        const steps = answerSteps(req, { clock: this.clock });
        await this.#quiet();
        let slice = this.#host.now();
        let r = steps.next();
        while (!r.done) {
          if (this.#host.now() - slice >= SLICE_MS) {
            await this.#host.yieldToEvents();
            await this.#quiet();
            slice = this.#host.now();
          }
          r = steps.next();
        }
        this.#host.answer(r.value);
      }
    } finally {
      this.#running = false;
    }
  }

  /** Wait while the player's touches are recent. */
  async #quiet(): Promise<void> {
    for (let t = this.#host.now(); t < this.#quietUntil; t = this.#host.now()) {
      await this.#host.sleep(this.#quietUntil - t);
      this.#paused += this.#host.now() - t;
    }
  }
}
