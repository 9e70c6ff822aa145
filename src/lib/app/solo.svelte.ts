// Playing against Adiutant (issue 26): the solo driver of an open game. Whenever the engine's
// prompt says the bot's seat decides, the game's record is sent to the bot's Web Worker
// (bot.worker.ts); its answer — the action and its top three options — is the proposal the screen
// shows until the player taps Done, which plays it through the Session like any tap (validated,
// saved, undoable). The bot is a pure function of (level, seed, view), so a reload or an undo
// shows the same proposal again, and its hand is a fold of the seed and the record
// (src/lib/bot/hand.ts), so an undo never reshuffles.
import { opponentHand, type ScoredOption } from '$lib/bot';
import type { Action, Game, LegalAction, OpponentSetup, Seat } from '$lib/rules';
import { OpponentCard } from './opponent-card';
import type { Session } from './session.svelte';
import { actionToPlay, answerRequest, botDecides, botRequest, soloOf, type BotAnswer, type BotRequest } from './solo';

export interface Proposal {
  /** the game the bot answered for (the proposal is shown only while it is on screen) */
  game: Game;
  chosen: LegalAction;
  options: ScoredOption[];
}

/** The bot's Worker, or null where there is none (a test in Node): the answer is then worked out here. */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
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
    return { game, chosen: a.answer.chosen, options: a.answer.options };
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
    }
    if (this.#worker) this.#worker.postMessage(req);
    else setTimeout(() => this.#heard(answerRequest(req)), 0);
  }

  /** The worker failed: answer what it was asked on this thread, and every later question too. */
  #withoutWorker(worker: Worker): void {
    worker.terminate();
    if (this.#worker !== worker) return;
    this.#worker = null;
    for (const req of this.#requests.values()) setTimeout(() => this.#heard(answerRequest(req)), 0);
  }

  #heard(answer: BotAnswer): void {
    const game = this.#pending.get(answer.id);
    this.#pending.delete(answer.id);
    this.#requests.delete(answer.id);
    if (game) this.#answer = { game, answer };
  }

  /** Done plays the bot's action (its dice, if any, rolled by the app). */
  protected toPlay(s: Session): Action | null {
    const p = this.proposal;
    return p && p.game === s.game ? actionToPlay(p.chosen) : null;
  }

  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#pending.clear();
    this.#requests.clear();
  }
}
