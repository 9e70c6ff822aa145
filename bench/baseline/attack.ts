// The best combat the bot could declare this turn from a position (rule 6), judged quickly without
// the engine: used while planning the Movement Phase, whose combat comes right after (4-R2), and
// as the pressure a position puts on the enemy.
import type { LeaderCardDef, UnitCardDef } from '../../src/lib/data/types';
import type { Square } from '../../src/lib/rules';
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

/** What the bot's combat options depend on in a position, whatever the hand (worked out once per position). */
interface Position {
  pWithdraw: number;
  /** the target side's units, by square index */
  theirs: number[];
  hitOf: number[];
  elimOf: number[];
  retreatOf: number[];
  /** the Defence the defender's cards may add to each */
  addDef: number[];
  /** card worths looked up in this position */
  worth: Map<string, number>;
}

function positionFor(b: Board, k: Knowledge, known?: KnownDefence): Position {
  const s = b.s;
  const them = k.them;
  const theirs: number[] = [];
  for (let i = 0; i < 64; i++) if (b.owner[i] === them) theirs.push(i);
  // each enemy unit: what a Hit and an elimination cost it, whether it can retreat, the Defence its
  // cards may add
  const n = theirs.length;
  const hitOf = new Array<number>(n);
  const elimOf = new Array<number>(n);
  const retreatOf = new Array<number>(n);
  const addDef = new Array<number>(n);
  for (let x = 0; x < n; x++) {
    const ei = theirs[x]!;
    const e = b.unit[ei]!;
    hitOf[x] = hitLoss(s, b.catalog, them, e);
    elimOf[x] = elimLoss(s, b.catalog, them, e);
    retreatOf[x] = hasOpenNeighbour(b, ei) ? RETREAT : elimOf[x]!;
    addDef[x] = known ? known.cards(e.unit) : Math.round(expectedDefenseCards(k, e.unit, k.theirHand));
  }
  return {
    pWithdraw: known ? (known.withdraw ? 1 : 0) : pHolds(k, 'withdraw'),
    theirs,
    hitOf,
    elimOf,
    retreatOf,
    addDef,
    worth: new Map()
  };
}

/** The best expected gain of one combat now, less the cards it spends (0 when none is worth it). */
export function attackPotential(b: Board, k: Knowledge, cc: CardContext, extraCards: boolean, known?: KnownDefence): AttackChance {
  return bestAttack(b, k, cc, extraCards, null, known);
}

/**
 * The same for several hands in one position (the enemy's sampled hands: their unseen cards and
 * hand size are the same for each, and the defence is `known`): the gains, hand by hand.
 */
export function attackGains(b: Board, ks: readonly Knowledge[], cc: CardContext, extraCards: boolean, known: KnownDefence): number[] {
  if (ks.length === 0) return [];
  const pos = positionFor(b, ks[0]!, known);
  return ks.map((k) => bestAttack(b, k, cc, extraCards, pos, known).gain);
}

