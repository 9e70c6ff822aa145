// The combat assistant's state (Svelte 5 runes): what the player has picked while declaring a
// combat (form, unit, target, initiating card), the supporting units picked for a Leader's
// Command, and what the board shows and a tap on it means in each combat step. Rules 6, 8 and 9
// are never decided here: every option is an entry of the engine's `legalActions`, lines of sight
// come from the engine's `sightLines`, and a tap that matches no option is still sent to the engine
// so that its refusal and reason are shown.
import type { Session } from '$lib/app/session.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { CardDef, LeaderCardDef, UnitCardDef } from '$lib/data/types';
import {
  legalActions,
  other,
  sightLines,
  type Action,
  type Game,
  type LegalAction,
  type Seat,
  type SightLine
} from '$lib/rules';

export type Form = 'assault' | 'ambush' | 'bombard' | 'volley' | 'grand-battery';
export const FORMS: readonly Form[] = ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'];

/** A declaration action of the engine's action union. */
export type Declaration = Extract<Action, { type: Form }>;

interface Pick {
  /** a pick belongs to one game value: any action or undo makes it stale */
  game: Game;
  form: Form;
  from: string | null;
  target: string | null;
  card: string | null;
}

interface CommandPick {
  game: Game;
  card: string;
  squares: string[];
}

const FIRE: ReadonlySet<Form> = new Set(['bombard', 'volley', 'grand-battery']);

export function isFire(form: Form): boolean {
  return FIRE.has(form);
}

function isDeclaration(a: Action): a is Declaration {
  return (FORMS as readonly string[]).includes(a.type);
}

