// A whole game between two Players, from setup to its end (issue 26's harness): real shuffled decks
// and hands and random dice, all from the seed; the map laid from the seed; each seat's Player
// asked whenever the engine's prompt says that seat decides; every action through applyAction.
import { applyAction, newGame, prompt, type Action, type Game, type LegalAction, type NationId, type Seat } from '../rules';
import { emptyCards, foldInPlace, type SeatCards } from './hand';
import { legalMoves } from './moves';
import { chooseMap } from './opening';
import { mix, pick, rng } from './rng';
import type { BotView, Player } from './types';

export interface MatchOptions {
  seed: number;
  players: [Player, Player];
  /** seat 0's nation and seat 1's (else the players choose them, 3-R3, 3-R4) */
  nations?: [NationId, NationId];
}

export interface MatchResult {
  game: Game;
  winner: Seat | null;
  actions: number;
  /** milliseconds per Player decision */
  decisions: number[];
}

/** A game longer than this is stopped without a winner (a real one has a few hundred actions). */
export const MAX_MATCH_ACTIONS = 6000;

/** The seed of a seat's deck order in a match (both seats' cards are folded like the app's opponent's). */
export function matchDeckSeed(seed: number, seat: Seat): number {
  return mix(seed, 0xdec4, seat);
}

/** An action with its dice filled in (a LegalAction names the sides; a bare roll takes the prompt's). */
export function withDice(game: Game, move: Action | LegalAction, r: () => number): Action {
  const roll = (sides: number[]) => sides.map((n) => 1 + Math.floor(r() * n));
  if ('action' in move) {
    const a = structuredClone(move.action) as Action & { dice?: number[] };
    if (move.dice) a.dice = roll(move.dice);
    return a;
  }
  const a = structuredClone(move) as Action & { dice?: number[] };
  if ((a.type === 'roll' || a.type === 'roll-first-player') && (!a.dice || a.dice.length === 0))
    a.dice = roll(prompt(game).dice ?? [10, 10]);
  if ((a.type === 'withdraw' || a.type === 'rally') && Array.isArray(a.dice) && a.dice.length === 0) a.dice = roll([6]);
  return a;
}

/** Play a whole game. Throws when a Player's action is refused by the engine (a bug, never a move). */
export function playMatch(o: MatchOptions): MatchResult {
  const r = rng(mix(o.seed, 0x6a7c));
  let game = newGame({ players: ['Adiutant 1', 'Adiutant 2'], options: { nightfall: r() < 0.5 ? 'game-turn' : 'player-turn' } });
  const seeds: [number, number] = [matchDeckSeed(o.seed, 0), matchDeckSeed(o.seed, 1)];
  const cards: [SeatCards, SeatCards] = [emptyCards(), emptyCards()];
  const decisions: number[] = [];
  let n = 0;
  for (; n < MAX_MATCH_ACTIONS && game.state.stage !== 'over'; n++) {
    const s = game.state;
    const p = prompt(game);
    let move: Action | LegalAction;
    if (p.step === 'roll') move = { type: 'roll-first-player', dice: [1 + Math.floor(r() * 10), 1 + Math.floor(r() * 10)] };
    else if (p.step === 'map') move = chooseMap(mix(o.seed, 0x3a9));
    else if (p.step === 'deal') move = { type: 'deal' };
    else if (o.nations && p.step === 'nations') move = { type: 'choose-nations', nations: [o.nations[0], o.nations[1]] };
    else if (o.nations && p.step === 'army') move = { type: 'choose-army', nation: o.nations[s.first!] };
    else {
      const seat = p.player!;
      const view: BotView = { game, seat, hand: [...cards[seat].hand] };
      const t0 = performance.now();
      move = o.players[seat](view);
      decisions.push(performance.now() - t0);
    }
    const action = withDice(game, move, r);
    const res = applyAction(game, action);
    if (!res.ok) throw new Error(`playMatch seed ${o.seed}: action ${n + 1} refused: ${JSON.stringify(action)}: ${res.error.message}`);
    for (const seat of [0, 1] as Seat[]) foldInPlace(cards[seat], seat, seeds[seat], game.catalog, s, res.value.state, action);
    game = res.value;
  }
  return { game, winner: game.state.result?.winner ?? null, actions: n, decisions };
}

/** A Player choosing uniformly among its legal moves (seeded by the game's length): the baseline. */
export function randomPlayer(seed: number): Player {
  return (view) => {
    const r = rng(mix(seed, view.game.length, view.seat));
    const p = prompt(view.game);
    if (p.step === 'map') return chooseMap(mix(seed, view.game.length));
    const moves = legalMoves(view);
    const m = pick(moves, r);
    if (!m) throw new Error(`randomPlayer: no legal action at ${p.step}`);
    return m;
  };
}
