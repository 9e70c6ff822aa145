// Adiutant thinks here (issue 26), off the screen's thread: the screen never freezes while the
// bot searches. Each question is a BotRequest (the game's record, its catalogue, the request's
// id); the answer is the bot's choice and its top three options (solo.ts answerRequest). The
// thinking is done in slices and pauses while the player touches the screen (bot-thinking.ts).
import { Thinker, type BotMessage } from './bot-thinking';
import type { BotAnswer } from './solo';

/** the worker's global scope (the DOM typings describe a window's) */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotMessage>) => void) | null;
  postMessage(answer: BotAnswer): void;
};

/** One channel to let the worker's messages in between two slices (a timer would be clamped to 4 ms). */
const channel = new MessageChannel();
let wake: (() => void) | null = null;
channel.port1.onmessage = () => wake?.();

const thinker = new Thinker({
  now: () => performance.now(),
  yieldToEvents: () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      channel.port2.postMessage(0);
    }),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  answer: (answer) => scope.postMessage(answer)
});

scope.onmessage = (e) => thinker.heard(e.data);
