// 9.2-R11…R13 (A9): Guerrilla. The non-active player may cancel a Supply, Forced March, Regroup
// or restoring unit card the moment it is played — never in a combat, never a Leader rally.
import type { Ctx } from './context';
import { checkCard, tableToDiscard, toTable } from './decks';
import { moveUnit, unitById } from './ops';
import { fail, ok, type Result } from './result';
import { mayHold } from './sequence';
import { other, type GameState, type GuerrillaWindow } from './state';

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

/** 9.2-R12: Guerrilla played: both cards are discarded, the effect is lost for that purpose (5-R16, A27). */
export function guerrilla(c: Ctx, s: GameState): Result<void> {
  const w = s.pending;
  if (!w) return fail('guerrilla/nothing');
  const opp = other(s.active);
  const r = checkCard(s.decks[opp], c.catalog, s.armies![opp].nation, 'guerrilla');
  if (!r.ok) return r;
  toTable(s.decks[opp], 'guerrilla');
  tableToDiscard(s.decks[opp], 'guerrilla');
  tableToDiscard(s.decks[s.active], w.card);
  s.pending = null;
  if (w.purpose === 'supply-move') s.movement.supply = 'cancelled';
  if (w.purpose === 'forced-march') s.movement.moved.find((m) => m.unit === w.unit)!.forcedMarch = 'cancelled';
  // a cancelled restoration still used the phase's single attempt (A27): already marked
  return ok(undefined);
}

export function declineGuerrilla(s: GameState): Result<void> {
  if (!s.pending) return fail('guerrilla/nothing');
  resolvePending(s);
  return ok(undefined);
}
