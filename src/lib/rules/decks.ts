// Rules 1.4, 2.3 and 4 (Discard/Draw): what the engine knows of each 60-card Action Deck. Hands are
// hidden, so a card play is checked against the catalogue: the card must exist in the nation's
// deck and not every copy may already be known to be in the discard pile or on the table.
import type { CardDef, NationId } from '../data/types';
import type { Seat } from './board';
import type { Catalog } from './catalog';
import type { Ctx } from './handler';
import { fail, ok, type Result } from './result';
import type { DeckState, GameState } from './state';

export const DECK_SIZE = 60;
export const HAND_SIZE = 5;

/** Copies of a card known to be out of the hands and the draw pile (discard pile + table). */
export function knownOut(d: DeckState, card: string): number {
  let n = 0;
  for (const c of d.discard) if (c === card) n++;
  for (const c of d.inPlay) if (c === card) n++;
  return n;
}

/**
 * 4-R6: how many copies of a card may still be in this player's hand: the printed copies less those
 * known to be on the discard pile or on the table, and never more than the hand holds (hands are hidden).
 */
export function copiesLeft(d: DeckState, catalog: Catalog, nation: NationId, card: string): number {
  const def = catalog.card(nation, card);
  if (!def) return 0;
  return Math.max(0, Math.min(d.hand, def.copies - knownOut(d, card)));
}

/** 1.4-R2: would `used` copies of a card be more than the deck holds? */
export function beyondCopies(def: CardDef, used: number): boolean {
  return used > def.copies;
}

/** May this player take this card from their hand (1.4-R5: only from their own deck)? */
export function checkCard(d: DeckState, catalog: Catalog, nation: NationId, card: string): Result<CardDef> {
  const def = catalog.card(nation, card);
  if (!def) return fail('card/unknown', { card });
  if (d.hand <= 0) return fail('card/empty-hand');
  if (beyondCopies(def, knownOut(d, card) + 1)) return fail('card/all-copies-out', { card });
  return ok(def);
}

/** checkCard for a seat of the game: a card of that player's own deck that may be in their hand. */
export function handCard(c: Ctx, s: GameState, seat: Seat, card: string): Result<CardDef> {
  return checkCard(s.decks[seat], c.catalog, s.armies![seat].nation, card);
}

/** The cards of the catalogue that may still be in a seat's hand (hands are hidden: 4-R6, 1.4-R5). */
export function possibleCards(c: Ctx, s: GameState, seat: Seat): CardDef[] {
  const d = s.decks[seat];
  // checkCard's test without its reason (asked of every card of the deck at every step)
  if (d.hand <= 0) return [];
  return c.catalog.army(s.armies![seat].nation).deck.filter((def) => !beyondCopies(def, knownOut(d, def.id) + 1));
}

/** Card from hand onto the table (it stays there until its effect is resolved, 6.7-R1). */
export function toTable(d: DeckState, card: string): void {
  d.hand--;
  d.inPlay.push(card);
}

/** 6.7-R1: a card on the table goes to its owner's discard pile (every card, once resolved). */
export function tableToDiscard(d: DeckState, card: string): void {
  const i = d.inPlay.lastIndexOf(card);
  if (i >= 0) d.inPlay.splice(i, 1);
  d.discard.push(card);
}

/** Everything on the table to the discard pile, in the order played. */
export function clearTable(d: DeckState): void {
  d.discard.push(...d.inPlay);
  d.inPlay = [];
}

/** 6.7-R3: Skirmish returns the initiating card to the hand. */
export function tableToHand(d: DeckState, card: string): void {
  const i = d.inPlay.lastIndexOf(card);
  if (i >= 0) d.inPlay.splice(i, 1);
  d.hand++;
}

/** 4-R5: discard a card straight from the hand. */
export function handToDiscard(d: DeckState, card: string): void {
  d.hand--;
  d.discard.push(card);
}

/**
 * 4-R8 and 2.3-R2: draw until holding 5. An empty draw pile is refilled by shuffling the discard
 * pile only (not the hand or the table), when a card is needed; the flag "first deck exhausted" is
 * set when the last card of the original deck is drawn (2.3-R1); with both piles empty the player
 * simply draws fewer.
 * Returns the number of cards drawn.
 */
export function drawToFive(d: DeckState, turn: number): number {
  let drawn = 0;
  while (d.hand < HAND_SIZE) {
    if (d.drawPile === 0) {
      if (d.discard.length === 0) break;
      d.drawPile = d.discard.length;
      d.discard = [];
      d.reshuffles++;
    }
    d.drawPile--;
    d.hand++;
    drawn++;
    if (d.drawPile === 0 && d.reshuffles === 0 && !d.exhausted) {
      d.exhausted = true;
      d.exhaustedTurn = turn;
    }
  }
  return drawn;
}

/** 3-R7: the opening hand of 5, dealt before deployment. */
export function deal(d: DeckState): void {
  d.drawPile -= HAND_SIZE;
  d.hand += HAND_SIZE;
}

/** The only public card of a discard pile: its top (4-R6). */
export function topOfDiscard(d: DeckState): string | null {
  return d.discard.length ? d.discard[d.discard.length - 1]! : null;
}

/** Invariant of 1.4-R2: every card is in the draw pile, a hand, the discard pile or on the table. */
export function deckCount(d: DeckState): number {
  return d.drawPile + d.hand + d.discard.length + d.inPlay.length;
}
