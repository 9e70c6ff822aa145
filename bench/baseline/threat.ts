// The enemy's next turn, as far as the bot may know it: which of its units could attack which of
// mine (Assault after one move, Bombardment/Volley, Ambush), with the chance that its next hand
// holds a card for it (its deck less the cards seen), and the exact odds of that combat against
// the defence the bot could put up with its own hand (strength, terrain, Redoubt, cards, Leader).
import type { Square } from '../../src/lib/rules';
import { hasOpenNeighbour, inSight, odds, type Board } from './board';
import {
  cached,
  isHq,
  isLeader,
  isUnitCard,
  meanLeaderCombat,
  NEXT_HAND,
  pHolds,
  theirAttack,
  theirBombard,
  type Knowledge
} from './knowledge';
import { dist, elimLoss, expectedGain, hitLoss, RETREAT, SQ, type Stakes } from './values';

export interface Threat {
  /** the expected loss from the enemy's best attack next turn (its one combat, 6-R1) */
  total: number;
  /** my unit most at risk, and its expected loss */
  worst: { square: Square; loss: number } | null;
}

/** My best defence from my own hand for a unit: its unit cards and one Leader (6.1-R10, R11). */
export function myDefenseCards(k: Knowledge, unit: string): number {
  let cards = 0;
  let leader = 0;
  for (const id of k.hand) {
    const d = k.catalog.card(k.myNation, id);
    if (isUnitCard(d) && d.unit === unit) cards += d.defense;
    if (isLeader(d)) leader = Math.max(leader, d.combatDefense ?? d.combat);
  }
  return cards + leader;
}

/** The threat against seat `k.me` on board `b` (after the bot's own moves). */
export function enemyThreat(b: Board, k: Knowledge): Threat {
  const s = b.s;
  const me = k.me;
  const them = k.them;
  const leader = cached(k, 'threat-leader', () => Math.round(0.7 * pHolds(k, 'leader', NEXT_HAND) * meanLeaderCombat(k, false)));
  const holdWithdraw = k.hand.some((c) => isHq(k.catalog.card(k.myNation, c), 'withdraw'));
  const pAmbush = pHolds(k, 'ambush', NEXT_HAND);
  const theirs: number[] = [];
  for (let i = 0; i < 64; i++) if (b.owner[i] === them) theirs.push(i);
  // each enemy unit's cards and what a Hit costs it, looked up once
  const attackOf = theirs.map((ei) => theirAttack(k, b.unit[ei]!.unit));
  const fireOf = theirs.map((ei) => theirBombard(k, b.unit[ei]!.unit));
  const hitOf = theirs.map((ei) => hitLoss(s, b.catalog, them, b.unit[ei]!));
  let t1 = 0;
  let t2 = 0;
  let t3 = 0;
  let worstSq = -1;
  for (let ui = 0; ui < 64; ui++) {
    if (b.owner[ui] !== me) continue;
    const u = b.unit[ui]!;
    const defense = b.strength[ui]! + b.defense[ui]! + myDefenseCards(k, u.unit);
    const canRetreat = hasOpenNeighbour(b, ui);
    const hit = hitLoss(s, b.catalog, me, u);
    const elim = elimLoss(s, b.catalog, me, u);
    const st: Stakes = { hit, elim, retreat: canRetreat ? RETREAT : elim, reduced: u.reduced, attackersHit: 0, advance: 0, pursuit: 0 };
    let worst = 0;
    for (let x = 0; x < theirs.length; x++) {
      const ei = theirs[x]!;
      const d = dist(ui, ei);
      if (d > 4) continue;
      const cav = b.cavalry[ei] === 1;
      // Assault: adjacent now, or after one basic move (infantry 1 square, cavalry 2)
      const reach = d === 1 ? (b.noAssault[ei] ? 0.6 : 1) : d === 2 ? 0.7 : d === 3 && cav ? 0.6 : 0;
      if (reach > 0) {
        const a = attackOf[x]!;
        if (a.p > 0) {
          const hill = d === 1 && b.hill[ei] && !b.hill[ui] ? 2 : 0;
          st.attackersHit = -hitOf[x]!;
          st.pursuit = cav ? 0.3 * hit : 0;
          let loss = expectedGain('assault', odds('assault', a.dice, b.strength[ei]! + hill + leader, defense), st);
          if (holdWithdraw && canRetreat) loss = Math.min(loss, RETREAT + 1);
          worst = Math.max(worst, reach * a.p * loss);
        }
      }
      // Bombardment or Volley (no cards on either side, 6.2-R10)
      const f = fireOf[x]!;
      if (f.p > 0 && d <= f.range + (cav ? 2 : 1)) {
        const o = odds('bombardment', f.dice, 0, b.strength[ui]! + b.defense[ui]!);
        const aim = d <= f.range && inSight(b, ei, ui, f.range) ? 0.9 : 0.5;
        worst = Math.max(worst, aim * f.p * (o.hit ?? 0) * hit);
      }
    }
    // Ambush (9.2-R1): any unit of mine, 1d10 against my full defence
    if (pAmbush > 0) {
      st.attackersHit = 0;
      st.pursuit = 0;
      worst = Math.max(worst, pAmbush * expectedGain('ambush', odds('ambush', [10], 0, defense), st));
    }
    if (worst > t1) {
      t3 = t2;
      t2 = t1;
      t1 = worst;
      worstSq = ui;
    } else if (worst > t2) {
      t3 = t2;
      t2 = worst;
    } else if (worst > t3) t3 = worst;
  }
  const total = t1 + 0.35 * t2 + 0.15 * t3;
  return { total, worst: worstSq >= 0 && t1 > 0 ? { square: SQ[worstSq]!, loss: t1 } : null };
}
