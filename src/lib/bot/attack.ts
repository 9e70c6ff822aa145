// The best combat the bot could declare this turn from a position (rule 6), judged quickly without
// the engine: used while planning the Movement Phase, whose combat comes right after (4-R2), and
// as the pressure a position puts on the enemy.
import type { LeaderCardDef, UnitCardDef } from '../data/types';
import type { Square } from '../rules';
import { hasOpenNeighbour, inSight, odds, type Board } from './board';
import { worthOf, type CardContext } from './cards';
import { expectedDefenseCards } from './combat';
import { isHq, isLeader, isUnitCard, pHolds, sidesOf, type Knowledge } from './knowledge';
import { ADVANCE, dist, elimLoss, expectedGain, hitLoss, RETREAT, SQ, winLose, type Stakes } from './values';

export interface AttackChance {
  gain: number;
  target: Square | null;
  win: number;
}

interface HandCard {
  id: string;
  worth: number;
}

/** What the defender will add, when it is known (the bot imagining the enemy attacking it). */
export interface KnownDefence {
  /** the Defence the defender's cards add for this unit (unit cards and a Leader) */
  cards: (unit: string) => number;
  /** the defender holds a Withdraw card */
  withdraw: boolean;
}

/** The best expected gain of one combat now, less the cards it spends (0 when none is worth it). */
export function attackPotential(b: Board, k: Knowledge, cc: CardContext, extraCards: boolean, known?: KnownDefence): AttackChance {
  const s = b.s;
  const me = k.me;
  const them = k.them;
  let best: AttackChance = { gain: 0, target: null, win: 0 };
  // the hand by use: unit cards by unit, the best Leader, Napoleon, an Ambush card
  const byUnit = new Map<string, (HandCard & { def: UnitCardDef })[]>();
  let leader: (HandCard & { def: LeaderCardDef }) | null = null;
  let napoleon: (HandCard & { def: LeaderCardDef }) | null = null;
  let ambush: HandCard | null = null;
  for (const id of k.hand) {
    const def = k.catalog.card(k.myNation, id);
    if (isUnitCard(def)) {
      let xs = byUnit.get(def.unit);
      if (!xs) byUnit.set(def.unit, (xs = []));
      xs.push({ id, def, worth: worthOf(cc, id) });
    } else if (isLeader(def)) {
      const w = worthOf(cc, id);
      if (extraCards && (!leader || def.combat > leader.def.combat)) leader = { id, def, worth: w };
      if (def.grandBattery) napoleon = { id, def, worth: w };
    } else if (isHq(def, 'ambush')) ambush = { id, worth: worthOf(cc, id) };
  }
  if (byUnit.size === 0 && !napoleon && !ambush) return best;
  const pWithdraw = known ? (known.withdraw ? 1 : 0) : pHolds(k, 'withdraw');
  const defCards = (unit: string) => (known ? known.cards(unit) : Math.round(expectedDefenseCards(k, unit, k.theirHand)));
  const stakesOn = (ei: number, attackersHit: number, advance: number, pursuit: boolean): Stakes => {
    const e = b.unit[ei]!;
    const hit = hitLoss(s, b.catalog, them, e);
    const elim = elimLoss(s, b.catalog, them, e);
    return { hit, elim, retreat: hasOpenNeighbour(b, ei) ? RETREAT : elim, reduced: e.reduced, attackersHit, advance, pursuit: pursuit ? 0.35 * hit : 0 };
  };
  const consider = (gain: number, ei: number, win: number) => {
    if (gain > best.gain) best = { gain, target: SQ[ei]!, win };
  };
  const theirs: number[] = [];
  for (let i = 0; i < 64; i++) if (b.owner[i] === them) theirs.push(i);
  for (let ui = 0; ui < 64; ui++) {
    if (b.owner[ui] !== me) continue;
    const u = b.unit[ui]!;
    const cards = byUnit.get(u.unit) ?? [];
    if (cards.length === 0 && !napoleon) continue;
    const myHit = hitLoss(s, b.catalog, me, u);
    for (const ei of theirs) {
      const d = dist(ui, ei);
      if (d > 2) continue;
      const e = b.unit[ei]!;
      const fdef = b.strength[ei]! + b.defense[ei]!;
      const hill = b.hill[ui] && !b.hill[ei] ? 2 : 0;
      if (d === 1 && !b.noAssault[ui]) {
        const adef = fdef + defCards(e.unit);
        for (const c of cards) {
          if (!c.def.attack) continue;
          const extra = extraCards ? cards.find((x) => x !== c && x.def.attack) : undefined;
          const dice = [...sidesOf(c.def.attack), ...(extra ? sidesOf(extra.def.attack) : [])];
          const spent = c.worth + (extra ? extra.worth * 0.6 : 0);
          for (const lead of leader ? [0, leader.def.combat] : [0]) {
            const o = odds('assault', dice, b.strength[ui]! + hill + lead, adef);
            let g = expectedGain('assault', o, stakesOn(ei, myHit, ADVANCE, b.cavalry[ui] === 1 && !!c.def.pursuit));
            g = pWithdraw * Math.min(g, RETREAT + ADVANCE) + (1 - pWithdraw) * g;
            consider(g - spent - (lead ? leader!.worth * 0.6 : 0), ei, winLose('assault', o).win);
          }
        }
      }
      for (const c of cards) {
        const range = c.def.bombard ? Math.min(c.def.range ?? 2, 2) : c.def.volley ? 1 : 0;
        if (!range || d > range || !inSight(b, ui, ei, range)) continue;
        const o = odds('bombardment', sidesOf(c.def.bombard ?? c.def.volley), hill, fdef);
        consider((o.hit ?? 0) * hitLoss(s, b.catalog, them, e) - c.worth, ei, o.hit ?? 0);
      }
      if (napoleon && inSight(b, ui, ei, napoleon.def.grandBattery!.range)) {
        const o = odds('bombardment', sidesOf(napoleon.def.grandBattery!.bombard), hill, fdef);
        consider((o.hit ?? 0) * hitLoss(s, b.catalog, them, e) - napoleon.worth, ei, o.hit ?? 0);
      }
    }
  }
  if (ambush)
    for (const ei of theirs) {
      const e = b.unit[ei]!;
      const adef = b.strength[ei]! + b.defense[ei]! + defCards(e.unit);
      const lead = leader ? leader.def.combat : 0;
      const o = odds('ambush', [10], lead, adef);
      const g = expectedGain('ambush', o, stakesOn(ei, 0, 0, false));
      consider(g - ambush.worth - (lead ? leader!.worth * 0.6 : 0), ei, winLose('ambush', o).win);
    }
  return best;
}
