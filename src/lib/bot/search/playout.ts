// One simulated future played on the engine (issue 32): from a position, both seats act by a quick
// policy with the cards they hold in that future, every action through applyAction, the dice from
// the future's own stream, each seat's hand followed by the app's own fold (hand.ts: draws from the
// future's draw piles, reshuffles 2.3-R2, cards played), until a stopping point or the game's end.
import { applyAction, prompt, type Action, type Game, type LegalAction, type Seat } from '../../rules';
import { foldInPlace, type SeatCards } from '../hand';
import { withDice } from '../match';
import { mix, rng } from '../rng';
import type { Steps } from '../steps';
import type { BotView } from '../types';
import type { Future } from './futures';

/** A seat's choice in a simulated future (dice are filled in by the playout). */
export type Policy = (view: BotView) => Action | LegalAction;

export interface Playout {
  game: Game;
  cards: [SeatCards, SeatCards];
  /** actions played (the candidate's included) */
  actions: number;
  /** false when an action was refused (a bug: the future is not counted) */
  ok: boolean;
}

/** A copy of a future's cards (each playout changes its own). */
function copyCards(f: Future): [SeatCards, SeatCards] {
  const copy = (c: SeatCards): SeatCards => ({ hand: [...c.hand], drawPile: [...c.drawPile], unknown: [] });
  return [copy(f.cards[0]), copy(f.cards[1])];
}

/** A playout's working state: the game, the cards, the dice and the actions so far. */
class Run {
  game: Game;
  cards: [SeatCards, SeatCards];
  actions = 0;
  ok = true;
  readonly dice: () => number;
  readonly seeds: [number, number];

  constructor(game: Game, f: Future) {
    this.game = game;
    this.cards = copyCards(f);
    this.dice = rng(mix(f.seed, 0xd1ce));
    this.seeds = [mix(f.seed, 0x5ea7, 0), mix(f.seed, 0x5ea7, 1)];
  }

  /** Apply one action (dice filled from the future's stream) and follow both seats' hands. */
  play(move: Action | LegalAction): boolean {
    const before = this.game;
    const action = withDice(before, move, this.dice);
    const r = applyAction(before, action);
    if (!r.ok) return (this.ok = false);
    // a seat's hand changes only when its count does (a draw, a card played, Skirmish's card back)
    for (const seat of [0, 1] as Seat[])
      if (before.state.decks[seat].hand !== r.value.state.decks[seat].hand)
        foldInPlace(this.cards[seat], seat, this.seeds[seat], before.catalog, before.state, r.value.state, action);
    this.game = r.value;
    this.actions++;
    return true;
  }
}

/**
 * Play `first` (the candidate's actions, by the seat deciding now), then let `policy` act for
 * whichever seat the engine's prompt names, until `stop` says so, the game ends, or `limit`
 * actions have been played. In steps (`finish` runs it at once): it yields after each action the
 * policy chose.
 */
export function* playOutSteps(
  game: Game,
  f: Future,
  first: readonly (Action | LegalAction)[],
  policy: Policy,
  stop: (g: Game) => boolean,
  limit = 400
): Steps<Playout> {
  const run = new Run(game, f);
  for (const a of first) if (!run.play(a)) return run;
  while (run.game.state.stage !== 'over' && run.actions < limit && !stop(run.game)) {
    const seat = prompt(run.game).player;
    if (seat === null) break;
    if (!run.play(policy({ game: run.game, seat, hand: [...run.cards[seat].hand] }))) break;
    yield;
  }
  return run;
}
