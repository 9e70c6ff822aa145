// Declaring the turn's one combat (6.1 steps 1–2, 6.2 steps 1–2, 9.1-R5): the player taps one of
// their units or an enemy unit; this is what they picked, the forms of combat and targets the
// picks leave, and the lines of sight drawn from the picked unit. Every option is one of the
// engine's legal declarations (`legalActions`), the impossible forms carry the engine's reasons
// (`combatOptions`), and lines of sight are the engine's `sightLines`. The picks belong to the game
// on screen (PlayHost.token).
import { positionFor, type PlayHost } from '$lib/app/host';
import { TokenPick } from '$lib/ui/kit/pick.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { CardDef } from '$lib/data/types';
import {
  combatOptions,
  combatOptionsAgainst,
  isDeclaration,
  sightLines,
  type Declaration,
  type DeclarationForm as Form,
  type FormOptions,
  type Game,
  type LegalAction,
  type SightLine
} from '$lib/rules';
import { unitNameOn } from '$lib/ui/words/seat-names';
import { formName } from '../../combat/combat-text';

/** What the combat assistant's parts read of it: the session, and the engine's answers now. */
export interface CombatHost {
  readonly session: PlayHost;
  readonly game: Game;
  /** every legal action now, from the engine */
  readonly legal: readonly LegalAction[];
  /** the active player may still declare the turn's combat */
  readonly declaring: boolean;
}

/** a pick belongs to what was on screen when it was made: any action or undo makes it stale */
interface Pick {
  /** the player's own unit picked to fight */
  from: string | null;
  /** the enemy unit picked as the target */
  target: string | null;
}

/** The draft key of a combat half declared (src/lib/app/drafts.svelte.ts). */
export const DECLARE_DRAFT = 'combat-declare';

const FIRE: ReadonlySet<Form> = new Set(['bombard', 'volley', 'grand-battery']);

export function isFire(form: Form): boolean {
  return FIRE.has(form);
}

export function fromOf(a: Declaration): string | null {
  return a.type === 'ambush' ? null : a.from;
}

export function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

export class CombatDeclaration {
  readonly #pick = new TokenPick<Pick>(() => this.session);

  constructor(private readonly host: CombatHost) {
    $effect(() =>
      this.session.drafts?.register(DECLARE_DRAFT, () => {
        if (!this.host.declaring || (!this.from && !this.target)) return null;
        const one = this.choices.length === 1 ? this.choices[0]! : null;
        return {
          text: this.describePick(),
          ...(one ? { apply: async () => !(await this.declare(one)) } : {}),
          drop: () => this.clear()
        };
      })
    );
  }

  get session(): PlayHost {
    return this.host.session;
  }

  get game(): Game {
    return this.host.game;
  }

  readonly #current: Pick | null = $derived.by(() => (this.host.declaring ? this.#pick.value : null));

  get from(): string | null {
    return this.#current?.from ?? null;
  }
  get target(): string | null {
    return this.#current?.target ?? null;
  }

  /** the engine's legal declarations */
  readonly declarations: Declaration[] = $derived.by(() =>
    this.host.declaring ? this.host.legal.map((l) => l.action).filter(isDeclaration) : []
  );

  /** any combat at all is possible now */
  readonly possible: boolean = $derived(this.declarations.length > 0);

  /** the picked unit's forms of combat: legal declarations, or the engine's reasons why not */
  readonly unitForms: FormOptions[] = $derived.by(() => (this.host.declaring && this.from ? combatOptions(this.game, this.from) : []));

  /** against the picked target (no unit picked): every form, legal or with its reasons */
  readonly targetForms: FormOptions[] = $derived.by(() =>
    this.host.declaring && this.target && !this.from ? combatOptionsAgainst(this.game, this.target) : []
  );

  /** own units that may fight now (highlighted before anything is picked) */
  readonly fighters: string[] = $derived(uniq(this.declarations.flatMap((a) => (fromOf(a) ? [fromOf(a)!] : []))));

  /** enemy units the picked unit may fight (any form) */
  readonly targets: string[] = $derived.by(() =>
    this.from ? uniq(this.declarations.filter((a) => fromOf(a) === this.from).map((a) => a.target)) : []
  );

  /** own units that may fight the picked target */
  readonly attackers: string[] = $derived.by(() =>
    this.target ? uniq(this.declarations.filter((a) => a.target === this.target && fromOf(a)).map((a) => fromOf(a)!)) : []
  );

  /** the declarations the picks leave: the picked unit on the picked target, and an Ambush on it */
  readonly choices: Declaration[] = $derived.by(() => {
    const t = this.target;
    if (!t) return [];
    return this.declarations.filter((a) => a.target === t && (a.type === 'ambush' || (this.from !== null && fromOf(a) === this.from)));
  });

