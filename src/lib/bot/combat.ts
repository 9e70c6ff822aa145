// Combat as the bot sees it (rule 6): the totals and dice of a combat from the engine, the exact
// odds (combatOdds), what each result is worth to each side (values.ts), and what the other side
// may still add from a hand the bot cannot see (its deck less the cards seen).
import type { UnitCardDef } from '../data/types';
import { combatOdds, combatResult, combatTotalsOf, other, type CombatForm, type Game, type GameState, type Seat } from '../rules';
import { cached, isUnitCard, meanDice, meanLeaderCombat, pHolds, sidesOf, type Knowledge } from './knowledge';
import { boardOf, hasOpenNeighbour, sqIndex } from './board';
import type { EvalWeights } from './weights';
import { positionStakes } from './outcome';
import { ADVANCE, elimLoss, hitLoss, isCavalry, RETREAT, type Stakes } from './values';

/** A retreat's cost beyond the squares it changes (the defender pushed off its line), with `position`. */
const PUSHED = 0.5;

export interface Line {
  kind: CombatForm;
  dice: number[];
  base: number;
  defense: number;
}

/** 6.1-R16, 6.2-R8, 9.1-R5, 9.2-R6: the dice the open combat will roll (as the engine's roll asks). */
export function combatDice(game: Game): number[] {
  const s = game.state;
  const cb = s.combat!;
  const nation = s.armies![s.active].nation;
  const out: number[] = [];
  for (const x of cb.cards) {
    if (x.side !== s.active || (x.role !== 'initiating' && x.role !== 'attack')) continue;
    const def = game.catalog.card(nation, x.card);
    if (!def) continue;
    if (def.kind === 'leader') out.push(...sidesOf(def.grandBattery?.bombard));
    else if (def.kind === 'hq') out.push(...sidesOf(def.attack));
    else out.push(...sidesOf(cb.kind === 'bombardment' ? def.bombard : cb.kind === 'volley' ? def.volley : def.attack));
  }
  for (let i = 0; i < cb.committed; i++) out.push(6, 6);
  return out;
}

/** The open combat's totals without dice and its dice (null when there is none, or past the roll). */
export function combatLine(game: Game): Line | null {
  const cb = game.state.combat;
  if (!cb) return null;
  const t = combatTotalsOf(game, []);
  if (!t) return null;
  return { kind: cb.kind, dice: combatDice(game), base: t.attack.total, defense: Math.max(1, t.defense.total) };
}

/** The odds of a line with something added (dice, a fixed amount, defence). */
export function oddsOf(l: Line, addDice: number[] = [], addBase = 0, addDefense = 0): Record<string, number> {
  const all = [...l.dice, ...addDice];
  const dice = all.slice(0, 12); // combatOdds' limit; more dice than that are never played in practice
  let base = l.base + addBase;
  for (const d of all.slice(12)) base += (d + 1) / 2;
  const defense = Math.max(1, l.defense + addDefense);
  base = Math.round(base);
  if (dice.length === 0) return { [combatResult(l.kind, base, defense)]: 1 };
  const r = combatOdds(l.kind, dice, base, defense);
  return r.ok ? r.value : {};
}

/**
 * What each result of the open combat is worth to the attacker (the active seat). With a level's
 * weights that ask for it (`position`), a retreat and an elimination are worth what they change in
 * the squares each side controls, the attacker's advance included (outcome.ts); else a fixed
 * estimate.
 */
