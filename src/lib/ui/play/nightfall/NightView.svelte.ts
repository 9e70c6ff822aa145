// Whether the play screen shows the nightfall scoring view (rule 2.2) instead of the plain board:
// opened on demand as a "what if night fell now?" preview while the game runs, and shown by itself
// once the game has ended at nightfall (the player may still hide it).
import type { Session } from '$lib/app/session.svelte';

export class NightView {
  #preview = $state(false);
  /** the game on screen (Session.token) that ended at nightfall and whose scoring the player hid */
  #hiddenFor: object | null = $state.raw(null);

  constructor(private readonly source: () => Session) {}

  /** the game ended at nightfall (2.2) */
  get ended(): boolean {
    const s = this.source().game.state;
    return s.stage === 'over' && s.result?.by === 'nightfall';
  }

  /** the view may be opened: a game in play, or one ended at nightfall */
  get available(): boolean {
    const s = this.source().game.state;
    return !!this.source().position && (s.stage === 'play' || this.ended);
  }

  get open(): boolean {
    if (!this.available) return false;
    if (this.ended) return this.#hiddenFor !== this.source().token;
    return this.#preview;
  }

  set(open: boolean): void {
    if (this.ended) this.#hiddenFor = open ? null : this.source().token;
    else this.#preview = open;
  }

  toggle(): void {
    this.set(!this.open);
  }
}
