// The guided first battle on the real play screen (issue 25): what its guide card says now. The
// game is an ordinary saved game (marked in its setup, isBattleGame); this driver, beside the solo
// driver (solo.svelte.ts), only reads it and plays the opponent's actions through the session like
// any tap, so they are saved, undone and resumed like any action. The opponent is the battle's
// script as a bot `Player` (issue 31: as OpenSpiel makes a scripted bot just another bot).
//
// The card, in order: the opponent's next action when the opponent decides (with the introduction
// of that step the first time it comes, and the sentence of what it does — applied when the player
// taps Continue); else the introduction of the player's step the first time it comes (what to do,
// why, the rule), put away with "Got it"; else, once the first two game turns are played, the end
// of the guided part and the way to the final scoring. While a card is up the play screen shows it
// in the action bar's place and the board waits (PlayScreen's `guide`).
import type { Player } from '$lib/bot';
import { BATTLE_SETUP_LENGTH, HUMAN, INTRODUCTIONS, introduction, OPPONENT, scriptedOpponent, type Introduction } from '$lib/learn/battle';
import type { Action, Game } from '$lib/rules';
import { actionMarks, OpponentCard, type ActionMarks } from './opponent-card';
import type { Session } from './session.svelte';

export type GuideCard =
  /** `also`: a step the play screen asks about together with this one; `passed`: a step the last tap went through */
  | { kind: 'intro'; intro: Introduction; also: Introduction | null; passed: boolean }
  | { kind: 'opponent'; intro: Introduction | null; action: Action }
  | { kind: 'end' };

/** The battle's scripted opponent as a bot: its next action wherever the prompt names its seat. */
export const scriptedPlayer: Player = (view) => {
  const a = view.seat === OPPONENT ? scriptedOpponent(view.game) : null;
  if (!a) throw new Error('the script does not decide here');
  return a;
};

/** The guided part ends when this game turn begins (two full game turns played), or with the game. */
export const GUIDED_TURNS = 2;

/** Has the guided part been played through (the start of game turn 3, or the end of the battle)? */
export function guidedPartDone(game: Game): boolean {
  const s = game.state;
  if (s.stage === 'over') return true;
  return s.stage === 'play' && s.turn > GUIDED_TURNS && s.active === HUMAN && s.phase === 'discard' && !s.combat;
}

/**
 * The play screen asks the defender "withdraw, defend with cards, or neither?" in one go (the
 * Withdraw and the defence-cards steps): the player's first Withdraw step is introduced with the
 * defence cards' introduction too.
 */
function alsoAsked(intro: Introduction, player: number | null): Introduction | null {
  if (intro.id !== 'combat:withdraw' || player !== HUMAN) return null;
  const e = INTRODUCTIONS['combat:defender'];
  return e ? { id: 'combat:defender', title: e.title, text: e.you, rule: e.rule } : null;
}

export class GuidedBattle extends OpponentCard {
  /** the introductions put away (by step), while this game is on screen */
  #read = $state<string[]>([]);
  #endRead = $state(false);

  /** the opponent's next action, when the opponent decides (the script's, always legal) */
  readonly plan: Action | null = $derived.by(() => {
    const s = this.session();
    if (s.broken || s.game.state.stage !== 'play' || s.prompt.player !== OPPONENT) return null;
    const a = scriptedPlayer({ game: s.game, seat: OPPONENT, hand: [] });
    return 'action' in a ? a.action : a;
  });

  /**
   * The introductions of the steps the last tap went through without stopping there (taken at
   * once because nobody had anything to decide, or within the tap), oldest first: each is still
   * introduced, the first time it comes.
   */
  readonly passed: Introduction[] = $derived.by(() => {
    const s = this.session();
    const before = s.before;
    const out: Introduction[] = [];
    if (!before) return out;
    for (let g = s.game.previous; g && g.length > before.length; g = g.previous) {
      const i = introduction(g, HUMAN);
      if (i) out.push(i);
    }
    return out.reverse();
  });

  readonly card: GuideCard | null = $derived.by(() => {
    const s = this.session();
    const game = s.game;
    if (s.broken || game.state.stage === 'setup') return null;
    const passed = this.passed.find((i) => !this.#read.includes(i.id));
    if (passed) return { kind: 'intro', intro: passed, also: null, passed: true };
    const intro = introduction(game, HUMAN);
    if (this.plan) return { kind: 'opponent', intro, action: this.plan };
    if (intro && !this.#read.includes(intro.id)) return { kind: 'intro', intro, also: alsoAsked(intro, s.prompt.player), passed: false };
    if (!this.#endRead && guidedPartDone(game)) return { kind: 'end' };
    return null;
  });

  /** What the board shows while the card is up: the opponent's unit and where it goes or what it attacks. */
  readonly board: ActionMarks = $derived(this.plan ? actionMarks(this.plan) : { selected: null, highlights: {}, lines: [] });

  constructor(session: () => Session) {
    super(session);
    // an undo stops at the prepared setup: the battle never goes back into deployment
    session().undoFloor = BATTLE_SETUP_LENGTH;
  }

  /** Continue plays the opponent's action from the script. */
  protected toPlay(): Action | null {
    return this.plan;
  }

  /** "Got it": the introduction (or the end card) is put away. */
  dismiss(): void {
    const c = this.card;
    if (c?.kind === 'intro') this.#read = [...this.#read, c.intro.id, ...(c.also ? [c.also.id] : [])];
    else if (c?.kind === 'end') this.#endRead = true;
  }
}
