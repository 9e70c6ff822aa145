// The settings screen's corrections of the card and map data as screen state: what is saved, the
// data with them applied, what was last saved and what was refused (worded when shown, so they
// follow the language). Storage and validation are the app layer's (src/lib/app/storage.ts):
// corrections are validated, kept in IndexedDB and used by every game opened afterwards.
import { appOverrides, correctionBreaks, resetAppOverrides, saveAppOverrides, type CorrectionBreak } from '$lib/app/storage';
import { applyOverrides, countEdits, type DataOverrides } from '$lib/data/overrides';
import { m } from '$lib/paraglide/messages.js';
import type { Problem, SaveFn } from './labels';

export class Corrections {
  /** the saved corrections; null until first read */
  overrides = $state.raw<DataOverrides | null>(null);
  /** IndexedDB is missing or refused */
  storageError = $state<string | null>(null);
  /** the last thing saved, worded when shown (so it follows the language) */
  status = $state<Problem | null>(null);
  /** a refused or failed save that no field shows itself */
  failure = $state<Problem | null>(null);
  /** the armies and sections with the corrections applied */
  readonly data = $derived(this.overrides ? applyOverrides(this.overrides) : null);
  /** how many units, card faces and sections carry a correction */
  readonly edits = $derived(this.overrides ? countEdits(this.overrides) : 0);

  /**
   * A change would stop saved games from replaying (issue 22): they are named and the player
   * decides — save anyway, or cancel (nothing saved).
   */
  breaks = $state<{ games: CorrectionBreak[]; answer: (save: boolean) => void } | null>(null);

  // changes run one after another, each on the corrections as the previous one left them
  #queue: Promise<unknown> = Promise.resolve();

  /** True to save `next`: it breaks no saved game, or the player said "save anyway". */
  async #mayBreak(next: DataOverrides): Promise<boolean> {
    const games = await correctionBreaks(next);
    if (games.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      this.breaks = {
        games,
        answer: (save) => {
          this.breaks = null;
          resolve(save);
        }
      };
    });
  }

  /** Read the saved corrections (none when storage refuses, which is said). */
  load(): void {
    appOverrides().then(
      (o) => (this.overrides = o),
      (e: unknown) => {
        this.storageError = e instanceof Error ? e.message : String(e);
        this.overrides = {};
      }
    );
  }

  readonly save: SaveFn = (update, what, opts = {}) => {
    const run = async (): Promise<Problem | null> => {
      const current = this.overrides ?? {};
      let problem: Problem | null = null;
      try {
        const next = update(current);
        if (!(await this.#mayBreak(next))) {
          problem = () => m.set_breaks_cancelled();
          this.status = null;
          if (opts.report !== false) this.failure = problem;
          return problem;
        }
        const r = await saveAppOverrides(next);
        if (r.ok) {
          this.overrides = r.value;
          this.failure = null;
          this.status = opts.reset ? () => m.set_reset_done({ what: what() }) : () => m.set_saved({ what: what() });
          return null;
        }
        const detail = r.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
        problem = () => m.set_err_invalid({ detail });
      } catch (e) {
        const detail = e instanceof Error ? e.message : String(e);
        problem = () => m.set_err_save({ detail });
      }
      this.status = null;
      if (opts.report !== false) {
        const p = problem;
        this.failure = () => `${p()} ${m.set_not_saved()}`;
      }
      return problem;
    };
    const p = this.#queue.then(run);
    this.#queue = p.catch(() => undefined);
    return p;
  };

  /** Forget every correction (after the changes already asked for). */
  async resetAll(): Promise<void> {
    try {
      await this.#queue;
      if (!(await this.#mayBreak({}))) {
        this.failure = () => m.set_breaks_cancelled();
        return;
      }
      await resetAppOverrides();
      this.overrides = {};
      this.failure = null;
      this.status = () => m.set_reset_all_done();
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      this.failure = () => `${m.set_err_save({ detail })} ${m.set_not_saved()}`;
    }
  }
}