  /** the longest range the picked unit fires at (its fire cards, or Napoleon's Grand Battery) */
  readonly range: number = $derived.by(() => {
    const from = this.from;
    if (!from) return 0;
    const s = this.game.state;
    const nation = s.armies![s.active].nation;
    let r = 0;
    for (const f of this.unitForms) {
      if (!isFire(f.form)) continue;
      if (f.form === 'volley') {
        r = Math.max(r, 1); // 6.2-R3
        continue;
      }
      const cards = f.actions.length ? f.actions.map((a) => this.game.catalog.card(nation, a.card)) : this.#catalogCards(from, f.form);
      for (const d of cards) {
        if (!d) continue;
        if (d.kind === 'leader' && d.grandBattery) r = Math.max(r, d.grandBattery.range);
        if (d.kind === 'unit' && d.bombard) r = Math.max(r, Math.min(d.range ?? 2, 2)); // 6.2-R4
      }
    }
    return r;
  });

  /** the engine's lines of sight from the picked unit to every enemy unit in range */
  readonly sight: SightLine[] = $derived.by(() => {
    const p = positionFor(this.game);
    if (!p || !this.from || !this.range) return [];
    return sightLines(p, this.from, this.range);
  });

  /** enemy units in range whose line of sight is blocked (drawn differently) */
  readonly blocked: SightLine[] = $derived(this.sight.filter((l) => !l.clear));

  /** the squares that block those lines of sight (marked on the board) */
  readonly blockers: string[] = $derived(uniq(this.blocked.flatMap((l) => l.blockedBy)));

  /** catalogue cards of the unit on `from` that could fire this form (to draw its range) */
  #catalogCards(from: string, f: Form): CardDef[] {
    const s = this.game.state;
    const army = s.armies![s.active];
    const deck = this.game.catalog.army(army.nation).deck;
    if (f === 'grand-battery') return deck.filter((d) => d.kind === 'leader' && !!d.grandBattery);
    const unit = army.units.find((u) => u.square === from)?.unit;
    return deck.filter((d) => d.kind === 'unit' && d.unit === unit && !!(f === 'bombard' ? d.bombard : d.volley));
  }

  /** the picks in words, for the question about unconfirmed choices */
  describePick(): string {
    const g = this.game;
    const on = (sq: string) => `${unitNameOn(g, sq)} (${sq})`;
    if (this.from && this.target) return m.draft_declare_both({ unit: on(this.from), target: on(this.target) });
    if (this.from) return m.draft_declare_unit({ unit: on(this.from) });
    return m.draft_declare_target({ target: on(this.target!) });
  }

  /** the name of a form, for the bar's buttons */
  formName(form: Form): string {
    return formName(form);
  }

  #set(from: string | null, target: string | null): void {
    this.session.refuse(null);
    this.#pick.value = from || target ? { from, target } : null;
  }

  /** Pick one of the player's units (null: none); a unit with one target only has it picked too. */
  pickUnit(square: string | null): void {
    if (!square) return this.#set(null, this.target && !this.from ? this.target : null);
    const reach = uniq(this.declarations.filter((a) => fromOf(a) === square).map((a) => a.target));
    const keep = this.target && reach.includes(this.target) ? this.target : reach.length === 1 ? reach[0]! : null;
    this.#set(square, keep);
  }

  /** Pick an enemy unit as the target (null: none); when only one unit can fight it, that one too. */
  pickTarget(square: string | null): void {
    if (!square) return this.#set(this.from, null);
    const froms = uniq(this.declarations.filter((a) => a.target === square && fromOf(a)).map((a) => fromOf(a)!));
    if (this.from && !this.targets.includes(square)) {
      // not in the picked unit's reach: the target with the one unit that can fight it, or alone
      // (the engine's reasons shown)
      this.#set(froms.length === 1 ? froms[0]! : null, square);
      return;
    }
    const from = this.from ?? (froms.length === 1 ? froms[0]! : null);
    this.#set(from, square);
  }

  clear(): void {
    this.#pick.clear();
  }

  /** Declare the combat (one of `choices`); returns the refusal, if any. */
  async declare(a: Declaration): Promise<boolean> {
    const err = await this.session.act(a, DECLARE_DRAFT);
    if (!err) this.#pick.clear();
    return !!err;
  }

  /** the board while declaring: who may fight, the targets in reach, blocked lines of sight */
  highlights(): Record<string, string> {
    const h: Record<string, string> = {};
    if (!this.from && !this.target) for (const sq of this.fighters) h[sq] = 'from';
    if (this.target && !this.from) for (const sq of this.attackers) h[sq] = 'from';
    for (const l of this.blocked) h[l.square] = 'blocked';
    for (const sq of this.targets) h[sq] = 'attack';
    if (this.target) h[this.target] = 'target';
    return h;
  }

  /** squares marked on the board: the squares blocking a line of sight */
  readonly markers: Record<string, string> = $derived.by(() =>
    this.host.declaring && this.from ? Object.fromEntries(this.blockers.map((sq) => [sq, 'blocker'])) : {}
  );

  /** lines of sight drawn from the firing unit: clear to each legal target, dashed when blocked */
  readonly lines: { from: string; to: string; kind: string }[] = $derived.by(() => {
    const from = this.from;
    if (!this.host.declaring || !from) return [];
    return this.sight.map((l) => ({ from, to: l.square, kind: l.clear && this.targets.includes(l.square) ? 'clear' : 'blocked' }));
  });
}
