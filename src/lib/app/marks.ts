// What a session leaves for tests and the bench to read (User Timing), and its refusals' shape.
import { fail, type Result, type RuleError } from '$lib/rules';
import { appFail } from './errors';

/**
 * A User Timing measure (performance.measure) from `start` to now: 'adiutant:append' (engine +
 * IndexedDB commit of one tap), 'adiutant:undo' and 'adiutant:open' (IndexedDB read + replay of a
 * saved game). `detail` says what was written: the revision it made and the log's length before
 * and after (and the actions added), so a test can check that every write a screen confirmed is
 * in storage. `npm run bench` reads the times; they cost nothing noticeable and never throw.
 */
export function timing(name: string, start: number, detail?: unknown): void {
  try {
    performance.measure(name, { start, end: performance.now(), ...(detail === undefined ? {} : { detail }) });
  } catch {
    // User Timing missing or refusing: nothing to record
  }
}

/** The error of a refusal built here (never ok). */
export function refusal(r: Result<unknown>): RuleError {
  return r.ok ? ({ code: 'action/invalid', message: 'refused' } as RuleError) : r.error;
}

/** What `act` returns when the player went back from the question about their unconfirmed choices. */
export const CANCELLED: RuleError = refusal(appFail('game/cancelled'));

/** What a test reads of a refused write (performance mark 'adiutant:refused', detail: the code). */
export function refusedMark(error: RuleError): void {
  try {
    performance.mark('adiutant:refused', { detail: { code: error.code } });
  } catch {
    // User Timing missing: nothing to record
  }
}
