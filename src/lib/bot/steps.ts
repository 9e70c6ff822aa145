// A computation in steps (issue 32): the bot's look-ahead is written as generators that yield
// between simulated actions, so the app's worker can stop between two of them — to read its
// messages, and to pause while the player touches the screen (app/bot-thinking.ts). Run to its
// end at once (`finish`), a computation gives exactly what it gives in steps: yields carry nothing.

/** A computation that may be paused wherever it yields; its result is the generator's return value. */
export type Steps<T> = Generator<void, T, void>;

/** Run a computation to its end, without pausing. */
export function finish<T>(steps: Steps<T>): T {
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}
