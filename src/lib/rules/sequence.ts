// Rule 4: the sequence of play. Five phases in strict order for the active player (4-R2, 4-R3),
// then the other player; a game turn is both player turns (4-R1). Also the Discard and Draw
// Phases, Scout/Spy, and the end of the day (2.3).
import type { CardDef } from '../data/types';
import type { Discard, EndPhase, PlayScout } from './actions';
import { other, squareIndex, type Seat } from './board';
import { checkCard, drawToFive, handToDiscard, HAND_SIZE, knownOut, possibleCards, toTable, tableToDiscard } from './decks';
import type { Ctx, Handlers, Lister } from './handler';
import { basicMoves } from './movement';
import { fail, ok, type Result } from './result';
import { PHASES, positionOf, type DeckState, type GameState } from './state';
import { nightfallScore } from './victory';

/**
 * 4-R5: discard any number of cards (zero to all) in the Discard Phase. Discarding none is ending
 * the phase; a discard action names at least one card, so that every action in a log does something.
 */
export function discard(c: Ctx, s: GameState, a: Discard): Result<void> {
  if (s.phase !== 'discard') return fail('phase/wrong', { phase: s.phase });
  if (!Array.isArray(a.cards)) return fail('card/list');
  if (a.cards.length === 0) return fail('card/none');
  const d = s.decks[s.active];
  const nation = s.armies![s.active].nation;
  if (a.cards.length > d.hand) return fail('card/empty-hand');
  for (const card of a.cards) {
    const r = checkCard(d, c.catalog, nation, card);
    if (!r.ok) return r;
    handToDiscard(d, card);
  }
  return ok(undefined);
}

/**
 * 4-R8, 2.3-R2: is there anything to draw: a hand under 5 and a card left in the deck or the
 * discard pile (the log holds no empty draws)?
 */
export function canDraw(d: DeckState): boolean {
  return d.hand < HAND_SIZE && (d.drawPile > 0 || d.discard.length > 0);
}

/** 4-R8: draw up to 5 (Draw Phase; again after a Scout/Spy played mid-draw, 9.2-R25). */
export function draw(_c: Ctx, s: GameState): Result<void> {
  if (s.phase !== 'draw') return fail('phase/wrong', { phase: s.phase });
  const d = s.decks[s.active];
  if (!canDraw(d)) return fail('card/nothing-to-draw');
  const before = d.exhausted;
  drawToFive(d, s.turn);
  // 2.3-R3: the second player to exhaust their first deck brings nightfall
  if (!before && d.exhausted && s.decks[other(s.active)].exhausted) s.nightfallDue = true;
  return ok(undefined);
}

/** 9.2-R25: the Scout/Spy HQ card. */
function isScout(def: CardDef): boolean {
  return def.kind === 'hq' && def.type === 'scout';
}

/**
 * Who acts in an open combat: the defender at Withdraw, defence cards and its retreat (6.1 steps
 * 3–4, 6.5-R7), the named player at Retreat-or-Hit (6.5-R2), the active player otherwise.
 */
export function combatActor(s: GameState): Seat {
  const cb = s.combat!;
  if (cb.step === 'withdraw' || cb.step === 'defender' || cb.step === 'retreat') return other(s.active);
  return cb.step === 'choose' ? cb.chooser! : s.active;
}

/**
 * 9.2-R25, A26: Scout/Spy, any time in the active player's own turn: every phase, mid-draw and
 * their own combat included (it changes nothing on the table). The app takes a turn one answer at
 * a time, so it waits while the opponent is to answer (Guerrilla, Withdraw, defence cards, their
 * retreat or their Retreat-or-Hit choice) and may be played as soon as that answer is in.
 */
export function scout(c: Ctx, s: GameState, a: PlayScout): Result<void> {
  if (s.pending || (s.combat && combatActor(s) !== s.active)) return fail('card/scout-wait');
  const nation = s.armies![s.active].nation;
  const r = checkCard(s.decks[s.active], c.catalog, nation, a.card);
  if (!r.ok) return r;
  if (!isScout(r.value)) return fail('card/wrong-type', { card: a.card });
  toTable(s.decks[s.active], a.card);
  tableToDiscard(s.decks[s.active], a.card); // the opponent shows their hand; the card is spent
  return ok(undefined);
}

