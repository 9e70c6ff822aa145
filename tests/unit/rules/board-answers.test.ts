// Issue 30 §4: board mode's answers where they were wrong beside their own tests. Ask's "only with a
// Forced March" for an army that has no Forced March card (9.2-R10, rule 9's table); the Ambush and
// Grand Battery refusals naming the army (9.2-R1, 9.1-R5); the fire refusals saying whether the
// range or the line of sight failed, naming the squares that block (6.2-R3…R7); combatProblems on
// squares that hold no unit (6.1-R1, R4). Every army, form and empty pair of squares is tried.
import { describe, expect, it } from 'vitest';
import { ARMIES } from '../../../src/lib/data';
import type { NationId } from '../../../src/lib/data/types';
import {
  combatProblems,
  explain,
  forcedMarchCardProblem,
  parsePosition,
  SQUARES,
  unitAt,
  type CombatSpec,
  type DeclarationForm,
  type Position
} from '../../../src/lib/rules';
import { askReach, askUnit } from '../../../src/lib/ui/boardmode/ask';
import { fireReach, NO_PICKS } from '../../../src/lib/ui/boardmode/calc';

const NATIONS = Object.keys(ARMIES) as NationId[];
const CLEAR = new Array(8).fill('cccccccc') as string[];
/** rule 9's table (the player aid): the armies with Forced March, Ambush and Napoleon's Grand Battery */
const HQ_TABLE = {
  'forced-march': ['france', 'great-britain', 'prussia'],
  ambush: ['austria', 'united-states'],
  'grand-battery': ['france']
};

