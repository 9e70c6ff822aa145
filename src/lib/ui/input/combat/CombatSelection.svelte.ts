// The combat assistant's state (Svelte 5 runes): what the board shows and a tap on it means in
// each step of the Combat Phase. Its parts: declaring the turn's combat (declaration.svelte.ts:
// the unit, target and form picked, lines of sight) and a Leader's supporting units picked for
// Command (command.svelte.ts). Rules 6, 8 and 9 are never decided here: every option is an entry
// of the engine's `legalActions`, lines of sight come from the engine's `sightLines`, and a tap
// that matches no option is still sent to the engine so that its refusal and reason are shown.
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import { legalActions, other, type DeclarationForm, type Game, type LegalAction, type Seat } from '$lib/rules';
import { COMMAND_DRAFT, LeaderCommand } from './command.svelte';
import { CombatDeclaration, DECLARE_DRAFT, isFire, type CombatHost } from './declaration.svelte';

export type Form = DeclarationForm;
export type { Declaration } from '$lib/rules';
export { COMMAND_DRAFT, DECLARE_DRAFT, isFire };

export class CombatSelection implements CombatHost {
  /** declaring the turn's combat: the picks, the forms and targets they leave, lines of sight */
  readonly declaration: CombatDeclaration;
  /** a Leader played for Command: its supporting units picked on the board */
  readonly command: LeaderCommand;

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => PlayHost) {
    this.declaration = new CombatDeclaration(this);
    this.command = new LeaderCommand(this);
  }

  get session(): PlayHost {
    return this.source();
  }

  get game(): Game {
    return this.session.game;
  }

  /** the combat under way, its attacker's seat (the active player, `me`) and its defender's */
  get fight(): { cb: NonNullable<Game['state']['combat']>; me: Seat; them: Seat } {
    const gs = this.game.state;
    return { cb: gs.combat!, me: gs.active, them: other(gs.active) };
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
    if (this.declaring) return this.declaration.highlights();
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
        for (const sq of this.command.candidates) h[sq] = this.command.picked.includes(sq) ? 'support-on' : 'support';
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
        attack: m.cmb_legend_attack(),
        target: m.cmb_hl_chosen_target(),
        blocked: m.cmb_hl_blocked()
      };
    return {
      from: step === 'advance' ? m.cmb_hl_may_advance() : m.cmb_hl_attacker(),
      target: m.cmb_hl_defender(),
      support: m.cmb_legend_support(),
      'support-on': m.cmb_legend_support_on(),
      attack: m.cmb_legend_hit(),
      dest: step === 'retreat' ? m.cmb_hl_retreat() : step === 'advance' ? m.cmb_hl_advance_into() : m.cmb_hl_skirmish_dest()
    };
  });

  readonly markerNames: Record<string, string> = $derived({ blocker: m.cmb_hl_blocker() });

  /** squares marked on the board: the squares blocking a line of sight */
  get markers(): Record<string, string> {
    return this.declaration.markers;
  }

  /** lines of sight drawn from the firing unit: clear to each legal target, dashed when blocked */
  get lines(): { from: string; to: string; kind: string }[] {
    return this.declaration.lines;
  }

  /** the square drawn as selected: the picked unit while declaring */
  readonly selected: string | null = $derived.by(() => (this.declaring ? this.declaration.from : null));

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
      const d = this.declaration;
      const seat = this.#seatOn(square);
      if (seat === s.active) return d.pickUnit(d.from === square ? null : square);
      if (seat !== null) return d.pickTarget(d.target === square ? null : square);
      d.clear();
      return;
    }
    const cb = s.combat;
    if (!cb) return;
    switch (cb.step) {
      case 'attacker':
        if (this.command.card && this.command.candidates.includes(square)) this.command.toggle(square);
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
