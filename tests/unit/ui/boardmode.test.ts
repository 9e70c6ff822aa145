// Board mode's pure logic (issue 12): edits go through parsePosition (a refused edit gives the
// engine's error and no position), the answers about a unit are the engine's, and the combat
// calculator's totals, odds and result equal the engine's attackParts/defenseTotal/combatOdds/
// combatResult for the same cards and dice.
import { describe, expect, it } from 'vitest';
import {
  attackParts,
  combatOdds,
  combatResult,
  DEFAULT_CATALOG,
  defenseTotal,
  fireTargets,
  moveDestinations,
  nightfallScore,
  parsePosition,
  retreatOptions,
  sightLines,
  type Position,
  type PositionJSON
} from '../../../src/lib/rules';
import { NIGHT, QUESTIONS } from '../../e2e/fixtures/board-positions';
import { askPicture, askUnit } from '../../../src/lib/ui/boardmode/ask';
import {
  committedCap,
  diceGroups,
  diceSides,
  fireReach,
  NO_PICKS,
  oddsOf,
  problemsOf,
  resultOf,
  startingCards,
  supportCandidates,
  totals,
  type CalcPicks
} from '../../../src/lib/ui/boardmode/calc';
import {
  applyEdit,
  freshPosition,
  placeUnit,
  removeUnit,
  setEdge,
  setNation,
  setReduced,
  setTerrain,
  toggleRedoubt
} from '../../../src/lib/ui/boardmode/edit';

