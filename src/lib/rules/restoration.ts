// Rule 7 and 9.2 Redoubt: one restoration attempt per turn (7-R2), then at most one Redoubt.
import type { CardDef } from '../data/types';
import type { BuildRedoubt, Rally, Restore } from './actions';
import type { Square } from './board';
import { handCard, possibleCards, tableToDiscard, toTable } from './decks';
import { d6Within, validDice } from './dice';
import { offerGuerrilla } from './guerrilla';
import type { Ctx, Handlers, Lister } from './handler';
import { fail, ok, type Result } from './result';
import type { GameState } from './state';
import { unitOn, type Found } from './units';

/** 7-R2, 7-R5: the turn's one attempt (one unit, as Polish rule 7 says) is still to make, and no Redoubt yet. */
function attemptLeft(s: GameState): Result<void> {
  if (s.restorationUsed) return fail('restore/once');
  if (s.redoubtBuilt) return fail('restore/after-redoubt');
  return ok(undefined);
}

function attemptAllowed(s: GameState, square: string): Result<Found> {
  if (s.phase !== 'restoration') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  const left = attemptLeft(s);
  if (!left.ok) return left;
  const f = unitOn(s, square);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(square) });
  if (!f.unit.reduced) return fail('restore/not-reduced');
  return ok(f);
}

/** 7-R3: the cards that restore a unit outright: Supply, Regroup (any unit), the unit's own card. */
export function restoreCardFits(def: CardDef, unit: string): boolean {
  return (def.kind === 'hq' && (def.type === 'supply' || def.type === 'regroup')) || (def.kind === 'unit' && def.unit === unit);
}

/** 7-R3: Supply, Regroup (any reduced unit) or the unit's own card; Guerrilla may cancel (9.2-R11). */
export function restore(c: Ctx, s: GameState, a: Restore): Result<void> {
  const f = attemptAllowed(s, a.unit);
  if (!f.ok) return f;
  const card = handCard(c, s, s.active, a.card);
  if (!card.ok) return card;
  if (!restoreCardFits(card.value, f.value.unit.unit)) return fail('restore/wrong-card', { card: a.card });
  s.restorationUsed = true;
  offerGuerrilla(c, s, { card: a.card, purpose: 'restore', unit: f.value.unit.unit });
  return ok(undefined);
}

/** 7-R3, 9.1-R3: a Leader's rally: a d6 within the Rally range restores; Guerrilla cannot cancel it. */
export function rally(c: Ctx, s: GameState, a: Rally): Result<void> {
  const f = attemptAllowed(s, a.unit);
  if (!f.ok) return f;
  const card = handCard(c, s, s.active, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (def.kind !== 'leader') return fail('restore/wrong-card', { card: a.card });
  let success: boolean;
  if (def.rallyAutomatic)
    success = true; // 9.1-R6: the card's printed "Auto" (Palafox) wins over the rule
  else {
    if (!validDice(a.dice, [6])) return fail('dice/invalid', { sides: 6 });
    success = d6Within(a.dice![0]!, def.rally);
  }
  s.restorationUsed = true;
  toTable(s.decks[s.active], a.card);
  tableToDiscard(s.decks[s.active], a.card); // 7-R4: the card is spent either way
  if (success) f.value.unit.reduced = false;
  return ok(undefined);
}

/** 9.2-R14, R15: one Redoubt per turn, under an own unit without one (where the card puts it). */
function redoubtRefusal(s: GameState, square: Square): Result<void> {
  if (s.redoubtBuilt) return fail('redoubt/once');
  const f = unitOn(s, square);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(square) });
  if (s.redoubts.includes(square)) return fail('position/redoubt-twice', { square });
  return ok(undefined);
}

/** 9.2-R14, R15: one Redoubt per turn, under an own unit, one per square. */
export function buildRedoubt(c: Ctx, s: GameState, a: BuildRedoubt): Result<void> {
  if (s.phase !== 'restoration') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  const r = redoubtRefusal(s, a.unit);
  if (!r.ok) return r;
  const card = handCard(c, s, s.active, a.card);
  if (!card.ok) return card;
  if (!isRedoubt(card.value)) return fail('card/wrong-type', { card: a.card });
  toTable(s.decks[s.active], a.card);
  tableToDiscard(s.decks[s.active], a.card);
  s.redoubts.push(a.unit);
  s.redoubtBuilt = true;
  return ok(undefined);
}

function isRedoubt(def: CardDef): boolean {
  return def.kind === 'hq' && def.type === 'redoubt';
}

export const RESTORATION_HANDLERS: Handlers = { restore, rally, redoubt: buildRedoubt };

/** The Restoration Phase's legal actions: per reduced unit and card that may be in the hand; then Redoubts. */
export const restorationActions: Lister = (c, s, add) => {
  const me = s.active;
  const mine = possibleCards(c, s, me);
  const units = s.armies![me].units;
  if (attemptLeft(s).ok)
    for (const u of units.filter((x) => x.reduced))
      for (const d of mine) {
        if (restoreCardFits(d, u.unit)) add({ type: 'restore', card: d.id, unit: u.square });
        if (d.kind === 'leader') {
          if (d.rallyAutomatic) add({ type: 'rally', card: d.id, unit: u.square });
          else add({ type: 'rally', card: d.id, unit: u.square, dice: [] }, [6]);
        }
      }
  const red = mine.find(isRedoubt);
  if (red) for (const u of units) if (redoubtRefusal(s, u.square).ok) add({ type: 'redoubt', card: red.id, unit: u.square });
};
