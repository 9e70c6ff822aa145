// The bot's decisions outside movement and combat: the Discard Phase (4-R5) with the pace of the
// day (2.3), the Draw Phase and Scout/Spy (4-R8, 9.2-R25), the Restoration Phase and Redoubts
// (7, 9.2-R14) and its Guerrilla answers in the enemy's turn (9.2-R11).
import { rallyOdds, type LegalAction } from '../rules';
import { handWorth, worthOf } from './cards';
import { costOf, dayReason, handAfter, judgementReasons, round2, scoreByJudgement, sim, value, type Ctx } from './ctx';
import { cardsLeft } from './weights';
import { isHq, pTheyHold } from './knowledge';
import type { Reason, ScoredOption } from './types';

/**
 * 4-R5: discard the cards worth less than a new one. While ahead on squares, discarding more
 * brings the night sooner when this deck is the one the night waits for; while behind, keep them.
 */
export function discardOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const s = c.game.state;
  const j = value(c, c.game, c.hand);
  let perCard = 0;
  const reasons: Reason[] = [];
  const mine = cardsLeft(s, c.me);
  const theirs = cardsLeft(s, c.me === 0 ? 1 : 0);
  if (c.lp.pace && mine > 0 && mine >= theirs) {
    // 2.3-R3: the night waits for this deck; ahead, bring it sooner; behind, hold it off
    const edge = j.lead + 0.5 * j.tieBreak;
    if (edge > 0) perCard = mine <= 30 ? 2.5 : 0.6;
    if (perCard) reasons.push({ kind: 'pace', lead: j.lead, sooner: perCard > 0 });
  }
  const whole = handWorth(c.cards, c.hand);
  // at least one card a turn while the first deck lasts, so that the day always ends (2.3)
  const discarded = c.game.lastAction?.type === 'discard';
  const keepAll = mine > 0 && !discarded && c.hand.length > 0 ? -4 : 0;
  return legal.map((la) => {
    const a = la.action;
    if (a.type === 'end-phase') return { ...la, score: keepAll, reasons: [{ kind: 'stop', phase: 'discard' }, ...dayReason(c)] };
    if (a.type === 'scout') return { ...la, score: c.replacement - worthOf(c.cards, a.card) - 0.5, reasons: [] };
    if (a.type !== 'discard') return { ...la, score: -Infinity, reasons: [] };
    // the hand loses these cards and draws as many new ones (4-R8)
    const score = handWorth(c.cards, handAfter(c.hand, a)) - whole + a.cards.length * (c.replacement - c.lp.discardMargin + perCard);
    const why: Reason[] = [...reasons];
    for (const card of a.cards) {
      const w = worthOf(c.cards, card);
      why.push(w === 0 ? { kind: 'dead-card', card } : { kind: 'card', card, worth: round2(w) });
    }
    return { ...la, score, reasons: why };
  });
}

/** 4-R8: draw; 9.2-R25: a Scout/Spy in a full hand is spent for a new card (draw again after it). */
export function drawOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  return legal.map((la) => {
    const a = la.action;
    if (a.type === 'draw') return { ...la, score: 10, reasons: [] };
    if (a.type === 'scout')
      return {
        ...la,
        score: c.replacement - worthOf(c.cards, a.card),
        reasons: [{ kind: 'card', card: a.card, worth: round2(worthOf(c.cards, a.card)) }]
      };
    return { ...la, score: 0, reasons: [] };
  });
}

/**
 * 7: restore a reduced unit (Supply, Regroup, its own card, a Leader's rally) and 9.2-R14 build a
 * Redoubt, each judged by the position after it (the enemy's threat next turn included), less
 * the card spent; a card Guerrilla may cancel (9.2-R11) counts that chance.
 */
export function restorationOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const s = c.game.state;
  const before = value(c, c.game, c.hand);
  const pG = pTheyHold(before.knowledge, (d) => isHq(d, 'guerrilla'));
  return legal.map((la) => {
    const a = la.action;
    if (a.type === 'end-phase') return { ...la, score: before.value, reasons: [{ kind: 'stop', phase: 'restoration' }, ...dayReason(c)] };
    if (a.type === 'scout') return { ...la, score: -Infinity, reasons: [] };
    const hand = handAfter(c.hand, a);
    const cost = costOf(c, a);
    if (a.type === 'rally') {
      const def = c.game.catalog.card(s.armies![c.me].nation, a.card);
      const chance =
        def?.kind === 'leader'
          ? rallyOdds(def.rally, def.rallyAutomatic).ok
            ? (rallyOdds(def.rally, def.rallyAutomatic) as { value: number }).value
            : 0
          : 0;
      const ok = sim(c.game, la.dice ? { ...a, dice: [1] } : a);
      const fail = la.dice ? sim(c.game, { ...a, dice: [6] }) : ok;
      const vOk = ok ? value(c, ok, hand).value : before.value;
      const vFail = fail ? value(c, fail, hand).value : before.value;
      return {
        ...la,
        score: chance * vOk + (1 - chance) * vFail - cost,
        reasons: [{ kind: 'restore', square: a.unit, chance: round2(chance) }]
      };
    }
    const g = sim(c.game, a);
    if (!g) return { ...la, score: -Infinity, reasons: [] };
    const after = value(c, g, hand);
    const cancelled = a.type === 'restore' ? pG : 0;
    const score = (1 - cancelled) * after.value + cancelled * before.value - cost;
    const reasons: Reason[] =
      a.type === 'restore'
        ? [{ kind: 'restore', square: a.unit, chance: round2(1 - cancelled) }]
        : a.type === 'redoubt'
          ? [{ kind: 'redoubt', square: a.unit }]
          : [];
    reasons.push(...judgementReasons(before, after));
    return { ...la, score, reasons };
  });
}

/** 9.2-R11: cancel the card just played with Guerrilla when what it does is worth more than the Guerrilla card. */
export function guerrillaOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  // a Supply for movement is worth the enemy's second move, which is still to come (5-R8)
  const second = c.game.state.pending?.purpose === 'supply-move' ? 2.5 : 0;
  return legal.map((la) => {
    const o = scoreByJudgement(c, la);
    return la.action.type === 'guerrilla' ? { ...o, score: o.score + second } : o;
  });
}