function bestAttack(
  b: Board,
  k: Knowledge,
  cc: CardContext,
  extraCards: boolean,
  position: Position | null,
  known?: KnownDefence
): AttackChance {
  const s = b.s;
  const me = k.me;
  let best: AttackChance = { gain: 0, target: null, win: 0 };
  const worthIn = (id: string) => {
    if (!position) return worthOf(cc, id);
    let w = position.worth.get(id);
    if (w === undefined) position.worth.set(id, (w = worthOf(cc, id)));
    return w;
  };
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
      xs.push({ id, def, worth: worthIn(id) });
    } else if (isLeader(def)) {
      const w = worthIn(id);
      if (extraCards && (!leader || def.combat > leader.def.combat)) leader = { id, def, worth: w };
      if (def.grandBattery) napoleon = { id, def, worth: w };
    } else if (isHq(def, 'ambush')) ambush = { id, worth: worthIn(id) };
  }
  if (byUnit.size === 0 && !napoleon && !ambush) return best;
  const { pWithdraw, theirs, hitOf, elimOf, retreatOf, addDef } = position ?? positionFor(b, k, known);
  const n = theirs.length;
  const stakes = (x: number, attackersHit: number, advance: number, pursuit: boolean): Stakes => ({
    hit: hitOf[x]!,
    elim: elimOf[x]!,
    retreat: retreatOf[x]!,
    reduced: b.unit[theirs[x]!]!.reduced,
    attackersHit,
    advance,
    pursuit: pursuit ? 0.35 * hitOf[x]! : 0
  });
  const leaderAdd = leader ? leader.def.combat : 0;
  const leaderCost = leader ? leader.worth * 0.6 : 0;
  let bestGain = 0;
  let bestX = -1;
  let bestOdds: Record<string, number> | null = null;
  let bestKind = 'assault' as 'assault' | 'ambush' | 'bombardment';
  /** Keeps the best attack seen so far. */
  const consider = (g: number, x: number, o: Record<string, number>, kind: typeof bestKind) => {
    if (g > bestGain) {
      bestGain = g;
      bestX = x;
      bestOdds = o;
      bestKind = kind;
    }
  };
  for (let ui = 0; ui < 64; ui++) {
    if (b.owner[ui] !== me) continue;
    const u = b.unit[ui]!;
    const cards = byUnit.get(u.unit) ?? [];
    if (cards.length === 0 && !napoleon) continue;
    const myHit = hitLoss(s, b.catalog, me, u);
    // each Attack card with the unit's next Attack card (6.1 step 5), their dice and what they cost
    const assaults: { dice: number[]; spent: number; pursuit: boolean }[] = [];
    for (const c of cards) {
      if (!c.def.attack) continue;
      const extra = extraCards ? cards.find((x) => x !== c && x.def.attack) : undefined;
      assaults.push({
        dice: [...sidesOf(c.def.attack), ...(extra ? sidesOf(extra.def.attack) : [])],
        spent: c.worth + (extra ? extra.worth * 0.6 : 0),
        pursuit: b.cavalry[ui] === 1 && !!c.def.pursuit
      });
    }
    for (let x = 0; x < n; x++) {
      const ei = theirs[x]!;
      const d = dist(ui, ei);
      if (d > 2) continue;
      const fdef = b.strength[ei]! + b.defense[ei]!;
      const hill = b.hill[ui] && !b.hill[ei] ? 2 : 0;
      if (d === 1 && !b.noAssault[ui] && assaults.length) {
        const adef = fdef + addDef[x]!;
        let plain: Stakes | null = null;
        let pursuing: Stakes | null = null;
        for (const a of assaults) {
          const st = a.pursuit ? (pursuing ??= stakes(x, myHit, ADVANCE, true)) : (plain ??= stakes(x, myHit, ADVANCE, false));
          for (let l = 0; l < (leader ? 2 : 1); l++) {
            const o = odds('assault', a.dice, b.strength[ui]! + hill + (l ? leaderAdd : 0), adef);
            let g = expectedGain('assault', o, st);
            g = pWithdraw * Math.min(g, RETREAT + ADVANCE) + (1 - pWithdraw) * g;
            g = g - a.spent - (l && leaderAdd ? leaderCost : 0);
            consider(g, x, o, 'assault');
          }
        }
      }
      for (const c of cards) {
        const range = c.def.bombard ? Math.min(c.def.range ?? 2, 2) : c.def.volley ? 1 : 0;
        if (!range || d > range || !inSight(b, ui, ei, range)) continue;
        const o = odds('bombardment', sidesOf(c.def.bombard ?? c.def.volley), hill, fdef);
        const g = (o.hit ?? 0) * hitOf[x]! - c.worth;
        consider(g, x, o, 'bombardment');
      }
      if (napoleon && inSight(b, ui, ei, napoleon.def.grandBattery!.range)) {
        const o = odds('bombardment', sidesOf(napoleon.def.grandBattery!.bombard), hill, fdef);
        const g = (o.hit ?? 0) * hitOf[x]! - napoleon.worth;
        consider(g, x, o, 'bombardment');
      }
    }
  }
  if (ambush)
    for (let x = 0; x < n; x++) {
      const ei = theirs[x]!;
      const adef = b.strength[ei]! + b.defense[ei]! + addDef[x]!;
      const o = odds('ambush', [10], leaderAdd, adef);
      const g = expectedGain('ambush', o, stakes(x, 0, 0, false)) - ambush.worth - (leaderAdd ? leaderCost : 0);
      consider(g, x, o, 'ambush');
    }
  if (bestX < 0) return best;
  best = {
    gain: bestGain,
    target: SQ[theirs[bestX]!]!,
    win: bestKind === 'bombardment' ? (bestOdds!.hit ?? 0) : winLose(bestKind, bestOdds!).win
  };
  return best;
}
