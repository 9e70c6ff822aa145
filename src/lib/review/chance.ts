// The first seat's chance to win a position (issue 33): a logistic model of public facts — the
// armies' strength on the map and their full-strength units, the race to five eliminations (2.1),
// the squares each side would control at nightfall (2.2) as the night nears (2.3) and the tie-breaks
// (2.2-R6) — fitted to the results of bot-against-bot games (bench/review.ts writes calibration.ts).
// Every feature is seat 0's less seat 1's, and the model has no constant: the two seats' chances
// always add up to 1. A finished game is certain.
import { nightfallControl, positionOf, type Game, type GameState, type Seat } from '../rules';
import { MODEL } from './calibration';
import type { ChanceModel } from './types';

/** The features' names, in the order of `features` and of the model's weights. */
export const FEATURES = ['strength', 'full', 'eliminated', 'brink', 'lead', 'lead-near', 'edge-near', 'edge-dusk', 'tempo'] as const;

/** Cards left in a seat's original deck (none once it is exhausted or reshuffled, 2.3-R1). */
function cardsLeft(s: GameState, seat: Seat): number {
  const d = s.decks[seat];
  return d.exhausted || d.reshuffles > 0 ? 0 : d.drawPile;
}

/** How near the night is, 0 (far) … 1 (it falls this game turn): the slower deck's cards left at about 2.5 a turn. */
export function nearness(s: GameState): number {
  if (s.nightfallDue) return 1;
  return Math.exp(-Math.max(cardsLeft(s, 0), cardsLeft(s, 1)) / 2.5 / 2.5);
}

/** 2.2-R6 as a number for seat 0: +1 when seat 0 wins a tie on squares, −1 when seat 1 does. */
function tieBreak(g: Game): number {
  const a = g.state.armies!;
  const by0 = a[1].eliminated.length;
  const by1 = a[0].eliminated.length;
  if (by0 !== by1) return by0 > by1 ? 1 : -1;
  const r0 = a[0].units.filter((u) => u.reduced).length;
  const r1 = a[1].units.filter((u) => u.reduced).length;
  if (r0 !== r1) return r0 < r1 ? 1 : -1;
  return g.catalog.army(a[0].nation).tieBreakRank < g.catalog.army(a[1].nation).tieBreakRank ? 1 : -1;
}

/** The features of a game in play (seat 0's less seat 1's), or null before both armies stand on the map. */
export function features(g: Game): number[] | null {
  const s = g.state;
  const a = s.armies;
  if (!a || !a[0].edge || !a[1].edge || s.stage !== 'play') return null;
  const side = (seat: Seat) => {
    let strength = 0;
    let full = 0;
    for (const u of a[seat].units) {
      const d = g.catalog.unit(a[seat].nation, u.unit);
      strength += d ? (u.reduced ? d.reduced : d.full) : 0;
      if (!u.reduced) full++;
    }
    return { strength, full, lost: a[seat].eliminated.length };
  };
  const x = side(0);
  const y = side(1);
  const [c0, c1] = nightfallControl(positionOf(s, g.catalog));
  const lead = c0.score - c1.score;
  const near = nearness(s);
  const edge = Math.tanh((lead + 0.5 * tieBreak(g)) / 1.5);
  return [
    x.strength - y.strength,
    x.full - y.full,
    y.lost - x.lost,
    (y.lost >= 4 ? 1 : 0) - (x.lost >= 4 ? 1 : 0),
    lead,
    lead * near,
    edge * near,
    edge * (s.nightfallDue ? 1 : 0),
    s.active === 0 ? 1 : -1
  ];
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const logit = (p: number) => Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));

/** The logit of seat 0's chance (±∞ for a finished game; 0 before play). */
export function logitOf(g: Game, model: ChanceModel = MODEL): number {
  const s = g.state;
  if (s.stage === 'over') return s.result ? (s.result.winner === 0 ? Infinity : -Infinity) : 0;
  const x = features(g);
  if (!x) return 0;
  let z = 0;
  for (let i = 0; i < x.length; i++) z += (model.weights[i] ?? 0) * x[i]!;
  return z;
}

/** Seat 0's estimated chance to win, 0…1. */
export function chanceOf(g: Game, model: ChanceModel = MODEL): number {
  return sigmoid(logitOf(g, model));
}