export function stakesOf(game: Game, w?: EvalWeights): Stakes {
  const s = game.state;
  const cb = s.combat!;
  const att = s.active;
  const def = other(att);
  const c = game.catalog;
  const du = s.armies![def].units.find((u) => u.unit === cb.defender);
  const participants = [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting];
  let attackersHit = 0;
  for (const id of participants) {
    const u = s.armies![att].units.find((x) => x.unit === id);
    if (u) attackersHit += hitLoss(s, c, att, u);
  }
  if (!du) return { hit: 0, elim: 0, retreat: 0, reduced: false, attackersHit, advance: 0, pursuit: 0 };
  const hit = hitLoss(s, c, def, du);
  const elim = elimLoss(s, c, def, du);
  const canRetreat = hasOpenNeighbour(boardOf(s, c), sqIndex(du.square));
  const nation = s.armies![att].nation;
  const cavalryPursuit =
    cb.kind === 'assault' &&
    participants.some((id) => isCavalry(c, nation, id)) &&
    cb.cards.some((x) => x.side === att && (c.card(nation, x.card) as UnitCardDef | undefined)?.pursuit);
  const pursuit = cavalryPursuit ? 0.35 * hit : 0;
  const pos = w?.position ? positionStakes(game, w) : null;
  if (pos)
    return {
      hit,
      elim: elim + pos.elim,
      retreat: canRetreat ? PUSHED + pos.retreat : elim + pos.elim,
      reduced: du.reduced,
      attackersHit,
      advance: 0,
      pursuit
    };
  return {
    hit,
    elim,
    retreat: canRetreat ? RETREAT : elim,
    reduced: du.reduced,
    attackersHit,
    advance: cb.kind === 'assault' ? ADVANCE : 0,
    pursuit
  };
}

/** The certain cost of the Committed Attack hits (9.2-R8): each on the participating unit that minds it least. */
export function committedCost(game: Game): number {
  const s = game.state;
  const cb = s.combat!;
  if (!cb.committed) return 0;
  const att = s.active;
  let least = Infinity;
  for (const id of [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting]) {
    const u = s.armies![att].units.find((x) => x.unit === id);
    if (u) least = Math.min(least, hitLoss(s, game.catalog, att, u));
  }
  return least === Infinity ? 0 : cb.committed * least;
}

/**
 * What the defender may still add (6.1 steps 3–4) from the cards it may hold, as an expected
 * Defence: its unit cards of the defending unit and one Leader, played as the need arises.
 */
export function expectedDefenseCards(k: Knowledge, defender: string, h: number = k.theirHand): number {
  return cached(k, `def-cards|${defender}|${h}`, () => {
    let sum = 0;
    for (const [id, copies] of k.unseen) {
      const d = k.catalog.card(k.theirNation, id);
      if (isUnitCard(d) && d.unit === defender && k.unseenTotal > 0) sum += ((h * copies) / k.unseenTotal) * d.defense;
    }
    return 0.8 * sum + 0.7 * pHolds(k, 'leader', h) * meanLeaderCombat(k, true);
  });
}

/** What the attacker may still add (6.1 step 5) from the cards it may hold, as an expected amount. */
export function expectedAttackCards(k: Knowledge, participants: string[], h: number = k.theirHand): number {
  return cached(k, `att-cards|${participants.join(',')}|${h}`, () => {
    let sum = 0;
    for (const [id, copies] of k.unseen) {
      const d = k.catalog.card(k.theirNation, id);
      if (isUnitCard(d) && participants.includes(d.unit) && d.attack && k.unseenTotal > 0)
        sum += Math.min(1, (h * copies) / k.unseenTotal) * meanDice(d.attack);
    }
    return 0.6 * sum + 0.6 * pHolds(k, 'leader', h) * meanLeaderCombat(k, false) + 0.3 * pHolds(k, 'committed-attack', h) * 7;
  });
}

/** The chance the defender holds a Withdraw card (6.1-R7) and may use it (an open square next to it, 6.1-R6). */
export function withdrawChance(k: Knowledge, s: GameState, catalog: Game['catalog'], defenderSeat: Seat): number {
  const cb = s.combat!;
  if (cb.kind !== 'assault' && cb.kind !== 'ambush') return 0;
  const du = s.armies![defenderSeat].units.find((u) => u.unit === cb.defender);
  if (!du || !hasOpenNeighbour(boardOf(s, catalog), sqIndex(du.square))) return 0;
  return pHolds(k, 'withdraw');
}