function fromOf(a: Declaration): string | null {
  return a.type === 'ambush' ? null : a.from;
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

export class CombatSelection {
  #pick: Pick | null = $state.raw(null);
  #command: CommandPick | null = $state.raw(null);

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => Session) {}

  get session(): Session {
    return this.source();
  }

  get game(): Game {
    return this.session.game;
  }

  /** every legal action now, from the engine */
  readonly legal: readonly LegalAction[] = $derived.by(() => legalActions(this.session.game));

  /** the Combat Phase of a game in play (a combat open or not, no Guerrilla window) */
  readonly active: boolean = $derived.by(() => {
    const s = this.session.game.state;
    return s.stage === 'play' && !s.pending && s.phase === 'combat';
  });

  /** the active player may still declare the turn's combat */
  readonly declaring: boolean = $derived.by(() => {
    const s = this.session.game.state;
    return this.active && !s.combat && !s.combatUsed;
  });

  /** the combat under way, if any */
  get combat() {
    return this.session.game.state.combat;
  }

  readonly #current: Pick | null = $derived.by(() =>
    this.#pick && this.#pick.game === this.session.game && this.declaring ? this.#pick : null
  );

  get form(): Form | null {
    return this.#current?.form ?? null;
  }
  get from(): string | null {
    return this.#current?.from ?? null;
  }
  get target(): string | null {
    return this.#current?.target ?? null;
  }
  get card(): string | null {
    return this.#current?.card ?? null;
  }

  // ----------------------------------------------------------------------------------------
  // Declaration (6.1 steps 1–2, 6.2 steps 1–2, 9.1-R5)

  /** the engine's legal declarations */
  readonly declarations: Declaration[] = $derived.by(() =>
    this.declaring ? this.legal.map((l) => l.action).filter(isDeclaration) : []
  );

  /** the forms the active army can ever use (its catalogue), each with its legal declarations now */
  readonly forms: { form: Form; count: number }[] = $derived.by(() => {
    if (!this.declaring) return [];
    const s = this.game.state;
    const deck = this.game.catalog.army(s.armies![s.active].nation).deck;
    const can: Record<Form, boolean> = {
      assault: deck.some((d) => d.kind === 'unit' && !!d.attack),
      ambush: deck.some((d) => d.kind === 'hq' && d.type === 'ambush'),
      bombard: deck.some((d) => d.kind === 'unit' && !!d.bombard),
      volley: deck.some((d) => d.kind === 'unit' && !!d.volley),
      'grand-battery': deck.some((d) => d.kind === 'leader' && !!d.grandBattery)
    };
    return FORMS.filter((f) => can[f] || this.declarations.some((a) => a.type === f)).map((form) => ({
      form,
      count: this.declarations.filter((a) => a.type === form).length
    }));
  });

  /** own units that may start a combat of the picked form (the engine lists a declaration for them) */
  readonly fromCandidates: string[] = $derived.by(() => {
    const f = this.form;
    if (!f || f === 'ambush') return [];
    return uniq(this.declarations.filter((a) => a.type === f).map((a) => fromOf(a)!));
  });

  /** legal targets of the picked form from the picked unit (any enemy for an Ambush) */
  readonly targets: string[] = $derived.by(() => {
    const f = this.form;
    if (!f) return [];
    if (f !== 'ambush' && !this.from) return [];
    return uniq(this.declarations.filter((a) => a.type === f && fromOf(a) === (f === 'ambush' ? null : this.from)).map((a) => a.target));
  });

  /** every target of the picked form from any unit (shown before a unit is picked) */
  readonly allTargets: string[] = $derived.by(() => {
    const f = this.form;
    return f ? uniq(this.declarations.filter((a) => a.type === f).map((a) => a.target)) : [];
  });

  /** the range the picked unit fires at with this form (its cards, or Napoleon's Grand Battery) */
  readonly range: number = $derived.by(() => {
    const f = this.form;
    const from = this.from;
    if (!f || !from || !isFire(f)) return 0;
    if (f === 'volley') return 1; // 6.2-R3
    const s = this.game.state;
    const nation = s.armies![s.active].nation;
    const legalCards = this.declarations.filter((a) => a.type === f && fromOf(a) === from).map((a) => a.card);
    const defs: CardDef[] = legalCards.length
      ? legalCards.map((c) => this.game.catalog.card(nation, c)!).filter(Boolean)
      : this.#catalogCards(from, f);
    let r = 0;
    for (const d of defs) {
      if (f === 'grand-battery' && d.kind === 'leader' && d.grandBattery) r = Math.max(r, d.grandBattery.range);
      if (f === 'bombard' && d.kind === 'unit' && d.bombard) r = Math.max(r, Math.min(d.range ?? 2, 2)); // 6.2-R4
    }
    return r;
  });

  /** the engine's lines of sight from the picked unit to every enemy unit in range */
  readonly sight: SightLine[] = $derived.by(() => {
    const p = this.session.position;
    if (!p || !this.from || !this.range) return [];
    return sightLines(p, this.from, this.range);
  });

  /** enemy units in range whose line of sight is blocked (drawn differently) */
  readonly blocked: SightLine[] = $derived(this.sight.filter((l) => !l.clear));

  /** the squares that block those lines of sight (marked on the board) */
  readonly blockers: string[] = $derived(uniq(this.blocked.flatMap((l) => l.blockedBy)));

  /** the legal initiating cards for the picked form, unit and target */
  readonly cards: string[] = $derived.by(() => {
    const f = this.form;
    const t = this.target;
    if (!f || !t) return [];
    const from = f === 'ambush' ? null : this.from;
    return uniq(this.declarations.filter((a) => a.type === f && a.target === t && fromOf(a) === from).map((a) => a.card));
  });

  /** the declaration to send, once form, unit, target and card are picked */
  readonly declaration: Declaration | null = $derived.by(() => {
    const f = this.form;
    const t = this.target;
    const c = this.card;
    if (!f || !t || !c) return null;
    return (
      this.declarations.find(
        (a) => a.type === f && a.target === t && a.card === c && fromOf(a) === (f === 'ambush' ? null : this.from)
      ) ?? null
    );
  });

  /** catalogue cards of the unit on `from` that could start this form (to ask the engine why not) */
  #catalogCards(from: string, f: Form): CardDef[] {
    const s = this.game.state;
    const army = s.armies![s.active];
    const deck = this.game.catalog.army(army.nation).deck;
    if (f === 'grand-battery') return deck.filter((d) => d.kind === 'leader' && !!(d as LeaderCardDef).grandBattery);
    const unit = army.units.find((u) => u.square === from)?.unit;
    const mine = deck.filter((d): d is UnitCardDef => d.kind === 'unit' && d.unit === unit);
    const key = f === 'assault' ? 'attack' : f === 'bombard' ? 'bombard' : 'volley';
    const fitting = mine.filter((d) => !!d[key]);
    return fitting.length ? fitting : mine;
  }

  chooseForm(form: Form | null): void {
    this.session.error = null;
    this.#pick = form ? { game: this.game, form, from: null, target: null, card: null } : null;
    if (form === 'ambush') this.#autoCard();
  }

  chooseFrom(square: string | null): void {
    const p = this.#current;
    if (!p) return;
    this.session.error = null;
    this.#pick = { ...p, from: square, target: null, card: null };
  }

  chooseTarget(square: string | null): void {
    const p = this.#current;
    if (!p) return;
    this.session.error = null;
    this.#pick = { ...p, target: square, card: null };
    this.#autoCard();
  }

  chooseCard(card: string | null): void {
    const p = this.#current;
    if (!p) return;
    this.#pick = { ...p, card };
  }

  /** one legal card only: picked at once */
  #autoCard(): void {
    const p = this.#current;
    if (p && p.target && this.cards.length === 1) this.#pick = { ...p, card: this.cards[0]! };
  }

  clear(): void {
    this.#pick = null;
    this.#command = null;
  }

  async declare(): Promise<void> {
    const a = this.declaration;
    if (!a) return;
    const err = await this.session.act(a);
    if (!err) this.#pick = null;
  }

  /** Ask the engine about a declaration that is not listed (its refusal says why, e.g. 6.1-R2). */
  async #probe(form: Form, from: string | null, target: string): Promise<void> {
    const s = this.game.state;
    const nation = s.armies![s.active].nation;
    let card: string | undefined;
    if (form === 'ambush') card = this.game.catalog.army(nation).deck.find((d) => d.kind === 'hq' && d.type === 'ambush')?.id;
    else if (from) {
      const listed = this.declarations.find((a) => a.type === form && fromOf(a) === from);
      card = listed?.card ?? this.#catalogCards(from, form)[0]?.id;
    }
    if (!card) return;
    const action = (form === 'ambush' ? { type: 'ambush', target, card } : { type: form, from: from!, target, card }) as Declaration;
    await this.session.act(action);
  }

  // ----------------------------------------------------------------------------------------
  // Leader for Command (6.1-R14, 6.4): supporting units picked on the board

  readonly #commandNow: CommandPick | null = $derived.by(() =>
    this.#command && this.#command.game === this.session.game && this.combat?.step === 'attacker' ? this.#command : null
  );

  /** the leader card being played for Command, while its supporting units are picked */
  get commandCard(): string | null {
    return this.#commandNow?.card ?? null;
  }

  get supportPicked(): string[] {
    return this.#commandNow?.squares ?? [];
  }

  /** the engine's legal `supporting` sets for this leader */
  commandOptions(card: string): string[][] {
    const out: string[][] = [];
    for (const { action } of this.legal)
      if (action.type === 'play' && action.card === card && action.use === 'command') out.push(action.supporting ?? []);
    return out;
  }

  /** every square that appears in a legal supporting set of this leader */
  readonly supportCandidates: string[] = $derived.by(() => {
    const c = this.commandCard;
    return c ? uniq(this.commandOptions(c).flat()) : [];
  });

  /** the largest legal set: Command − 1 or the candidates there are */
  readonly supportMax: number = $derived.by(() => {
    const c = this.commandCard;
    return c ? Math.max(0, ...this.commandOptions(c).map((x) => x.length)) : 0;
  });

  /** the picked squares form one of the engine's legal sets */
  readonly supportLegal: boolean = $derived.by(() => {
    const c = this.commandCard;
    if (!c) return false;
    const picked = [...this.supportPicked].sort().join(',');
    return this.commandOptions(c).some((x) => [...x].sort().join(',') === picked);
  });

  startCommand(card: string | null): void {
    this.session.error = null;
    this.#command = card ? { game: this.game, card, squares: [] } : null;
  }

  toggleSupport(square: string): void {
    const c = this.#commandNow;
    if (!c) return;
    const squares = c.squares.includes(square) ? c.squares.filter((x) => x !== square) : [...c.squares, square];
    this.#command = { ...c, squares };
  }

  async playCommand(): Promise<void> {
    const c = this.#commandNow;
    if (!c) return;
    const err = await this.session.act({ type: 'play', card: c.card, use: 'command', supporting: [...c.squares] });
    if (!err) this.#command = null;
  }

  // ----------------------------------------------------------------------------------------
  // The board

  /** the legal squares of an action type with a square field (retreat, advance, assign-hit, skirmish-move) */
  squaresOf(type: 'retreat' | 'advance' | 'assign-hit' | 'skirmish-move'): string[] {
    const out: string[] = [];
    for (const { action } of this.legal) {
      if (action.type !== type) continue;
      const sq = action.type === 'retreat' || action.type === 'skirmish-move' ? action.to : action.unit;
      if (sq && !out.includes(sq)) out.push(sq);
    }
    return out;
  }

  /** the square of a unit of a seat, by unit id */
  squareOf(seat: Seat, unit: string | null): string | null {
    if (!unit) return null;
    return this.game.state.armies?.[seat].units.find((u) => u.unit === unit)?.square ?? null;
  }

  readonly highlights: Record<string, string> = $derived.by(() => {
    const h: Record<string, string> = {};
    if (!this.active) return h;
    const s = this.game.state;
    const cb = s.combat;
    if (this.declaring) {
      const f = this.form;
      if (!f) return h;
      for (const sq of this.fromCandidates) h[sq] = 'from';
      if (f !== 'ambush' && !this.from) for (const sq of this.allTargets) h[sq] = 'attack';
      for (const l of this.blocked) h[l.square] = 'blocked';
      for (const sq of this.targets) h[sq] = 'attack';
      if (this.target) h[this.target] = 'target';
      return h;
    }
    if (!cb) return h;
    const me = s.active;
    const attacker = cb.kind === 'ambush' ? null : this.squareOf(me, cb.attacker);
    const defender = this.squareOf(other(me), cb.defender);
    if (attacker) h[attacker] = 'from';
    for (const id of cb.supporting) {
      const sq = this.squareOf(me, id);
      if (sq) h[sq] = 'support-on';
    }
    if (defender) h[defender] = 'target';
    switch (cb.step) {
      case 'attacker':
        for (const sq of this.supportCandidates) h[sq] = this.supportPicked.includes(sq) ? 'support-on' : 'support';
        break;
      case 'retreat':
        for (const sq of this.squaresOf('retreat')) h[sq] = 'dest';
        break;
      case 'advance':
        for (const sq of this.squaresOf('advance')) h[sq] = 'from';
        h[cb.target] = 'dest';
        break;
      case 'assign-hits':
        for (const sq of this.squaresOf('assign-hit')) h[sq] = 'attack';
        break;
      case 'skirmish-move':
        for (const sq of this.squaresOf('skirmish-move')) if (sq !== attacker) h[sq] = 'dest';
        break;
    }
    return h;
  });

  /** what each highlight means, added to the squares' accessible names */
  readonly highlightNames: Record<string, string> = $derived.by((): Record<string, string> => {
    const step = this.combat?.step;
    if (this.declaring)
      return {
        from: m.cmb_hl_can_fight(),
        attack: m.cmb_hl_in_reach(),
        target: m.cmb_hl_chosen_target(),
        blocked: m.cmb_hl_blocked()
      };
    return {
      from: step === 'advance' ? m.cmb_hl_may_advance() : m.cmb_hl_attacker(),
      target: m.cmb_hl_defender(),
      support: m.cmb_hl_may_support(),
      'support-on': m.cmb_hl_supporting(),
      attack: m.cmb_hl_may_take_hit(),
      dest:
        step === 'retreat' ? m.cmb_hl_retreat() : step === 'advance' ? m.cmb_hl_advance_into() : m.cmb_hl_skirmish_dest()
    };
  });

  readonly markerNames: Record<string, string> = $derived({ blocker: m.cmb_hl_blocker() });

  /** squares marked on the board: the squares blocking a line of sight */
  readonly markers: Record<string, string> = $derived(
    this.declaring && this.form && isFire(this.form) ? Object.fromEntries(this.blockers.map((sq) => [sq, 'blocker'])) : {}
  );

  /** lines of sight drawn from the firing unit: clear to each legal target, dashed when blocked */
  readonly lines: { from: string; to: string; kind: string }[] = $derived.by(() => {
    const from = this.from;
    if (!this.declaring || !from || !this.form || !isFire(this.form)) return [];
    return this.sight.map((l) => ({ from, to: l.square, kind: l.clear && this.targets.includes(l.square) ? 'clear' : 'blocked' }));
  });

  /** the square drawn as selected: the picked unit while declaring */
  readonly selected: string | null = $derived(this.declaring ? this.from : null);

  #seatOn(square: string): Seat | null {
    const armies = this.game.state.armies;
    if (!armies) return null;
    if (armies[0].units.some((u) => u.square === square)) return 0;
    if (armies[1].units.some((u) => u.square === square)) return 1;
    return null;
  }

  /** A tap (or Enter/Space) on a board square. */
  async tap(square: string): Promise<void> {
    const session = this.session;
    if (session.busy || !this.active) return;
    const s = this.game.state;
    if (this.declaring) {
      const f = this.form;
      if (!f) return;
      const seat = this.#seatOn(square);
      if (f !== 'ambush' && seat === s.active) {
        this.chooseFrom(this.from === square ? null : square);
        return;
      }
      if (seat === null || seat === s.active) return;
      if (f !== 'ambush' && !this.from) {
        // a target tapped first: the unit is picked too when only one unit can reach it
        const froms = uniq(this.declarations.filter((a) => a.type === f && a.target === square).map((a) => fromOf(a)!));
        if (froms.length === 1) {
          this.chooseFrom(froms[0]!);
          this.chooseTarget(square);
        }
        return;
      }
      if (this.targets.includes(square)) {
        this.chooseTarget(this.target === square ? null : square);
        return;
      }
      // not a legal target (out of reach, line of sight blocked, Marsh…): the engine says why
      if (f === 'ambush' || this.from) await this.#probe(f, this.from, square);
      return;
    }
    const cb = s.combat;
    if (!cb) return;
    switch (cb.step) {
      case 'attacker':
        if (this.commandCard && this.supportCandidates.includes(square)) this.toggleSupport(square);
        return;
      case 'retreat':
        await session.act({ type: 'retreat', to: square });
        return;
      case 'advance': {
        const cands = this.squaresOf('advance');
        if (square === cb.target && cands.length === 1) await session.act({ type: 'advance', unit: cands[0]! });
        else if (this.#seatOn(square) === s.active) await session.act({ type: 'advance', unit: square });
        return;
      }
      case 'assign-hits':
        if (this.#seatOn(square) === s.active) await session.act({ type: 'assign-hit', unit: square });
        return;
      case 'skirmish-move':
        await session.act({ type: 'skirmish-move', to: square });
        return;
    }
  }
}