function pos(json: PositionJSON): Position {
  const r = parsePosition(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('board mode edits', () => {
  it('places, moves, reduces, restores and takes off units through parsePosition', () => {
    let p = freshPosition();
    const put = applyEdit(p, placeUnit(0, 'imperial-guard', 'd2'));
    expect(put.ok).toBe(true);
    if (!put.ok) return;
    p = put.value;
    expect(p.armies[0].units).toEqual([{ unit: 'imperial-guard', square: 'd2', reduced: false }]);
    const red = applyEdit(p, setReduced(0, 'imperial-guard', true));
    expect(red.ok && red.value.armies[0].units[0]!.reduced).toBe(true);
    const moved = applyEdit(red.ok ? red.value : p, placeUnit(0, 'imperial-guard', 'e5'));
    expect(moved.ok && moved.value.armies[0].units[0]).toEqual({ unit: 'imperial-guard', square: 'e5', reduced: true });
    const off = applyEdit(p, removeUnit(0, 'imperial-guard'));
    expect(off.ok && off.value.armies[0].units).toEqual([]);
  });

  it('refuses two units on a square, a unit on a lake and a redoubt without a unit, with the engine’s codes', () => {
    const p = pos(QUESTIONS);
    const two = applyEdit(p, placeUnit(1, '1st-foot-guards', 'd2'));
    expect(two.ok ? null : two.error.code).toBe('position/square-occupied');
    const lake = applyEdit(p, placeUnit(0, 'imperial-guard', 'b5'));
    expect(lake.ok ? null : lake.error.code).toBe('position/unit-on-lake');
    const redoubt = applyEdit(p, toggleRedoubt('h8'));
    expect(redoubt.ok ? null : redoubt.error.code).toBe('position/redoubt-square');
    const sameNation = applyEdit(p, setNation(1, 'france'));
    expect(sameNation.ok ? null : sameNation.error.code).toBe('position/same-nation');
    const lakeMap = applyEdit(p, setTerrain(new Array(64).fill('lake')));
    expect(lakeMap.ok ? null : lakeMap.error.code).toBe('position/unit-on-lake');
  });

  it('a unit leaving a Redoubt takes it away (9.2-R17); edges stay opposite; a new nation starts with no units', () => {
    const p = pos(QUESTIONS);
    const moved = applyEdit(p, placeUnit(1, '42nd-regiment-of-foot', 'c3'));
    expect(moved.ok && moved.value.redoubts).toEqual([]);
    const off = applyEdit(p, removeUnit(1, '42nd-regiment-of-foot'));
    expect(off.ok && off.value.redoubts).toEqual([]);
    const west = applyEdit(p, setEdge(0, 'west'));
    expect(west.ok && west.value.armies.map((a) => a.edge)).toEqual(['west', 'east']);
    const austria = applyEdit(p, setNation(1, 'austria'));
    expect(austria.ok && austria.value.armies[1]).toMatchObject({ nation: 'austria', units: [] });
    expect(austria.ok && austria.value.redoubts).toEqual([]);
  });
});

describe('board mode answers', () => {
  it('are the engine’s moves, Forced March squares, fire targets, blocked lines and retreat', () => {
    const p = pos(QUESTIONS);
    const a = askUnit(p, 'd2')!;
    const basic = moveDestinations(p, 'd2');
    expect(a.moves).toEqual([...basic].sort());
    expect(a.forced).toEqual(
      moveDestinations(p, 'd2', { forcedMarch: true })
        .filter((s) => !basic.includes(s))
        .sort()
    );
    expect(a.range1).toEqual(fireTargets(p, 'd2', 1).sort());
    expect(a.range1).toEqual(['c2']);
    expect(a.range2).toEqual(['e3']); // d3 Woods blocks the path d3, e2 is open
    expect(a.blocked.map((l) => [l.square, l.blockedBy])).toEqual([['d4', ['d3']]]);
    expect(sightLines(p, 'd2', 2).find((l) => l.square === 'd4')?.clear).toBe(false);
    expect(a.retreat).toEqual({ tier: retreatOptions(p, 'd2').tier, squares: retreatOptions(p, 'd2').squares.sort() });
    expect(a.retreat.tier).toBe('flank');
    const pic = askPicture(a, 'go');
    expect(pic.highlights.c2).toBe('target');
    expect(pic.highlights.d4).toBe('blocked');
    expect(pic.markers).toEqual({ d3: 'blocker' });
    expect(askPicture(a, 'retreat').highlights).toEqual(Object.fromEntries(a.retreat.squares.map((s) => [s, 'bm-retreat'])));
    expect(askUnit(p, 'h8')).toBeNull();
  });
});

describe('board mode combat calculator', () => {
  const p = pos(QUESTIONS);
  const picks: CalcPicks = { ...NO_PICKS, form: 'assault', from: 'd2', target: 'c2' };

  it('offers the attacking unit’s own cards that can start the form; supporting squares only with a Leader for Command (6.4-R1)', () => {
    const cards = startingCards(p, picks);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.kind === 'unit' && c.unit === 'imperial-guard' && c.attack)).toBe(true);
    expect(supportCandidates(p, picks)).toEqual([]);
    expect(supportCandidates(p, { ...picks, leader: 'jean-lannes', leaderUse: 'combat' })).toEqual([]);
    expect(supportCandidates(p, { ...picks, leader: 'jean-lannes', leaderUse: 'command' })).toEqual(['b2']);
  });

  it('gives the engine’s totals, odds and result for a legal combat', () => {
    const card = startingCards(p, picks)[0]!;
    const full: CalcPicks = { ...picks, card: card.id, leader: 'jean-lannes', leaderUse: 'command', supporting: ['b2'], sappers: true };
    expect(problemsOf(p, full)).toEqual([]);
    const sides = diceSides(p, full);
    const dice = sides.map((s) => Math.min(s, 3));
    const groups = diceGroups(p, full);
    expect(groups.map((g) => g.group.label)).toEqual(['card-dice']);
    let k = 0;
    const expectedAttack = attackParts(p, {
      kind: 'assault',
      from: 'd2',
      target: 'c2',
      supporting: ['b2'],
      groups: groups.map((g) => ({ ...g.group, values: dice.slice(k, (k += g.sides.length)) }))
    });
    const expectedDefense = defenseTotal(p, 'c2', { kind: 'assault', cards: [], cardDefense: [], sappers: true });
    const t = totals(p, full, dice)!;
    expect(t.attack).toEqual(expectedAttack);
    expect(t.defense).toEqual(expectedDefense);
    expect(t.defense.parts.some((x) => x.label === 'redoubt')).toBe(false);
    const before = totals(p, full)!;
    expect(oddsOf(p, full)).toEqual(combatOdds('assault', sides, before.attack.total, before.defense.total));
    expect(resultOf(p, full, dice)!.result).toBe(combatResult('assault', expectedAttack.total, expectedDefense.total));
  });

  it('a combat the rules forbid has its problems and no totals, odds or result (6.4-R1, 9.1-R2)', () => {
    const card = startingCards(p, picks)[0]!.id;
    const noLeader: CalcPicks = { ...picks, card, supporting: ['b2'] };
    expect(problemsOf(p, noLeader).map((e) => e.code)).toEqual(['combat/support-without-command']);
    expect(totals(p, noLeader)).toBeNull();
    expect(oddsOf(p, noLeader)).toBeNull();
    expect(resultOf(p, noLeader, [1, 1])).toBeNull();
    const both: CalcPicks = { ...noLeader, leader: 'napoleon-bonaparte', leaderUse: 'combat' };
    expect(problemsOf(p, both).map((e) => e.code)).toEqual(['combat/support-without-command']);
  });

  it('caps Committed Attack at the participating units and the copies in the deck (9.2-R7, 1.4-R2)', () => {
    // France has no Committed Attack card at all
    expect(committedCap(p, { ...picks, card: startingCards(p, picks)[0]!.id })).toBe(0);
    const ot = pos({
      terrain: new Array(8).fill('cccccccc'),
      armies: [
        {
          nation: 'ottoman-empire',
          edge: 'south',
          units: [
            { unit: '1st-janissaries', square: 'd4' },
            { unit: '2nd-janissaries', square: 'c5' },
            { unit: 'albanian-feudal-corps', square: 'e5' }
          ]
        },
        { nation: 'france', edge: 'north', units: [{ unit: 'imperial-guard', square: 'd5' }] }
      ]
    });
    const base: CalcPicks = { ...NO_PICKS, from: 'd4', target: 'd5', card: '1st-janissaries-1' };
    expect(committedCap(ot, base)).toBe(1);
    // supporting units without a Leader for Command do not count (6.4-R1)
    expect(committedCap(ot, { ...base, supporting: ['c5', 'e5'] })).toBe(1);
    expect(committedCap(ot, { ...base, leader: 'pechlivan-khan', leaderUse: 'command', supporting: ['c5', 'e5'] })).toBe(3);
  });

  it('counts the defender’s cards (each face as many times as the deck holds it) and Leader, and the Redoubt without Sappers', () => {
    const faces = p.catalog.army('great-britain').deck.filter((c) => c.kind === 'unit' && c.unit === '42nd-regiment-of-foot');
    const leader = p.catalog.army('great-britain').deck.find((c) => c.kind === 'leader');
    if (leader?.kind !== 'leader') throw new Error('data');
    const cards = faces.flatMap((c) => new Array<string>(c.copies).fill(c.id));
    const defense = cards.map((id) => (p.catalog.card('great-britain', id) as { defense: number }).defense);
    const card = startingCards(p, picks)[0]!.id;
    const t = totals(p, { ...picks, card, defenseCards: cards, defenseLeader: leader.id })!;
    expect(t.defense).toEqual(
      defenseTotal(p, 'c2', { kind: 'assault', cards, cardDefense: defense, leaderCombat: leader.combatDefense ?? leader.combat })
    );
    expect(t.defense.parts.some((x) => x.label === 'redoubt')).toBe(true);
    // one copy more than the deck holds: not allowed (1.4-R2)
    expect(problemsOf(p, { ...picks, card, defenseCards: [...cards, faces[0]!.id] }).map((e) => e.code)).toEqual(['card/copies']);
  });

  it('a Bombardment at range 2 rolls the card’s Bombard dice; no totals without a target', () => {
    const fire: CalcPicks = { ...NO_PICKS, form: 'bombard', from: 'd2', target: 'e3' };
    const cards = startingCards(p, fire);
    for (const c of cards) expect(c.kind === 'unit' && c.bombard).toBeTruthy();
    expect(totals(p, { ...fire, target: null })).toBeNull();
  });

  it('says whether the fire reaches the target by the engine’s fireTargets at the card’s range', () => {
    const fire: CalcPicks = { ...NO_PICKS, form: 'bombard', from: 'd2', target: 'd4', card: 'imperial-guard-2' };
    expect(fireReach(p, fire)?.ok).toBe(fireTargets(p, 'd2', 2).includes('d4'));
    expect(fireReach(p, fire)?.ok).toBe(false);
    // which failed: the line of sight, blocked on the square between (6.2-R6)
    expect(fireReach(p, fire)?.problem?.code).toBe('combat/sight-blocked');
    expect(fireReach(p, { ...fire, target: 'e3' })).toEqual({ range: 2, ok: true, problem: null });
    expect(fireReach(p, { ...fire, form: 'volley', target: 'c2' })).toEqual({ range: 1, ok: true, problem: null });
    expect(fireReach(p, { ...fire, form: 'assault' })).toBeNull();
  });
});

