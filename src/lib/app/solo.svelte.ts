// Playing against Adiutant (issue 26): the solo driver of an open game. Whenever the engine's
// prompt says the bot's seat decides, the game's record is sent to the bot's Web Worker
// (bot.worker.ts); its answer — the action and its top three options — is the proposal the screen
// shows until the player taps Done, which plays it through the Session like any tap (validated,
// saved, undoable). The bot is a pure function of (level, seed, view), so a reload or an undo
// shows the same proposal again, and its hand is a fold of the seed and the record
// (src/lib/bot/hand.ts), so an undo never reshuffles.
import { opponentHand, type ScoredOption } from '$lib/bot';
import { applyAction, type Action, type Game, type LegalAction, type OpponentSetup, type Seat } from '$lib/rules';
import { OpponentCard } from './opponent-card';
import type { Session } from './session.svelte';
import { answerRequest, botDecides, botRequest, soloOf, stepsToPlay, type BotAnswer, type BotRequest, type BotStep } from './solo';
import { moduleWorker } from './workers';
import type { TouchMessage } from './bot-thinking';

/** One of the bot's decisions in a proposal, with the game it decided at. */
export interface ProposalStep {
  game: Game;
  chosen: LegalAction;
  options: ScoredOption[];
  /** the steps the app takes at once after it (a draw with nothing to decide…), before the next step */
  then: Action[];
}

export interface Proposal {
  /** the game the bot answered for (the proposal is shown only while it is on screen) */
  game: Game;
  /** the decision that shows on the table (the last of `steps`) */
  chosen: LegalAction;
  options: ScoredOption[];
  /** every decision one Done plays: the quiet ones (a phase end, a draw, no card) first */
  steps: ProposalStep[];
  /** the worker's steps as they are played */
  raw: BotStep[];
}

/** The games each step is decided at (a step the engine refuses ends the list: never expected). */
function stepGames(game: Game, raw: readonly BotStep[]): ProposalStep[] {
  const out: ProposalStep[] = [];
  let g = game;
  for (const [i, s] of raw.entries()) {
    out.push({ game: g, chosen: s.chosen, options: s.options, then: s.then });
    if (i === raw.length - 1) break;
    for (const a of [s.chosen.action, ...s.then]) {
      const r = applyAction(g, a);
      if (!r.ok) return out;
      g = r.value;
    }
  }
  return out;
}

/** What tells the thinking bot that the player touches the screen (a tap's click comes after its pointerup). */
const TOUCHES = ['pointerdown', 'pointerup', 'keydown'] as const;

/** The bot's Worker, or null where there is none (a test in Node): the answer is then worked out here. */
function startWorker(): Worker | null {
  return moduleWorker(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
}

export class SoloGame extends OpponentCard {
  #worker: Worker | null | undefined;
  #next = 1;
  /** requests sent and not answered: their game */
  #pending = new Map<number, Game>();
  /** the questions not answered yet (asked again here if the worker fails) */
  #requests = new Map<number, BotRequest>();
  #answer: { game: Game; answer: BotAnswer } | null = $state.raw(null);

  /** the board as the engine sees it (once the edges are chosen) */
  get position() {
    return this.session().position;
  }

  /** the bot's seat, level and seed */
  get opponent(): OpponentSetup {
    return soloOf(this.session().game)!;
  }

  get seat(): Seat {
    return this.opponent.seat;
  }

  /** the human's seat */
  get human(): Seat {
    return (1 - this.seat) as Seat;
  }

  /** the bot decides at the game on screen (setup steps included; not a roll of dice alone) */
  readonly decides: boolean = $derived.by(() => {
    const s = this.session();
    return !s.broken && botDecides(s.game);
  });

  /** the bot's answer for the game on screen, once the worker has given it */
  readonly proposal: Proposal | null = $derived.by(() => {
    const a = this.#answer;
    const game = this.session().game;
    if (!this.decides || !a || a.game !== game || !a.answer.ok) return null;
    const raw = a.answer.steps.length ? a.answer.steps : [{ chosen: a.answer.chosen, options: a.answer.options, then: [] }];
    const steps = stepGames(game, raw);
    const main = steps[steps.length - 1]!;
    return { game, chosen: main.chosen, options: main.options, steps, raw: raw.slice(0, steps.length) };
  });

  /** why the worker could not answer (a bug: the bot has a legal action at every step it decides) */
  readonly failure: string | null = $derived.by(() => {
    const a = this.#answer;
    return a && a.game === this.session().game && !a.answer.ok ? a.answer.error : null;
  });

  /** how many cards the bot holds (the engine's count) */
  readonly handCount: number = $derived.by(() => {
    const s = this.session().game.state;
    return s.stage === 'setup' && !s.armies ? 0 : (s.decks[this.seat]?.hand ?? 0);
  });

  /** the bot's cards (shown only when the player asks: a fold of the seed and the record) */
  hand(): string[] {
    return opponentHand(this.session().game)?.hand ?? [];
  }

  /**
   * Ask the bot about the game on screen, if it decides there and has not been asked (called by
   * the screen whenever the game changes).
   */
  sync(): void {
    const game = this.session().game;
    if (!this.decides) return;
    if (this.#answer?.game === game) return;
    for (const g of this.#pending.values()) if (g === game) return;
    const id = this.#next++;
    this.#pending.set(id, game);
    const req = botRequest(id, game);
    this.#requests.set(id, req);
    if (this.#worker === undefined) {
      const worker = startWorker();
      this.#worker = worker;
      worker?.addEventListener('message', (e: MessageEvent<BotAnswer>) => this.#heard(e.data));
      // a worker that cannot start (its file missing from an old cache…): the bot thinks here instead
      worker?.addEventListener('error', () => this.#withoutWorker(worker));
      if (worker) this.#listen(true);
    }
    if (this.#worker) this.#worker.postMessage(req);
    else setTimeout(() => this.#heard(answerRequest(req)), 0);
  }

  /** The worker failed: answer what it was asked on this thread, and every later question too. */
  #withoutWorker(worker: Worker): void {
    worker.terminate();
    if (this.#worker !== worker) return;
    this.#listen(false);
    this.#worker = null;
    for (const req of this.#requests.values()) setTimeout(() => this.#heard(answerRequest(req)), 0);
  }

  #heard(answer: BotAnswer): void {
    const game = this.#pending.get(answer.id);
    this.#pending.delete(answer.id);
    this.#requests.delete(answer.id);
    if (game) this.#answer = { game, answer };
  }

  /** Done plays the bot's actions in one tap (its dice, if any, rolled by the app): one undo takes them back. */
  protected toPlay(s: Session): Action[] | null {
    const p = this.proposal;
    return p && p.game === s.game ? stepsToPlay(p.raw) : null;
  }

  /** the session on screen (the card shows what its last tap did) */
  get live(): Session {
    return this.session();
  }

  /** The player touches the screen while the bot thinks: it pauses, so the tap has the cores (bot-thinking.ts). */
  readonly #touched = (): void => {
    if (this.#worker && this.#pending.size > 0) this.#worker.postMessage({ touch: true } satisfies TouchMessage);
  };

  #listen(on: boolean): void {
    for (const type of TOUCHES)
      if (on) document.addEventListener(type, this.#touched, { capture: true, passive: true });
      else document.removeEventListener(type, this.#touched, { capture: true });
  }

  close(): void {
    if (this.#worker) this.#listen(false);
    this.#worker?.terminate();
    this.#worker = null;
    this.#pending.clear();
    this.#requests.clear();
  }
}
