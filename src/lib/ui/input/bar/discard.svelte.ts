// The cards marked for discard in the Discard Phase (4-R5), as app state (Svelte 5 runes). Hands
// are hidden: the player marks the cards they physically put on their discard pile, picked from
// their nation's catalogue; how many copies of a card may still be in the hand is the engine's
// `copiesLeft`, and the cards offered are those `legalActions` lists for a discard. Marks are a
// draft (src/lib/app/drafts.svelte.ts): confirmed by "Discard and draw", never dropped unasked.
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import { applyAction, copiesLeft, legalActions, type Action, type Game } from '$lib/rules';
import { cardName } from '$lib/ui/words/cards';
import { i18n } from '$lib/i18n.svelte';
import { TokenPick } from '$lib/ui/kit/pick.svelte';

export const DISCARD_DRAFT = 'discard';

export class DiscardMarks {
  readonly #marks = new TokenPick<string[]>(() => this.session);

  constructor(private readonly source: () => PlayHost) {
    $effect(() =>
      this.session.drafts?.register(DISCARD_DRAFT, () =>
        this.cards.length
          ? {
              text: m.draft_discard({ count: this.cards.length, list: this.names.join(', ') }),
              apply: async () => !(await this.session.act({ type: 'discard', cards: [...this.cards] }, DISCARD_DRAFT)),
              drop: () => this.clear()
            }
          : null
      )
    );
  }

  get session(): PlayHost {
    return this.source();
  }

  /** the Discard Phase of the active player is on (no combat, no Guerrilla window) */
  get active(): boolean {
    return this.session.prompt.step === 'discard';
  }

  /** the marked card ids (one entry per copy), for the game on screen */
  get cards(): string[] {
    return (this.active && this.#marks.value) || [];
  }

  get names(): string[] {
    const s = this.session.game.state;
    const nation = s.armies?.[s.active].nation;
    return nation ? this.cards.map((id) => cardName(this.session.game.catalog, nation, id, i18n.locale)) : [];
  }

  /** card ids the engine would accept in a discard now */
  get discardable(): Set<string> {
    return new Set(legalActions(this.session.game).flatMap((l) => (l.action.type === 'discard' ? l.action.cards : [])));
  }

  /** copies of a card that may still be in the hand, less those marked */
  left(card: string): number {
    const s = this.session.game.state;
    const nation = s.armies?.[s.active].nation;
    if (!nation) return 0;
    const marked = this.cards.filter((c) => c === card).length;
    return copiesLeft(s.decks[s.active], this.session.game.catalog, nation, card) - marked;
  }

  canAdd(card: string): boolean {
    const s = this.session.game.state;
    return this.left(card) > 0 && this.cards.length < s.decks[s.active].hand;
  }

  add(card: string): void {
    if (this.canAdd(card)) this.#marks.value = [...this.cards, card];
  }

  remove(card: string): void {
    const cards = [...this.cards];
    const i = cards.lastIndexOf(card);
    if (i < 0) return;
    cards.splice(i, 1);
    this.#marks.value = cards.length ? cards : null;
  }

  clear(): void {
    this.#marks.clear();
  }

  /**
   * The actions of "discard (the marked cards) and draw": the discard, the end of the phase, and the
   * draw when the engine lists one in the Draw Phase that follows (nothing to draw at a full hand).
   */
  drawActions(): Action[] {
    const game = this.session.game;
    const out: Action[] = [];
    let g: Game = game;
    if (this.cards.length) {
      const discard: Action = { type: 'discard', cards: [...this.cards] };
      const r = applyAction(g, discard);
      if (!r.ok) return [discard]; // the engine's refusal is shown when it is sent
      out.push(discard);
      g = r.value;
    }
    const end: Action = { type: 'end-phase' };
    const r = applyAction(g, end);
    out.push(end);
    if (r.ok && legalActions(r.value).some((l) => l.action.type === 'draw')) out.push({ type: 'draw' });
    return out;
  }

  /** Discard the marked cards (if any), end the phase and draw: one tap. */
  async discardAndDraw(): Promise<void> {
    const err = await this.session.act(this.drawActions(), DISCARD_DRAFT);
    if (!err) this.clear();
  }
}
