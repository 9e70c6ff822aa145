// The movement assistant's state (Svelte 5 runes): which unit is selected, where it may go, the
// Forced March choice, and what a tap on the board means. Rule 5 is never decided here: the
// highlighted squares are the engine's `legalActions` (`move` / `forced-march` entries), and a tap
// on any other square is still sent to the engine so that its refusal and reason are shown.
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import { legalActions, unitMoveRefusal, type LegalAction, type RuleError, type Seat } from '$lib/rules';
import { unitNameOn } from '$lib/ui/words/seat-names';
import { TokenPick } from '$lib/ui/kit/pick.svelte';

/** What the movement assistant knows of the player's taps. */
export interface MovementView {
  /** the selected unit's square (basic move) */
  selected: string | null;
  /** the unit's square while choosing its Forced March square */
  forcedMarchFrom: string | null;
  /** the highlighted squares */
  destinations: readonly string[];
}

type Mode = 'move' | 'forced-march' | 'look';

/** a pick belongs to what was on screen when it was made: any action or undo makes it stale */
interface Pick {
  square: string;
  mode: Mode;
}

const NOTHING_PICKED: MovementView = { selected: null, forcedMarchFrom: null, destinations: [] };

/** The draft key of a unit picked to move and not moved yet (src/lib/app/drafts.svelte.ts). */
export const MOVE_DRAFT = 'movement';

export class MovementSelection implements MovementView {
  readonly #pick = new TokenPick<Pick>(() => this.session);

  /**
   * What the side panel and the turn guide show of the pick: the same values as `selected`,
   * `forcedMarchFrom` and `destinations`, one frame later. A tap's highlights are painted at once
   * and the words about them follow in the next frame, so the board's answer to a tap does not
   * wait for the side column's layout (for speed: tap → destinations painted). Kept per game on
   * screen (PlayHost.token): after an action or an undo the panel shows nothing picked at once, like
   * the board.
   */
  readonly #shown = new TokenPick<MovementView>(() => this.session);

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => PlayHost) {
    $effect(() => {
      const next = {
        selected: this.selected,
        forcedMarchFrom: this.forcedMarchFrom,
        destinations: this.destinations
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      // after the next frame is painted (a rAF callback runs just before it; the timeout after it)
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => (this.#shown.value = next), 0);
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    });
    // a unit picked to move (or for its Forced March) and not moved is a choice not confirmed
    $effect(() =>
      this.session.drafts?.register(MOVE_DRAFT, () => {
        const sq = this.forcedMarchFrom ?? this.selected;
        if (!sq || !this.inMovement || this.destinations.length === 0) return null;
        const unit = unitNameOn(this.session.game, sq);
        return {
          text: this.forcedMarchFrom ? m.draft_forced_march({ unit, square: sq }) : m.draft_move({ unit, square: sq }),
          drop: () => this.clear()
        };
      })
    );
  }

  /** the pick as the side panel shows it (see `#shown`) */
  get panel(): MovementView {
    return this.#shown.value ?? NOTHING_PICKED;
  }

  get session(): PlayHost {
    return this.source();
  }

  /** every legal action now, from the engine */
  readonly legal: readonly LegalAction[] = $derived.by(() => legalActions(this.session.game));

  /** the active player may move units now (Movement Phase, no Guerrilla window, no combat) */
  readonly inMovement: boolean = $derived(this.session.prompt.step === 'movement');

  readonly #current: Pick | null = $derived(this.#pick.value);

  get selected(): string | null {
    const p = this.#current;
    return p && p.mode !== 'forced-march' ? p.square : null;
  }

  get forcedMarchFrom(): string | null {
    const p = this.#current;
    return p && p.mode === 'forced-march' ? p.square : null;
  }

  /** the highlighted squares: the engine's legal moves (or Forced March squares) of the picked unit */
  readonly destinations: string[] = $derived.by(() => {
    const p = this.#current;
    if (!p || p.mode === 'look') return [];
    const type = p.mode === 'forced-march' ? 'forced-march' : 'move';
    const out: string[] = [];
    for (const { action } of this.legal)
      if (action.type === type && action.from === p.square && !out.includes(action.to)) out.push(action.to);
    return out;
  });

  readonly highlights: Record<string, string> = $derived(Object.fromEntries(this.destinations.map((sq) => [sq, 'dest'])));

  /**
   * The picked unit has no square to go: the engine's reason (already moved, no more units may
   * move, a second one only with Supply, nowhere in reach), shown with its rule.
   */
  readonly blocked: RuleError | null = $derived.by(() => {
    const p = this.#current;
    if (!p || p.mode !== 'move' || this.destinations.length) return null;
    return unitMoveRefusal(this.session.game, p.square);
  });

  /** `supply` is a legal action now */
  readonly canSupply: boolean = $derived(this.legal.some((l) => l.action.type === 'supply'));

  /** squares of the moved units that may take a Forced March now */
  readonly forcedMarchUnits: string[] = $derived([
    ...new Set(this.legal.flatMap((l) => (l.action.type === 'forced-march' ? [l.action.from] : [])))
  ]);

  /** what the highlights mean, for the squares' accessible names */
  readonly highlightNames: Record<string, string> = $derived({ dest: m.play_board_dest() });

  /** the square drawn as selected: the picked unit, or the unit choosing its Forced March square */
  get marked(): string | null {
    return this.selected ?? this.forcedMarchFrom;
  }

  #ownUnitOn(square: string): boolean {
    const s = this.session.game.state;
    return !!s.armies?.[s.active].units.some((u) => u.square === square);
  }

  #unitOn(square: string): Seat | null {
    const armies = this.session.game.state.armies;
    if (!armies) return null;
    if (armies[0].units.some((u) => u.square === square)) return 0;
    if (armies[1].units.some((u) => u.square === square)) return 1;
    return null;
  }

  clear(): void {
    this.#pick.clear();
  }

  select(square: string, mode: Mode = 'move'): void {
    this.#pick.value = { square, mode };
  }

  /** Choose the Forced March square of the unit now on `square` (its squares are highlighted). */
  startForcedMarch(square: string): void {
    this.session.refuse(null);
    this.select(square, 'forced-march');
  }

  /** A tap (or Enter/Space) on a board square. */
  async tap(square: string): Promise<void> {
    const session = this.session;
    if (session.busy) return;
    if (!this.inMovement) {
      // outside the Movement Phase a tap only points at a unit (its name is shown)
      if (this.selected === square || this.#unitOn(square) === null) this.clear();
      else this.select(square, 'look');
      return;
    }
    const march = this.forcedMarchFrom;
    if (march) {
      if (square === march) return this.clear();
      await session.act({ type: 'forced-march', from: march, to: square }, MOVE_DRAFT);
      return;
    }
    const selected = this.selected;
    if (selected === square) return this.clear();
    if (this.#ownUnitOn(square)) {
      session.refuse(null);
      this.select(square);
      return;
    }
    // an enemy unit and nothing picked: the engine says whose it is and what moves (5-R1)
    if (!selected && this.#unitOn(square) !== null) {
      const why = unitMoveRefusal(session.game, square);
      if (why) session.refuse(why);
      return;
    }
    // not highlighted squares too: the engine refuses them and says why
    if (selected) await session.act({ type: 'move', from: selected, to: square }, MOVE_DRAFT);
  }

  /** 5-R8: play Supply so that a second unit may move. */
  async playSupply(): Promise<void> {
    this.clear();
    await this.session.act({ type: 'supply' });
  }
}
