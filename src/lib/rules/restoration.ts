// Rule 7 and 9.2 Redoubt: one restoration attempt per turn (7-R2, A27), then at most one Redoubt.
import type { BuildRedoubt, Rally, Restore } from './actions';
import type { Ctx } from './context';
import { checkCard, tableToDiscard, toTable } from './decks';
import { offerGuerrilla } from './guerrilla';
import { unitOn } from './ops';
import { fail, ok, type Result } from './result';
import type { GameState } from './state';

function attemptAllowed(s: GameState, square: string): Result<NonNullable<ReturnType<typeof unitOn>>> {
  if (s.phase !== 'restoration') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  if (s.restorationUsed) return fail('restore/once');
  if (s.redoubtBuilt) return fail('restore/after-redoubt');
  const f = unitOn(s, square);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(square) });
  if (!f.unit.reduced) return fail('restore/not-reduced');
  return ok(f);
}

/** 7-R3: Supply, Regroup (any reduced unit) or the unit's own card; Guerrilla may cancel (9.2-R11). */
export function restore(c: Ctx, s: GameState, a: Restore): Result<void> {
  const f = attemptAllowed(s, a.unit);
  if (!f.ok) return f;
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  const fits =
    (def.kind === 'hq' && (def.type === 'supply' || def.type === 'regroup')) ||
    (def.kind === 'unit' && def.unit === f.value.unit.unit);
  if (!fits) return fail('restore/wrong-card', { card: a.card });
  s.restorationUsed = true;
  offerGuerrilla(c, s, { card: a.card, purpose: 'restore', unit: f.value.unit.unit });
  return ok(undefined);
}

/** 7-R3, 9.1-R3: a Leader's rally: a d6 within the Rally range restores; Guerrilla cannot cancel it. */
export function rally(c: Ctx, s: GameState, a: Rally): Result<void> {
  const f = attemptAllowed(s, a.unit);
  if (!f.ok) return f;
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, a.card);
  if (!card.ok) return card;
  const def = card.value;
  if (def.kind !== 'leader') return fail('restore/wrong-card', { card: a.card });
  let success: boolean;
  if (def.rallyAutomatic) success = true; // A30: printed "Auto" (Palafox)
  else {
    const die = a.dice?.[0];
    if (a.dice?.length !== 1 || !Number.isInteger(die) || die! < 1 || die! > 6) return fail('dice/invalid', { sides: 6 });
    success = die! <= def.rally;
  }
  s.restorationUsed = true;
  toTable(s.decks[s.active], a.card);
  tableToDiscard(s.decks[s.active], a.card); // 7-R4: the card is spent either way
  if (success) f.value.unit.reduced = false;
  return ok(undefined);
}

/** 9.2-R14, R15 (A25): one Redoubt per turn, under an own unit, one per square. */
export function buildRedoubt(c: Ctx, s: GameState, a: BuildRedoubt): Result<void> {
  if (s.phase !== 'restoration') return fail('phase/wrong', { phase: s.phase });
  if (s.pending) return fail('guerrilla/awaiting');
  if (s.redoubtBuilt) return fail('redoubt/once');
  const f = unitOn(s, a.unit);
  if (!f || f.seat !== s.active) return fail('move/not-your-unit', { square: String(a.unit) });
  if (s.redoubts.includes(a.unit)) return fail('position/redoubt-twice', { square: a.unit });
  const card = checkCard(s.decks[s.active], c.catalog, s.armies![s.active].nation, a.card);
  if (!card.ok) return card;
  if (card.value.kind !== 'hq' || card.value.type !== 'redoubt') return fail('card/wrong-type', { card: a.card });
  toTable(s.decks[s.active], a.card);
  tableToDiscard(s.decks[s.active], a.card);
  s.redoubts.push(a.unit);
  s.redoubtBuilt = true;
  return ok(undefined);
}