/** An infantry unit of `nation` on `from` (south), and `enemy`'s first unit on each of `targets` (north). */
function board(nation: NationId, from: string, targets: string[] = ['h8'], terrain: string[] = CLEAR, unit?: string): Position {
  const enemy: NationId = nation === 'france' ? 'great-britain' : 'france';
  const infantry = unit ?? ARMIES[nation].units.find((u) => u.type === 'infantry')!.id;
  const r = parsePosition({
    terrain,
    armies: [
      { nation, edge: 'south', units: [{ unit: infantry, square: from }] },
      { nation: enemy, edge: 'north', units: targets.map((square, i) => ({ unit: ARMIES[enemy].units[i]!.id, square })) }
    ]
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const has = (nation: NationId, type: string) => ARMIES[nation].deck.some((d) => d.kind === 'hq' && d.type === type);

describe('Ask: a Forced March only for an army that has the card (9.2-R10, rule 9)', () => {
  it('the data agree with the HQ table: Forced March for France, Great Britain and Prussia only', () => {
    expect(NATIONS.filter((n) => has(n, 'forced-march')).sort()).toEqual([...HQ_TABLE['forced-march']].sort());
  });

  for (const nation of NATIONS) {
    const withCard = HQ_TABLE['forced-march'].includes(nation);
    it(`${nation}: infantry c3→c5 is ${withCard ? '"only with a Forced March"' : 'no, its army has no Forced March card'}`, () => {
      const p = board(nation, 'c3');
      const reach = askReach(p, 'c3', 'c5');
      // the basic move is too far either way (5-R2)
      expect(reach.problem?.code).toBe('move/too-far');
      expect(reach.answer).toBe(withCard ? 'forced' : 'no');
      const unit = askUnit(p, 'c3')!;
      if (withCard) {
        expect(reach.noForcedMarch).toBeNull();
        expect(unit.forced).toContain('c5');
        expect(unit.noForcedMarch).toBeNull();
        return;
      }
      for (const e of [reach.noForcedMarch!, unit.noForcedMarch!]) {
        expect([e.code, e.rule, e.params]).toEqual(['forced-march/no-card', '9', { army: nation }]);
      }
      expect(unit.forced).toEqual([]);
      expect(explain(reach.noForcedMarch!, 'en')).toMatch(/^The army of .+ has no Forced March card$/);
      expect(explain(reach.noForcedMarch!, 'pl')).toMatch(/^Armia .+ nie ma kart Forsownego marszu$/);
      // a square no Forced March reaches is a plain no, with no word of the card
      expect(askReach(p, 'c3', 'c7').noForcedMarch).toBeNull();
    });
  }

  it('every empty square of the board gets one answer: yes, only with a Forced March (armies with it), or no', () => {
    for (const nation of NATIONS) {
      const p = board(nation, 'd4');
      for (const sq of SQUARES) {
        if (unitAt(p, sq)) continue;
        const a = askReach(p, 'd4', sq);
        if (a.answer === 'forced') expect(has(nation, 'forced-march')).toBe(true);
        if (a.noForcedMarch) expect(a.answer).toBe('no');
        expect(forcedMarchCardProblem(p, 'd4') === null).toBe(has(nation, 'forced-march'));
      }
    }
  });
});

describe('the card that starts an Ambush or a Grand Battery: the army that has none is named (9.2-R1, 9.1-R5, rule 9)', () => {
  for (const form of ['ambush', 'grand-battery'] as const) {
    it(`${form}: every army`, () => {
      for (const nation of NATIONS) {
        const p = board(nation, 'd4', ['d5']);
        const spec: CombatSpec = { form, from: form === 'ambush' ? null : 'd4', target: 'd5', card: null };
        const es = combatProblems(p, spec);
        if (HQ_TABLE[form].includes(nation)) {
          expect(es.map((e) => e.code)).toEqual(['combat/no-card']);
          continue;
        }
        const e = es.find((x) => x.code === 'combat/no-card-for-army')!;
        expect([e.rule, e.params]).toEqual(['9', { army: nation, form }]);
        // the sentence names the army, never an empty unit ("No card of can start…")
        expect(explain(e, 'en')).toMatch(/^The army of (the )?[A-Z][a-z]+( [A-Z][a-z]+)? has no card that can start an? [A-Z]/);
        expect(explain(e, 'pl')).toMatch(/^Armia \p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)? nie ma żadnej karty, którą można rozpocząć \p{Lu}/u);
      }
    });
  }
  it('Polish names the army in the genitive: Francji, Prus, Stanów Zjednoczonych', () => {
    const e = combatProblems(board('france', 'd4', ['d5']), { form: 'ambush', from: null, target: 'd5', card: null })[0]!;
    expect(explain(e, 'pl')).toBe('Armia Francji nie ma żadnej karty, którą można rozpocząć Zasadzkę');
    expect(explain(e, 'en')).toBe('The army of France has no card that can start an Ambush');
    const prussia = combatProblems(board('prussia', 'd4', ['d5']), { form: 'ambush', from: null, target: 'd5', card: null });
    expect(
      explain(
        prussia.find((x) => x.code === 'combat/no-card-for-army')!,
        'pl'
      )
    ).toContain('Armia Prus');
  });
});

describe('fire: the range or the line of sight, and the squares that block it (6.2-R3…R7)', () => {
  it('a Bombardment at every enemy square: in reach, out of range with the distance, or blocked with the blockers', () => {
    // France's Imperial Guard on d4 (card 2: Bombard, Range 2); a Woods on d5 and a Town on c4
    const terrain = CLEAR.map((r) => r.split(''));
    terrain[8 - 5]![3] = 'w';
    terrain[8 - 4]![2] = 't';
    const rows = terrain.map((r) => r.join(''));
    for (const target of SQUARES) {
      if (target === 'd4') continue;
      const p = board('france', 'd4', [target], rows, 'imperial-guard');
      const spec = { form: 'bombard', from: 'd4', target, card: 'imperial-guard-2' } as const satisfies CombatSpec;
      const es = combatProblems(p, spec).filter((e) => e.code !== 'combat/no-enemy');
      const reach = fireReach(p, { ...NO_PICKS, ...spec });
      const dist = Math.abs(target.charCodeAt(0) - 100) + Math.abs(Number(target[1]) - 4);
      if (dist > 2) {
        expect(es.map((e) => [e.code, e.params])).toEqual([['combat/out-of-range', { square: target, distance: dist, range: 2 }]]);
        expect(reach).toEqual({ range: 2, ok: false, problem: es[0] });
        continue;
      }
      // at range 2 every path runs through a middle square: blocked when each is the Town c4 or the Woods d5
      const middles = dist === 2 ? SQUARES.filter((m) => isBetween(m, target)) : [];
      if (middles.length && middles.every((m) => m === 'c4' || m === 'd5')) {
        expect(es.map((e) => [e.code, e.rule])).toEqual([['combat/sight-blocked', '6.2-R6']]);
        expect(es[0]!.params).toEqual({ square: target, blockers: middles.sort().join(',') });
        expect(reach?.problem).toEqual(es[0]);
      } else {
        expect(es).toEqual([]);
        expect(reach).toEqual({ range: 2, ok: true, problem: null });
      }
    }
  });
});

/** a middle square of a range-2 line from d4 to `target` */
function isBetween(m: string, target: string): boolean {
  const d = (a: string, b: string) => Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a[1]) - Number(b[1]));
  return d('d4', m) === 1 && d(m, target) === 1;
}

describe('combatProblems on squares that hold no unit says why (6.1-R1, R4)', () => {
  const FORMS: DeclarationForm[] = ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'];
  const p = board('austria', 'a1', ['h8']);

  it('an Ambush on an empty square: no enemy unit there', () => {
    expect(combatProblems(p, { form: 'ambush', from: null, target: 'd5', card: 'ambush' }).map((e) => [e.code, e.params])).toEqual([
      ['combat/no-enemy', { square: 'd5' }]
    ]);
  });

  it('neither square holds a unit: both named, for every form and every pair of empty squares up to 2 apart', () => {
    const empty = SQUARES.filter((s) => !unitAt(p, s));
    const near = (a: string, b: string) => Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a[1]) - Number(b[1])) <= 2;
    for (const form of FORMS)
      for (const from of empty)
        for (const target of empty.filter((t) => near(from, t))) {
          const es = combatProblems(p, { form, from: form === 'ambush' ? null : from, target, card: null });
          const codes = es.map((e) => e.code);
          expect(codes).toContain('combat/no-enemy');
          if (form !== 'ambush') expect(es).toContainEqual(expect.objectContaining({ code: 'combat/no-unit', params: { square: from } }));
        }
    const e = combatProblems(p, { form: 'assault', from: 'c3', target: 'c4', card: null })[0]!;
    expect([e.code, e.rule, explain(e, 'en')]).toEqual(['combat/no-unit', '6.1-R1', 'No unit on c3 to attack or fire']);
  });
});
