// 9.2-R11…R13: Guerrilla. The non-active player may cancel a Supply, Forced March, Regroup
// or restoring unit card the moment it is played — never in a combat, never a Leader rally.
import { other } from './board';
import { handCard, tableToDiscard, toTable } from './decks';
import type { Ctx, Handlers, Lister } from './handler';
import { fail, ok, type Result } from './result';
import { mayHold } from './sequence';
import type { GameState, GuerrillaWindow } from './state';
import { moveUnit, unitById } from './units';

/** Put a just-played card on the table and open the Guerrilla window if the opponent could answer. */
export function offerGuerrilla(c: Ctx, s: GameState, w: GuerrillaWindow): void {
  toTable(s.decks[s.active], w.card);
  s.pending = w;
  if (!mayHold(c, s, other(s.active), 'guerrilla')) resolvePending(s);
}

/** The card's effect goes ahead (no Guerrilla was played). */
export function resolvePending(s: GameState): void {
  const w = s.pending;
  if (!w) return;
  s.pending = null;
  tableToDiscard(s.decks[s.active], w.card);
  const me = s.active;
  switch (w.purpose) {
    case 'supply-move':
      s.movement.supply = 'played';
      break;
    case 'forced-march': {
      const u = unitById(s, me, w.unit!)!;
      moveUnit(s, u, w.to!);
      s.movement.moved.find((m) => m.unit === w.unit)!.forcedMarch = 'done';
      break;
    }
    case 'restore':
      unitById(s, me, w.unit!)!.reduced = false;
      break;
  }
}

/** 9.2-R12: Guerrilla played: both cards are discarded, the effect is lost for that purpose (5-R16, 7-R2). */
export function guerrilla(c: Ctx, s: GameState): Result<void> {
  const w = s.pending;
  if (!w) return fail('guerrilla/nothing');
  const opp = other(s.active);
  const r = handCard(c, s, opp, 'guerrilla');
  if (!r.ok) return r;
  toTable(s.decks[opp], 'guerrilla');
  tableToDiscard(s.decks[opp], 'guerrilla');
  tableToDiscard(s.decks[s.active], w.card);
  s.pending = null;
  if (w.purpose === 'supply-move') s.movement.supply = 'cancelled';
  if (w.purpose === 'forced-march') s.movement.moved.find((m) => m.unit === w.unit)!.forcedMarch = 'cancelled';
  // a cancelled restoration still used the phase's single attempt (7-R2): already marked
  return ok(undefined);
}

/** 9.2-R11: the non-active player lets the card just played take effect. */
export function declineGuerrilla(_c: Ctx, s: GameState): Result<void> {
  if (!s.pending) return fail('guerrilla/nothing');
  resolvePending(s);
  return ok(undefined);
}

/** A Guerrilla window (9.2-R11): only its answer, or letting the card be. */
export const GUERRILLA_HANDLERS: Handlers = {
  guerrilla,
  pass: declineGuerrilla
};

/** Guerrilla when the opponent may hold one, and letting the card be. */
export const guerrillaActions: Lister = (c, s, add) => {
  if (handCard(c, s, other(s.active), 'guerrilla').ok) add({ type: 'guerrilla' });
  add({ type: 'pass' });
};
