// The bot's combat decisions (rule 6): which combat to declare (6.1 steps 1–2, 6.2), Withdraw
// (6.1 step 3), the defender's and the attacker's cards (steps 4–5). Every option is tried on the
// engine and judged by the exact odds of the resulting totals; what the other side may still add
// comes from its deck less the cards seen (knowledge.ts).
import type { LeaderCardDef, UnitCardDef } from '../../src/lib/data/types';
import { other, squareIndex, TERRAIN_EFFECTS, type Action, type Game, type LegalAction } from '../../src/lib/rules';
import {
  combatLine,
  committedCost,
  expectedAttackCards,
  expectedDefenseCards,
  oddsOf,
  stakesOf,
  withdrawChance,
  type Line
} from './combat';
import { costOf, handAfter, movesIn, round2, sim, type Ctx } from './ctx';
import { worthOf } from './cards';
import { isHq, isLeader, isUnitCard, knowledge, sidesOf, withdrawChanceOf } from './knowledge';
import type { Reason, ScoredOption } from './types';
import { expectedGain, hitLoss, NB, RETREAT, strength, winLose, type Stakes } from './values';

const oddsReason = (l: Line, odds: Record<string, number>, addBase = 0, addDefense = 0, addDice: readonly number[] = []): Reason => {
  const wl = winLose(l.kind, odds);
  return {
    kind: 'odds',
    attack: Math.round(l.base + addBase),
    dice: [...l.dice, ...addDice],
    defense: Math.max(1, Math.round(l.defense + addDefense)),
    win: round2(wl.win),
    lose: round2(wl.lose)
  };
};

interface Planned {
  gain: number;
  odds: Record<string, number>;
  /** the attacker's planned additions: dice of further cards, a Leader's or supporting units' strength */
  dice: number[];
  add: number;
}

/** The attacker's planned step-5 additions when declaring: extra attack cards, a Leader, Committed Attack. */
function plannedGain(c: Ctx, g: Game, l: Line, st: Stakes, hand: readonly string[], addDefense: number): Planned {
  const s = g.state;
  const cb = s.combat!;
  const nation = s.armies![c.me].nation;
  const base = (): Planned => {
    const odds = oddsOf(l, [], 0, addDefense);
    return { gain: expectedGain(l.kind, odds, st), odds, dice: [], add: 0 };
  };
  if (!c.lp.combatCards || l.kind === 'bombardment' || l.kind === 'volley') return base();
  const defs = hand.map((id) => ({ id, def: g.catalog.card(nation, id) }));
  const extras = defs.filter((x) => isUnitCard(x.def) && x.def.unit === cb.attacker && x.def.attack).slice(0, 2);
  const leader = defs.filter((x) => isLeader(x.def)).sort((a, b) => (b.def as LeaderCardDef).combat - (a.def as LeaderCardDef).combat)[0];
  const committed = defs.find((x) => isHq(x.def, 'committed-attack'));
  // supporting units for a Leader's Command (6.4-R3): mine next to the defender, not in Marsh
  const target = squareIndex(cb.target);
  const support = s
    .armies![c.me].units.filter(
      (u) =>
        u.unit !== cb.attacker &&
        NB[target]!.includes(squareIndex(u.square)) &&
        !TERRAIN_EFFECTS[s.terrain![squareIndex(u.square)]!].noAssaultFrom
    )
    .sort((a, b) => strength(g.catalog, nation, b) - strength(g.catalog, nation, a));
  let best = base();
  const n = extras.length;
  const leaderUses: { add: number; hits: number; w: number }[] = [{ add: 0, hits: 0, w: 0 }];
  if (leader && isLeader(leader.def)) {
    const w = worthOf(c.cards, leader.id);
    leaderUses.push({ add: leader.def.combat, hits: 0, w });
    const sup = support.slice(0, leader.def.command - 1);
    if (sup.length) {
      let add = 0;
      let hits = 0;
      for (const u of sup) {
        add += strength(g.catalog, nation, u) + (s.terrain![squareIndex(u.square)] === 'hill' && s.terrain![target] !== 'hill' ? 2 : 0);
        hits += hitLoss(s, g.catalog, c.me, u);
      }
      leaderUses.push({ add, hits, w });
    }
  }
  for (let mask = 0; mask < 1 << n; mask++)
    for (const lu of leaderUses)
      for (const ca of committed ? [false, true] : [false]) {
        if (mask === 0 && lu.add === 0 && !ca) continue;
        const dice: number[] = [];
        let w = lu.w;
        for (let i = 0; i < n; i++)
          if (mask & (1 << i)) {
            dice.push(...sidesOf((extras[i]!.def as UnitCardDef).attack));
            w += worthOf(c.cards, extras[i]!.id);
          }
        if (ca) {
          dice.push(6, 6);
          w += worthOf(c.cards, committed!.id) + Math.min(st.attackersHit, 6);
        }
        const odds = oddsOf(l, dice, lu.add, addDefense);
        const gain = expectedGain(l.kind, odds, { ...st, attackersHit: st.attackersHit + lu.hits }) - w;
        if (gain > best.gain) best = { gain, odds, dice, add: lu.add };
      }
  return best;
}

