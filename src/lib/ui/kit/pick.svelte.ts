// "A pick belongs to the game on screen": what a player picks (a unit, a square, a card, an edge…)
// is kept together with the token of the game it was picked on (Session.token, renewed by every
// action, undo and load). Once the token changes the pick reads as null, so an action or an undo
// forgets it at once, with no effect to clear it. Svelte 5 runes: reading `value` is reactive.

/** Anything that names the game on screen by a token (a Session; board mode's fixed source). */
export interface TokenSource {
  readonly token: object;
}

export class TokenPick<T> {
  #held = $state.raw<{ token: object; value: T } | null>(null);

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => TokenSource) {}

  /** the value picked, on the game it was picked on only; null once the game on screen changed */
  get value(): T | null {
    const h = this.#held;
    return h && h.token === this.source().token ? h.value : null;
  }

  /** pick `value` on the game on screen now (null forgets the pick) */
  set value(value: T | null) {
    this.#held = value === null ? null : { token: this.source().token, value };
  }

  clear(): void {
    this.#held = null;
  }
}
