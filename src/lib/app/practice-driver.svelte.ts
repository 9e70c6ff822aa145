// A practice game on the play screen (issue 33 §3): the goal's card before the first move, and
// the verdict's once the engine can tell it (learn/practice.ts `practiceVerdict`). Adiutant's seat is
// played by the ordinary solo driver (solo.svelte.ts) at the easy level; this only reads the game.
// A won practice is kept in the lessons' progress, like a stage's stars. An undo never goes back
// into the prepared position.
import type { Practice, PracticeVerdict } from '$lib/learn/practice';
import { practiceVerdict } from '$lib/learn/practice';
import type { Game, RuleError } from '$lib/rules';
import { recordStage } from './learn';
import { practiceKey } from './practice-game';
import type { Session } from './session.svelte';

export type PracticeCard = { kind: 'goal' } | { kind: 'verdict'; verdict: PracticeVerdict };

export class PracticeDriver {
  #started = $state(false);
  /** the game whose verdict was put away to see the nightfall scoring */
  #scoringAt: Game | null = $state.raw(null);
  #kept = false;
  /** why the won practice could not be kept (a full disk), if so */
  keepError = $state<RuleError | null>(null);

  /** the goal's verdict on the game on screen; null while it cannot be told */
  readonly verdict: PracticeVerdict | null = $derived.by(() => practiceVerdict(this.practice, this.session().game));

  /** the card in the action bar's place: the goal before the first move (until Start), the verdict at the end */
  readonly card: PracticeCard | null = $derived.by(() => {
    if (this.verdict) return this.#scoringAt === this.session().game ? null : { kind: 'verdict', verdict: this.verdict };
    const fresh = this.session().game.length === this.practice.record.actions.length;
    return fresh && !this.#started ? { kind: 'goal' } : null;
  });

  constructor(
    private readonly session: () => Session,
    readonly practice: Practice
  ) {
    session().undoFloor = practice.record.actions.length;
  }

  /** "Start": the goal's card is put away and the player plays. */
  start(): void {
    this.#started = true;
  }

  /** the game ended at nightfall: its scoring can be seen (2.2) */
  get nightfall(): boolean {
    const s = this.session().game.state;
    return s.stage === 'over' && s.result?.by === 'nightfall';
  }

  /** "Nightfall scoring": the verdict is put away, the play screen shows the scoring of this game. */
  seeScoring(): void {
    this.#scoringAt = this.session().game;
  }

  /** A won practice, kept once in the lessons' progress (3 stars). */
  async keep(): Promise<void> {
    if (this.#kept || !this.verdict?.won) return;
    this.#kept = true;
    const r = await recordStage(practiceKey(this.practice.id), 3);
    this.keepError = r.ok ? null : r.error;
  }
}
