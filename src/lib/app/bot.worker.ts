// Adiutant thinks here (issue 26), off the screen's thread: the screen never freezes while the
// bot searches. Each message is a BotRequest (the game's record, its catalogue, the request's
// id); the answer is the bot's choice and its top three options (solo.ts answerRequest).
import { answerRequest, type BotAnswer, type BotRequest } from './solo';

/** the worker's global scope (the DOM typings describe a window's) */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(answer: BotAnswer): void;
};

scope.onmessage = (e) => scope.postMessage(answerRequest(e.data));
