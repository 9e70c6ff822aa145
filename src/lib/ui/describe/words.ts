// One description's reading of the game before and after an action (names, squares, cards), for
// the sentences of describe.ts: the players' names, the unit on a square, a card as a sentence
// names it, and which moves and hits the main sentence already tells.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import { prompt, type Action, type Game, type GameState, type NationId, type Seat } from '$lib/rules';
import { cardName, hqName, unitCardValues, unitName } from '../words/cards';
import { nationName } from '../words/names';

export type Opt = { locale?: Locale };

/** "4, 7" */
export function diceList(dice: readonly number[]): string {
  return dice.join(', ');
}

/** Everything one description needs. */
export class Words {
  readonly s: GameState;
  readonly t: GameState;
  readonly o: Opt;
  readonly seat: Seat | null;
  /** the active player before the action */
  readonly me: GameState['active'];
  /** who acts, as the sentences name them: actor() */
  readonly actorName: string;
  /** units ("seat:unit-id") whose movement the main sentence already tells */
  readonly told = new Set<string>();
  /** units whose hit the main sentence already tells */
  readonly toldHit = new Set<string>();

  constructor(
    readonly before: Game,
    readonly after: Game,
    readonly a: Action,
    readonly locale: Locale
  ) {
    this.s = before.state;
    this.t = after.state;
    this.o = { locale };
    this.seat = prompt(before).player;
    this.me = this.s.active;
    this.actorName = this.actor();
  }

  name(seat: Seat): string {
    return this.before.setup.players[seat] ?? `#${seat + 1}`;
  }

  nation(seat: Seat): NationId | null {
    return this.s.armies?.[seat]?.nation ?? this.t.armies?.[seat]?.nation ?? null;
  }

  /** "Ala (Francja)", or "Ala" before the armies are chosen, or "Obaj gracze". */
  actor(seat: Seat | null = this.seat): string {
    if (seat === null) return m.hist_both({}, this.o);
    const n = this.s.armies ? this.nation(seat) : null;
    return n ? `${this.name(seat)} (${nationName(n, this.locale)})` : this.name(seat);
  }

  unitById(seat: Seat, id: string): string {
    const n = this.nation(seat);
    return n ? unitName(this.before.catalog, n, id) : id;
  }

  /** The unit standing on a square before the action. */
  at(square: string): { seat: Seat; id: string; name: string } | null {
    const armies = this.s.armies;
    if (!armies) return null;
    for (const seat of [0, 1] as Seat[]) {
      const u = armies[seat].units.find((x) => x.square === square);
      if (u) return { seat, id: u.unit, name: this.unitById(seat, u.unit) };
    }
    return null;
  }

  unitAt(square: string): string {
    return this.at(square)?.name ?? square;
  }

  squareOf(seat: Seat, id: string, state: GameState = this.s): string | null {
    return state.armies?.[seat].units.find((u) => u.unit === id)?.square ?? null;
  }

  /** A card as named in a sentence: unit cards by their values "[A 2k8 / O 5]", others by name. */
  card(seat: Seat, id: string): string {
    const n = this.nation(seat);
    if (!n) return id;
    const def = this.before.catalog.card(n, id);
    if (!def) return cardName(this.before.catalog, n, id, this.locale);
    if (def.kind === 'unit') return `[${unitCardValues(def, this.locale)}]`;
    if (def.kind === 'hq') return hqName(def, this.locale);
    return def.name;
  }

  cardDef(seat: Seat, id: string) {
    const n = this.nation(seat);
    return n ? this.before.catalog.card(n, id) : undefined;
  }
}