/** The expected gain of declaring this combat (the initiating card not counted). */
export function declarationGain(c: Ctx, la: LegalAction): { gain: number; reasons: Reason[] } {
  const g = sim(c.game, la.action);
  const l = g && combatLine(g);
  if (!g || !l) return { gain: -Infinity, reasons: [] };
  const st = stakesOf(g);
  const hand = handAfter(c.hand, la.action);
  if (l.kind === 'bombardment' || l.kind === 'volley') {
    const odds = oddsOf(l);
    return { gain: expectedGain(l.kind, odds, st), reasons: [oddsReason(l, odds)] };
  }
  const k = knowledge(g.state, g.catalog, c.me, hand);
  const cb = g.state.combat!;
  const addDefense = k.theirHand > 0 ? Math.round(expectedDefenseCards(k, cb.defender)) : 0;
  const fight = plannedGain(c, g, l, st, hand, addDefense);
  const pW = withdrawChance(k, g.state, g.catalog, other(c.me));
  const withdrawn = st.retreat + st.advance + st.pursuit;
  const gain = pW * Math.min(fight.gain, withdrawn) + (1 - pW) * fight.gain;
  return { gain, reasons: [oddsReason(l, fight.odds, fight.add, addDefense, fight.dice)] };
}

/** 6-R1: each declaration in hand, or none (end of the Combat Phase). */
export function combatPhaseOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const a = c.game.state.armies!;
  const lost = a[c.me].eliminated.length;
  const won = a[other(c.me)].eliminated.length;
  // 2.1: the race to five eliminated units, when it is close
  const race: Reason[] = lost >= 3 || won >= 3 ? [{ kind: 'attrition', mine: won, theirs: lost }] : [];
  return legal.map((la) => {
    if (la.action.type === 'end-phase') return { ...la, score: 0, reasons: [] };
    if (la.action.type === 'scout') return { ...la, score: -5, reasons: [] };
    const d = declarationGain(c, la);
    const cost = costOf(c, la.action);
    return {
      ...la,
      score: d.gain - cost - c.lp.declareAbove,
      reasons: [...d.reasons, ...race, { kind: 'card', card: la.action.type === 'discard' ? '' : cardOf(la.action), worth: round2(cost) }]
    };
  });
}

const cardOf = (a: Action) => ('card' in a ? a.card : '');

/** The attacker's gain in the open combat at its roll, with expected additions (when I defend). */
function rollGain(g: Game, addBase: number): { gain: number; odds: Record<string, number>; line: Line | null } {
  const l = combatLine(g);
  if (!l) return { gain: 0, odds: {}, line: null };
  const odds = oddsOf(l, [], addBase);
  return { gain: expectedGain(l.kind, odds, stakesOf(g)) - committedCost(g), odds, line: l };
}

/**
 * My best value from here on in my own card step (attacker, step 5) or the defender's (step 4):
 * each card tried on the engine, up to `depth` more cards, then the odds of the totals.
 */
function cardStepValue(c: Ctx, g: Game, hand: readonly string[], depth: number, attacking: boolean, addBase: number): number {
  const stop = attacking ? rollGain(g, 0).gain : -rollGain(g, addBase).gain;
  if (depth <= 0) return stop;
  let best = stop;
  for (const la of movesIn(c, g, hand)) {
    if (la.action.type !== 'play') continue;
    best = Math.max(best, playValue(c, g, hand, la.action, depth, attacking, addBase));
  }
  return best;
}

