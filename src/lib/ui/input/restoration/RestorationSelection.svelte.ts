// The restoration assistant's state (rule 7 and 9.2 Redoubt, Svelte 5 runes): which reduced unit
// is picked, which Leader is about to roll, and whether a tap on the board builds a Redoubt. Rule 7
// is never decided here: the units, cards and squares offered are the engine's `legalActions`
// (`restore`, `rally`, `redoubt`), and a tap anywhere else is still checked by the engine so that
// its refusal and reason are shown.
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import { applyAction, legalActions, type Action, type Game, type LegalAction } from '$lib/rules';
import { unitNameOn } from '$lib/ui/words/seat-names';
import { TokenPick } from '$lib/ui/kit/pick.svelte';

type RestoreAction = Extract<Action, { type: 'restore' }>;
type RallyAction = Extract<Action, { type: 'rally' }>;
type RedoubtAction = Extract<Action, { type: 'redoubt' }>;

export interface AttemptOption {
  action: RestoreAction | RallyAction;
  /** sides of the dice the action needs (a rally roll: [6]) */
  dice?: number[];
}

/** a pick belongs to what was on screen when it was made: any action or undo makes it stale */
interface Pick {
  unit: string | null;
  leader: string | null;
  redoubt: boolean;
}

/** The draft key of a restoration or Redoubt half chosen (src/lib/app/drafts.svelte.ts). */
export const RESTORE_DRAFT = 'restoration';

export class RestorationSelection {
  readonly #pick = new TokenPick<Pick>(() => this.session);

  constructor(private readonly source: () => PlayHost) {
    $effect(() =>
      this.session.drafts?.register(RESTORE_DRAFT, () => {
        if (!this.active) return null;
        const g = this.session.game;
        if (this.redoubtMode) return { text: m.draft_redoubt(), drop: () => this.clear() };
        if (!this.unit) return null;
        return { text: m.draft_restore({ unit: `${unitNameOn(g, this.unit)} (${this.unit})` }), drop: () => this.clear() };
      })
    );
  }

  get session(): PlayHost {
    return this.source();
  }

  readonly legal: readonly LegalAction[] = $derived.by(() => legalActions(this.session.game));

  /** the active player is in their Restoration Phase (no combat, no Guerrilla window open) */
  readonly active: boolean = $derived(this.session.prompt.step === 'restoration');

  /** every legal restoration attempt (7-R3): Supply, Regroup, a unit card, a Leader's rally */
  readonly attempts: AttemptOption[] = $derived(
    this.legal.flatMap((l) =>
      l.action.type === 'restore' || l.action.type === 'rally' ? [l.dice ? { action: l.action, dice: l.dice } : { action: l.action }] : []
    )
  );

  /** squares of the reduced own units the engine offers an attempt for */
  readonly units: string[] = $derived([...new Set(this.attempts.map((a) => a.action.unit))]);

  /** squares where a Redoubt may be built now (9.2-R14, R15) */
  readonly redoubts: RedoubtAction[] = $derived(this.legal.flatMap((l) => (l.action.type === 'redoubt' ? [l.action] : [])));

  readonly #current: Pick | null = $derived(this.#pick.value);

  /** the picked reduced unit (still one the engine offers) */
  get unit(): string | null {
    const u = this.#current?.unit ?? null;
    return u && this.units.includes(u) ? u : null;
  }

  /** the Leader chosen for a rally roll, waiting for the die */
  get leader(): string | null {
    return this.unit ? (this.#current?.leader ?? null) : null;
  }

  /** a tap on the board builds the Redoubt */
  get redoubtMode(): boolean {
    return !!this.#current?.redoubt && this.redoubts.length > 0;
  }

  /** the attempts offered for the picked unit */
  readonly options: AttemptOption[] = $derived.by(() => {
    const u = this.unit;
    return u ? this.attempts.filter((a) => a.action.unit === u) : [];
  });

  /** what the highlights mean, for the squares' accessible names */
  readonly highlightNames: Record<string, string> = $derived({
    restore: m.rest_board_can_restore(),
    'redoubt-target': m.rest_board_can_redoubt()
  });

  /** the square drawn as selected: the picked reduced unit */
  get selected(): string | null {
    return this.unit;
  }

  readonly highlights: Record<string, string> = $derived.by(() => {
    if (!this.active) return {};
    if (this.redoubtMode) return Object.fromEntries(this.redoubts.map((r) => [r.unit, 'redoubt-target']));
    return Object.fromEntries(this.units.map((sq) => [sq, 'restore']));
  });

  clear(): void {
    this.#pick.clear();
  }

  #set(p: Pick): void {
    this.#pick.value = p;
  }

  selectUnit(square: string | null): void {
    this.session.refuse(null);
    this.#set({ unit: square, leader: null, redoubt: false });
  }

  chooseLeader(card: string | null): void {
    this.#set({ unit: this.unit, leader: card, redoubt: false });
  }

  startRedoubt(on = true): void {
    this.session.refuse(null);
    this.#set({ unit: null, leader: null, redoubt: on });
  }

  /** Play a restoring card (Supply, Regroup or the unit's card): the opponent may answer with Guerrilla. */
  async restore(card: string): Promise<void> {
    const unit = this.unit;
    if (!unit) return;
    const err = await this.session.act({ type: 'restore', card, unit }, RESTORE_DRAFT);
    if (!err) this.clear();
  }

  /** A Leader's rally (9.1-R3): the d6 (none for an automatic rally). */
  async rally(card: string, dice?: number[], app = false): Promise<void> {
    const unit = this.unit;
    if (!unit) return;
    const err = await this.session.act(
      dice ? { type: 'rally', card, unit, dice, ...(app ? { rolledBy: 'app' as const } : {}) } : { type: 'rally', card, unit },
      RESTORE_DRAFT
    );
    if (!err) this.clear();
  }

  async buildRedoubt(square: string): Promise<void> {
    const card = (this.redoubts.find((r) => r.unit === square) ?? this.redoubts[0])?.card ?? 'redoubt';
    const err = await this.session.act({ type: 'redoubt', card, unit: square }, RESTORE_DRAFT);
    if (!err) this.clear();
  }

  /** A tap (or Enter/Space) on a board square. */
  async tap(square: string): Promise<void> {
    const session = this.session;
    if (session.busy || !this.active) return;
    if (this.redoubtMode) {
      // not highlighted squares too: the engine refuses them and says why
      await this.buildRedoubt(square);
      return;
    }
    if (this.units.includes(square)) {
      this.selectUnit(this.unit === square ? null : square);
      return;
    }
    // any other square while an attempt is possible: ask the engine why not this one (nothing is saved)
    const probe = this.attempts[0]?.action;
    if (!probe) return;
    const r = applyAction(session.game, { ...probe, unit: square });
    this.selectUnit(null);
    if (!r.ok) session.refuse(r.error);
  }
}