/** 5-R1: does the active player have any unit with a legal basic move (if not, the phase passes)? */
export function anyMovePossible(c: Ctx, s: GameState): boolean {
  const p = positionOf(s, c.catalog);
  return s.armies![s.active].units.some((u) => basicMoves(p, squareIndex(u.square)).length > 0);
}

/** Why the current phase cannot end yet, if it cannot (4-R8 draw to 5, 5-R1 one move, 6 open combat). */
export function endPhaseBlocker(c: Ctx, s: GameState): Result<void> {
  if (s.pending) return fail('guerrilla/awaiting');
  if (s.combat) return fail('combat/in-progress');
  if (s.phase === 'draw' && canDraw(s.decks[s.active])) return fail('phase/draw-first');
  if (s.phase === 'movement' && s.movement.moved.length === 0 && anyMovePossible(c, s)) return fail('move/required');
  return ok(undefined);
}

/** 4-R3: phases end in order; the Restoration Phase ends the player turn. */
export function endPhase(c: Ctx, s: GameState, _a: EndPhase): Result<void> {
  const blocked = endPhaseBlocker(c, s);
  if (!blocked.ok) return blocked;
  const i = PHASES.indexOf(s.phase);
  if (i < PHASES.length - 1) {
    s.phase = PHASES[i + 1]!;
    return ok(undefined);
  }
  endPlayerTurn(c, s);
  return ok(undefined);
}

/** 4-R1, 2.3-R3: the end of a player turn; nightfall when due (at the game turn's end, or this turn's by option). */
export function endPlayerTurn(c: Ctx, s: GameState): void {
  const second = other(s.first!);
  if (s.nightfallDue && (c.options.nightfall === 'player-turn' || s.active === second)) {
    const score = nightfallScore(positionOf(s, c.catalog));
    s.stage = 'over';
    s.result = { winner: s.armies![0].nation === score.winner ? 0 : 1, by: 'nightfall', score };
    return;
  }
  s.active = other(s.active);
  if (s.active === s.first) s.turn++;
  s.phase = 'discard';
  s.movement = { moved: [], supply: 'none' };
  s.combatUsed = false;
  s.restorationUsed = false;
  s.redoubtBuilt = false;
}

/** Could the opponent possibly hold this kind of card (for offering an answer such as Guerrilla)? */
export function mayHold(c: Ctx, s: GameState, seat: Seat, type: string): boolean {
  const d = s.decks[seat];
  if (d.hand <= 0) return false;
  const deck = c.catalog.army(s.armies![seat].nation).deck;
  return deck.some((x) => x.kind === 'hq' && x.type === type && x.copies - knownOut(d, x.id) > 0);
}

export const SEQUENCE_HANDLERS: Handlers = {
  'end-phase': endPhase,
  discard,
  draw,
  scout
};

/** 4-R5: the Discard Phase lists each card that may be in the hand, one at a time. */
export const discardActions: Lister = (c, s, add) => {
  for (const d of possibleCards(c, s, s.active)) add({ type: 'discard', cards: [d.id] });
};

/** 4-R8: the Draw Phase's draw, when there is anything to draw. */
export const drawActions: Lister = (_c, s, add) => {
  if (canDraw(s.decks[s.active])) add({ type: 'draw' });
};

/**
 * 9.2-R25, A26: Scout/Spy at any moment of the active player's own turn when it is theirs to act
 * (listed before a phase's actions, after a combat step's).
 */
export const scoutActions: Lister = (c, s, add) => {
  if (s.pending || (s.combat && combatActor(s) !== s.active)) return;
  const card = possibleCards(c, s, s.active).find(isScout);
  if (card) add({ type: 'scout', card: card.id });
};

/** 4-R3: the end of the phase, once nothing blocks it (listed after the phase's actions). */
export const endPhaseActions: Lister = (c, s, add) => {
  if (endPhaseBlocker(c, s).ok) add({ type: 'end-phase' });
};