function playValue(c: Ctx, g: Game, hand: readonly string[], a: Action, depth: number, attacking: boolean, addBase: number): number {
  const next = sim(g, a);
  if (!next) return -Infinity;
  const cost = costOf(c, a, hand);
  const cb = next.state.combat;
  if (!cb || (cb.step !== 'attacker' && cb.step !== 'defender' && cb.step !== 'roll')) {
    // Skirmish (9.2-R22): the combat is cancelled and the initiating card comes back
    const initiating = g.state.combat!.cards.find((x) => x.role === 'initiating');
    return (initiating ? worthOf(c.cards, initiating.card) : 0) - cost;
  }
  return cardStepValue(c, next, handAfter(hand, a), depth - 1, attacking, addBase) - cost;
}

/** Steps 4 and 5: each card I may play, or no more (pass). */
export function cardStepOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const s = c.game.state;
  const attacking = s.active === c.me;
  const depth = c.lp.combatCards ? 3 : 0;
  let addBase = 0;
  if (!attacking) {
    const k = knowledge(s, c.game.catalog, c.me, c.hand);
    const cb = s.combat!;
    addBase = Math.round(expectedAttackCards(k, [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting]));
  }
  return legal.map((la) => {
    if (la.action.type === 'pass') {
      const r = rollGain(c.game, attacking ? 0 : addBase);
      const reasons = r.line ? [oddsReason(r.line, r.odds, attacking ? 0 : addBase)] : [];
      return { ...la, score: attacking ? r.gain : -r.gain, reasons };
    }
    if (!c.lp.combatCards) return { ...la, score: -Infinity, reasons: [] };
    const v = playValue(c, c.game, c.hand, la.action, depth, attacking, addBase);
    const next = sim(c.game, la.action);
    const r = next ? rollGain(next, attacking ? 0 : addBase) : null;
    const reasons: Reason[] = r?.line ? [oddsReason(r.line, r.odds, attacking ? 0 : addBase)] : [];
    reasons.push({ kind: 'card', card: cardOf(la.action), worth: round2(costOf(c, la.action)) });
    return { ...la, score: v, reasons };
  });
}

/** Step 3: Withdraw (a card, or the United States roll), or stand and fight. */
export function withdrawOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const s = c.game.state;
  const cb = s.combat!;
  const st = stakesOf(c.game);
  const k = knowledge(s, c.game.catalog, c.me, c.hand);
  const addBase = Math.round(expectedAttackCards(k, [...(cb.attacker ? [cb.attacker] : []), ...cb.supporting]));
  const lostByWithdrawing = RETREAT + st.advance + st.pursuit;
  const fightValue = (g: Game | null, hand: readonly string[]) => {
    if (!g) return -Infinity;
    const step = g.state.combat?.step;
    if (step === 'defender') return cardStepValue(c, g, hand, c.lp.combatCards ? 3 : 0, false, addBase);
    if (step === 'attacker' || step === 'roll') return -rollGain(g, addBase).gain;
    return -lostByWithdrawing;
  };
  return legal.map((la) => {
    const a = la.action;
    if (a.type === 'pass') return { ...la, score: fightValue(sim(c.game, a), c.hand), reasons: [] };
    if (a.type !== 'withdraw') return { ...la, score: -Infinity, reasons: [] };
    const cost = costOf(c, a);
    if (!la.dice) return { ...la, score: -lostByWithdrawing - cost, reasons: [{ kind: 'card', card: a.card, worth: round2(cost) }] };
    // 6.1-R8: the roll succeeds on 1…Withdraw; a failed card defends
    const def = c.game.catalog.card(s.armies![c.me].nation, a.card);
    const p = withdrawChanceOf(def);
    const failed = sim(c.game, { ...a, dice: [6] });
    const hand = handAfter(c.hand, a);
    const score = p * -lostByWithdrawing + (1 - p) * fightValue(failed, hand) - cost;
    return { ...la, score, reasons: [{ kind: 'card', card: a.card, worth: round2(cost) }] };
  });
}
