// The combat assistant's state (Svelte 5 runes): what the player has picked while declaring a
// combat (form, unit, target, initiating card), the supporting units picked for a Leader's
// Command, and what the board shows and a tap on it means in each combat step. Rules 6, 8 and 9
// are never decided here: every option is an entry of the engine's `legalActions`, lines of sight
// come from the engine's `sightLines`, and a tap that matches no option is still sent to the engine
// so that its refusal and reason are shown.
import type { Session } from '$lib/app/session.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { CardDef } from '$lib/data/types';
import {
  combatOptions,
  combatOptionsAgainst,
  isDeclaration,
  legalActions,
  other,
  sightLines,
  type Declaration,
  type DeclarationForm,
  type FormOptions,
  type Game,
  type LegalAction,
  type Seat,
  type SightLine
} from '$lib/rules';
import { unitNameOn } from '../teaching.svelte';
import { formName } from './combat-text';

export type Form = DeclarationForm;
export type { Declaration };

interface Pick {
  /** a pick belongs to what was on screen when it was made: any action or undo makes it stale */
  token: object;
  /** the player's own unit picked to fight */
  from: string | null;
  /** the enemy unit picked as the target */
  target: string | null;
}

interface CommandPick {
  token: object;
  card: string;
  squares: string[];
}

const FIRE: ReadonlySet<Form> = new Set(['bombard', 'volley', 'grand-battery']);

export function isFire(form: Form): boolean {
  return FIRE.has(form);
}

function fromOf(a: Declaration): string | null {
  return a.type === 'ambush' ? null : a.from;
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

/** The draft keys of a combat half declared, and of a Leader's supporting units half picked. */
export const DECLARE_DRAFT = 'combat-declare';
export const COMMAND_DRAFT = 'combat-command';

export class CombatSelection {
  #pick: Pick | null = $state.raw(null);
  #command: CommandPick | null = $state.raw(null);

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => Session) {
    $effect(() =>
      this.session.drafts.register(DECLARE_DRAFT, () => {
        if (!this.declaring || (!this.from && !this.target)) return null;
        const one = this.choices.length === 1 ? this.choices[0]! : null;
        return {
          text: this.describePick(),
          ...(one ? { apply: async () => !(await this.declare(one)) } : {}),
          drop: () => this.clear()
        };
      })
    );
    $effect(() =>
      this.session.drafts.register(COMMAND_DRAFT, () => {
        const c = this.#commandNow;
        if (!c) return null;
        return {
          text: m.draft_command({ count: c.squares.length }),
          ...(this.supportLegal ? { apply: async () => !(await this.playCommand()) } : {}),
          drop: () => this.startCommand(null)
        };
      })
    );
  }

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
    this.#pick && this.#pick.token === this.session.token && this.declaring ? this.#pick : null
  );

  get from(): string | null {
    return this.#current?.from ?? null;
  }
  get target(): string | null {
    return this.#current?.target ?? null;
  }

  // ----------------------------------------------------------------------------------------
  // Declaration (6.1 steps 1–2, 6.2 steps 1–2, 9.1-R5): tap one of your units or an enemy unit

  /** the engine's legal declarations */
  readonly declarations: Declaration[] = $derived.by(() =>
    this.declaring ? this.legal.map((l) => l.action).filter(isDeclaration) : []
  );

  /** any combat at all is possible now */
  readonly possible: boolean = $derived(this.declarations.length > 0);

  /** the picked unit's forms of combat: legal declarations, or the engine's reasons why not */
  readonly unitForms: FormOptions[] = $derived.by(() => (this.declaring && this.from ? combatOptions(this.game, this.from) : []));

  /** against the picked target (no unit picked): every form, legal or with its reasons */
  readonly targetForms: FormOptions[] = $derived.by(() =>
    this.declaring && this.target && !this.from ? combatOptionsAgainst(this.game, this.target) : []
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
    const p = this.session.position;
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
    this.session.error = null;
    this.#pick = from || target ? { token: this.session.token, from, target } : null;
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
    this.#pick = null;
    this.#command = null;
  }

  /** Declare the combat (one of `choices`); returns the refusal, if any. */
  async declare(a: Declaration): Promise<boolean> {
    const err = await this.session.act(a, DECLARE_DRAFT);
    if (!err) this.#pick = null;
    return !!err;
  }

  // ----------------------------------------------------------------------------------------
  // Leader for Command (6.1-R14, 6.4): supporting units picked on the board

  readonly #commandNow: CommandPick | null = $derived.by(() =>
    this.#command && this.#command.token === this.session.token && this.combat?.step === 'attacker' ? this.#command : null
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
    this.#command = card ? { token: this.session.token, card, squares: [] } : null;
  }

  toggleSupport(square: string): void {
    const c = this.#commandNow;
    if (!c) return;
    const squares = c.squares.includes(square) ? c.squares.filter((x) => x !== square) : [...c.squares, square];
    this.#command = { ...c, squares };
  }

  /** Play the Leader for Command with the picked units; returns true when refused. */
  async playCommand(): Promise<boolean> {
    const c = this.#commandNow;
    if (!c) return true;
    const err = await this.session.act({ type: 'play', card: c.card, use: 'command', supporting: [...c.squares] }, COMMAND_DRAFT);
    if (!err) this.#command = null;
    return !!err;
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
      if (!this.from && !this.target) for (const sq of this.fighters) h[sq] = 'from';
      if (this.target && !this.from) for (const sq of this.attackers) h[sq] = 'from';
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
    this.declaring && this.from ? Object.fromEntries(this.blockers.map((sq) => [sq, 'blocker'])) : {}
  );

  /** lines of sight drawn from the firing unit: clear to each legal target, dashed when blocked */
  readonly lines: { from: string; to: string; kind: string }[] = $derived.by(() => {
    const from = this.from;
    if (!this.declaring || !from) return [];
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
      const seat = this.#seatOn(square);
      if (seat === s.active) return this.pickUnit(this.from === square ? null : square);
      if (seat !== null) return this.pickTarget(this.target === square ? null : square);
      this.clear();
      return;
    }
    const cb = s.combat;
    if (!cb) return;
    switch (cb.step) {
      case 'attacker':
        if (this.commandCard && this.supportCandidates.includes(square)) this.toggleSupport(square);
        return;
      case 'retreat':
        if (this.squaresOf('retreat').includes(square) || this.#seatOn(square) === null) await session.act({ type: 'retreat', to: square });
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
