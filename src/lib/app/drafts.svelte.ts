// Nothing a player enters is dropped without a word. A "draft" is a choice made on screen
// and not yet confirmed: cards marked for discard, a unit selected, a combat half declared, dice
// typed. The components that hold one register it here. Before anything changes the game (an
// action, an undo, leaving the game), any draft not part of that change is either applied or the
// player is asked one clear question: apply it, forget it, or go back.

export interface Draft {
  /** what was entered and not confirmed, in words, in the player's language */
  text: string;
  /** apply it now (e.g. discard the marked cards); absent when it cannot be applied on its own */
  apply?: () => Promise<boolean>;
  /** forget it */
  drop: () => void;
}

/**
 * Why the question is asked: before an action, an undo, leaving the game, or before the game on
 * screen is replaced by the one another tab saved (`changed`: forget the choices and show it, or
 * keep them on this screen as it was).
 */
export type DraftPurpose = 'act' | 'undo' | 'leave' | 'changed';
export type DraftAnswer = 'apply' | 'drop' | 'back';

export interface DraftQuestion {
  purpose: DraftPurpose;
  drafts: Draft[];
  /** every draft can be applied (offered only before an action) */
  canApply: boolean;
  answer: (a: DraftAnswer) => void;
}

export class Drafts {
  #sources = new Map<string, () => Draft | null>();
  /** the open question, shown by DraftDialog */
  question: DraftQuestion | null = $state(null);
  /** drafts are being applied: the actions that apply them go through unasked */
  #applying = false;

  /** Register a source of a draft under a key; returns the function that unregisters it. */
  register(key: string, source: () => Draft | null): () => void {
    this.#sources.set(key, source);
    return () => {
      if (this.#sources.get(key) === source) this.#sources.delete(key);
    };
  }

  /** The drafts now, except those under `except` (the change that is their own confirmation). */
  pending(except?: string | readonly string[]): Draft[] {
    const skip = typeof except === 'string' ? [except] : (except ?? []);
    const out: Draft[] = [];
    for (const [key, source] of this.#sources) {
      if (skip.includes(key)) continue;
      const d = source();
      if (d) out.push(d);
    }
    return out;
  }

  /**
   * Before a change: true to go on (nothing pending, or the drafts were applied or dropped as the
   * player answered), false when the player went back.
   */
  async settle(purpose: DraftPurpose, except?: string | readonly string[]): Promise<boolean> {
    if (this.#applying) return true;
    const drafts = this.pending(except);
    if (drafts.length === 0) return true;
    const canApply = purpose === 'act' && drafts.every((d) => !!d.apply);
    const asked: DraftQuestion = { purpose, drafts, canApply, answer: () => {} };
    const answer = await new Promise<DraftAnswer>((resolve) => {
      this.question?.answer('back');
      asked.answer = resolve;
      this.question = asked;
    });
    // a later question may have replaced this one (answering it 'back'): that one stays open
    if (this.question?.answer === asked.answer) this.question = null;
    if (answer === 'back') return false;
    if (answer === 'drop') {
      for (const d of drafts) d.drop();
      return true;
    }
    this.#applying = true;
    try {
      for (const d of drafts) if (!(await d.apply!())) return false;
      return true;
    } finally {
      this.#applying = false;
    }
  }
}
