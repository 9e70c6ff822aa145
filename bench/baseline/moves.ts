// What a seat may do now holding a given hand: the engine's legal actions (hands are hidden from
// it, so it lists every card that may be in a hand) narrowed to the cards held, plus the discards
// of several cards at once (4-R5), which the engine does not list.
import { legalActions, prompt, type Action, type LegalAction, type Seat } from '../../src/lib/rules';
import type { BotView } from './types';

/** The cards an action takes from the acting seat's hand (HQ card ids are their type). */
export function cardsOf(a: Action): string[] {
  switch (a.type) {
    case 'discard':
      return a.cards;
    case 'supply':
      return ['supply'];
    case 'forced-march':
      return ['forced-march'];
    case 'guerrilla':
      return ['guerrilla'];
    case 'scout':
    case 'assault':
    case 'ambush':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
    case 'withdraw':
    case 'play':
    case 'restore':
    case 'rally':
    case 'redoubt':
      return [a.card];
    default:
      return [];
  }
}

/** Does the hand hold every card of the list (copies counted)? */
export function holds(hand: readonly string[], cards: readonly string[]): boolean {
  if (cards.length === 1) return hand.includes(cards[0]!);
  const left = [...hand];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** Every distinct set of 2 or more cards of the hand (copies of one card are alike), hand order. */
export function multiDiscards(hand: readonly string[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const cards: string[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) cards.push(hand[i]!);
    if (cards.length < 2) continue;
    const key = [...cards].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(cards);
  }
  return out;
}

/** The seat that decides now (null: both, or nobody once the game is over). */
export function decider(view: BotView): Seat | null {
  return prompt(view.game).player;
}

/**
 * Every action this seat may take now holding `hand` (issue 26's contract): nothing when another
 * seat decides; the steps both players take (the first-player roll, the deal) for either seat.
 * Dice are left to fill (`dice` gives the sides). Not listed: the map (3-R2; see `chooseMap`).
 */
export function legalMoves(view: BotView): LegalAction[] {
  const { game, seat, hand } = view;
  const p = prompt(game);
  if (p.stage === 'over') return [];
  if (p.player !== null && p.player !== seat) return [];
  const out: LegalAction[] = [];
  for (const la of legalActions(game)) {
    const cards = cardsOf(la.action);
    if (cards.length === 0 || p.stage === 'setup' || holds(hand, cards)) out.push(la);
  }
  if (p.stage === 'play' && p.step === 'discard') for (const cards of multiDiscards(hand)) out.push({ action: { type: 'discard', cards } });
  return out;
}
