// A game holding a stage's position, so that the engine itself says why a square is wrong: the
// refusal `applyAction` gives for a move to it, or a Bombardment at it. The same thing the rule
// tests do with their scenarios: the position's units on the map, both hands at 5 (hidden, so any
// card of the army may be in them), the given player's turn at the given phase. It is never shown
// or saved, only asked.
import { newGame, type ArmyState, type DeckState, type Game, type GameState, type Phase, type Position, type Seat } from '$lib/rules';

const deck = (): DeckState => ({ drawPile: 55, hand: 5, discard: [], inPlay: [], reshuffles: 0, exhausted: false, exhaustedTurn: null });

/** The game at `phase` of `seat`'s player turn (game turn 2) on this position. */
export function probeGame(p: Position, seat: Seat, phase: Phase): Game {
  const start = newGame({ players: ['', ''] }, p.catalog);
  const army = (i: 0 | 1): ArmyState => {
    const a = p.armies[i];
    const on = new Set(a.units.map((u) => u.unit));
    return {
      nation: a.nation,
      edge: a.edge,
      units: a.units.map((u) => ({ unit: u.unit, square: u.square, reduced: u.reduced })),
      eliminated: p.catalog
        .army(a.nation)
        .units.filter((u) => !on.has(u.id))
        .map((u) => u.id),
      toDeploy: []
    };
  };
  const state: GameState = {
    ...start.state,
    stage: 'play',
    setupStep: 'deploy',
    rolls: [[2, 1]],
    first: 0,
    terrain: [...p.terrain],
    sections: null,
    nations: [p.armies[0].nation, p.armies[1].nation],
    armies: [army(0), army(1)],
    redoubts: [...p.redoubts],
    decks: [deck(), deck()],
    turn: 2,
    active: seat,
    phase
  };
  return { ...start, state };
}
