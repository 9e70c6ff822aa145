// A Leader played for Command in the attacker's step (6.1-R14, 6.4, 9.1-R1): its supporting units
// are picked on the board among the engine's legal `supporting` sets of that play, then the play
// is sent. The picks belong to the game on screen (PlayHost.token).
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import type { CombatState, LegalAction } from '$lib/rules';
import { TokenPick } from '$lib/ui/kit/pick.svelte';
import { uniq } from './declaration.svelte';

interface CommandPick {
  card: string;
  squares: string[];
}

/** What the Command picks read of the combat assistant. */
export interface CommandHost {
  readonly session: PlayHost;
  /** every legal action now, from the engine */
  readonly legal: readonly LegalAction[];
  /** the combat under way, if any */
  readonly combat: CombatState | null;
}

/** The draft key of a Leader's supporting units half picked (src/lib/app/drafts.svelte.ts). */
export const COMMAND_DRAFT = 'combat-command';

export class LeaderCommand {
  readonly #pick = new TokenPick<CommandPick>(() => this.host.session);

  constructor(private readonly host: CommandHost) {
    $effect(() =>
      this.host.session.drafts?.register(COMMAND_DRAFT, () => {
        const c = this.#now;
        if (!c) return null;
        return {
          text: m.draft_command({ count: c.squares.length }),
          ...(this.complete ? { apply: async () => !(await this.play()) } : {}),
          drop: () => this.start(null)
        };
      })
    );
  }

  readonly #now: CommandPick | null = $derived.by(() => (this.host.combat?.step === 'attacker' ? this.#pick.value : null));

  /** the leader card being played for Command, while its supporting units are picked */
  get card(): string | null {
    return this.#now?.card ?? null;
  }

  /** the squares of the supporting units picked so far */
  get picked(): string[] {
    return this.#now?.squares ?? [];
  }

  /** the engine's legal `supporting` sets for this leader */
  options(card: string): string[][] {
    const out: string[][] = [];
    for (const { action } of this.host.legal)
      if (action.type === 'play' && action.card === card && action.use === 'command') out.push(action.supporting ?? []);
    return out;
  }

  /** every square that appears in a legal supporting set of this leader */
  readonly candidates: string[] = $derived.by(() => {
    const c = this.card;
    return c ? uniq(this.options(c).flat()) : [];
  });

  /** the largest legal set: Command − 1 or the candidates there are */
  readonly max: number = $derived.by(() => {
    const c = this.card;
    return c ? Math.max(0, ...this.options(c).map((x) => x.length)) : 0;
  });

  /** the picked squares form one of the engine's legal sets */
  readonly complete: boolean = $derived.by(() => {
    const c = this.card;
    if (!c) return false;
    const picked = [...this.picked].sort().join(',');
    return this.options(c).some((x) => [...x].sort().join(',') === picked);
  });

  /** Start picking the supporting units of this leader (null: stop). */
  start(card: string | null): void {
    this.host.session.refuse(null);
    this.#pick.value = card ? { card, squares: [] } : null;
  }

  toggle(square: string): void {
    const c = this.#now;
    if (!c) return;
    const squares = c.squares.includes(square) ? c.squares.filter((x) => x !== square) : [...c.squares, square];
    this.#pick.value = { ...c, squares };
  }

  /** Play the Leader for Command with the picked units; returns true when refused. */
  async play(): Promise<boolean> {
    const c = this.#now;
    if (!c) return true;
    const err = await this.host.session.act({ type: 'play', card: c.card, use: 'command', supporting: [...c.squares] }, COMMAND_DRAFT);
    if (!err) this.#pick.clear();
    return !!err;
  }
}