describe('an Ambush with a supporting unit and a Committed Attack (Austria)', () => {
  it('rolls the Ambush card’s dice, then the supporting unit’s card, then 2d6; no strength of an attacking unit', () => {
    const json: PositionJSON = {
      terrain: new Array(8).fill('cccccccc'),
      armies: [
        { nation: 'austria', edge: 'south', units: [{ unit: p0unit('austria'), square: 'c4' }] },
        { nation: 'france', edge: 'north', units: [{ unit: 'imperial-guard', square: 'd4' }] }
      ]
    };
    const p = pos(json);
    const support = p.catalog.army('austria').deck.find((c) => c.kind === 'unit' && c.unit === p0unit('austria') && c.attack);
    // 6.4-R4, 9.2-R3: a Leader for Command brings the supporting unit (the Ambush card fills the first place)
    const picks: CalcPicks = {
      ...NO_PICKS,
      form: 'ambush',
      target: 'd4',
      leader: 'emperor-francis-ii',
      leaderUse: 'command',
      supporting: ['c4'],
      committed: 1,
      ...(support ? { supportCards: { c4: [support.id] } } : {})
    };
    expect(supportCandidates(p, picks)).toEqual(['c4']);
    const cards = startingCards(p, picks);
    expect(cards.map((c) => c.id)).toEqual(['ambush']);
    const full = { ...picks, card: 'ambush' };
    expect(problemsOf(p, full)).toEqual([]);
    const groups = diceGroups(p, full);
    expect(groups.map((g) => g.group.label)).toEqual(['ambush-dice', ...(support ? ['card-dice'] : []), 'committed-attack']);
    const dice = diceSides(p, full).map(() => 2);
    let k = 0;
    const expected = attackParts(p, {
      kind: 'ambush',
      target: 'd4',
      supporting: ['c4'],
      groups: groups.map((g) => ({ ...g.group, values: dice.slice(k, (k += g.sides.length)) }))
    });
    expect(totals(p, full, dice)!.attack).toEqual(expected);
    expect(expected.parts.some((x) => x.label === 'strength')).toBe(false);
  });
});

function p0unit(nation: 'austria'): string {
  return DEFAULT_CATALOG.army(nation).units[0]!.id;
}

describe('the nightfall example', () => {
  it('is a 4:4 tie France wins on more enemy units eliminated (2.2-R6)', () => {
    const s = nightfallScore(pos(NIGHT));
    expect(s.score).toEqual({ france: 4, 'great-britain': 4 });
    expect(s.winner).toBe('france');
    expect(s.decidedBy).toBe('eliminated');
  });
});
