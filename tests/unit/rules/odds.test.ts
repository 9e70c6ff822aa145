// Issue 13: the odds of the dice the rules roll (odds.ts), checked against brute-force enumeration of
// every face, a seeded Monte Carlo run, and the engine itself (pursuit, rally, withdraw, the open combat).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  combatOdds,
  combatOddsOf,
  combatResult,
  combatTotalsOf,
  DEFAULT_CATALOG,
  legalActions,
  NATION_IDS,
  prompt,
  pursuitOdds,
  rallyOdds,
  replay,
  withdrawOdds,
  type Action,
  type CombatForm,
  type Game
} from '../../../src/lib/rules';
import { pursuitHit } from '../../../src/lib/rules/combat-aftermath';
import { d6Within } from '../../../src/lib/rules/dice';
import { rng } from '../../rng';
import { act, scenario, squareOf, step, unitNamed, type ScenarioSpec } from './game-helpers';

const KINDS: CombatForm[] = ['assault', 'ambush', 'bombardment', 'volley'];
const SIX = ['attackers-hit', 'no-effect', 'defender-chooses', 'attacker-chooses', 'retreat-and-hit', 'eliminated'];
const EPS = 1e-12;

/** The attacking card's dice (1.2, 8): 1d10, 2d6, 2d8, 2d10, 1d8. */
const CARD_DICE = [[10], [6, 6], [8, 8], [10, 10], [8]];
const GRAND_BATTERY = [10, 10]; // 9.1-R5

/** Every dice combination a combat can have: a card's dice + 0..3 Committed Attacks (2d6 each), or the Grand Battery. */
const COMBINATIONS: number[][] = [
  ...CARD_DICE.flatMap((card) => [0, 1, 2, 3].map((k) => [...card, ...new Array<number>(2 * k).fill(6)])),
  GRAND_BATTERY
];

/**
 * Brute force, written apart from odds.ts: every face of every die in turn (an odometer over the
 * faces, i.e. nested loops of any depth), combatResult for each, counted per result for all four
 * kinds at once, divided by the number of face combinations.
 */
function enumerate(dice: number[], base: number, defense: number): Record<CombatForm, Record<string, number>> {
  const counts = Object.fromEntries(KINDS.map((k) => [k, {} as Record<string, number>])) as Record<CombatForm, Record<string, number>>;
  const faces = dice.map(() => 1);
  let total = 0;
  for (;;) {
    let sum = 0;
    for (const f of faces) sum += f;
    for (const k of KINDS) {
      const r = combatResult(k, base + sum, defense);
      counts[k][r] = (counts[k][r] ?? 0) + 1;
    }
    total++;
    let i = 0;
    while (i < faces.length && faces[i] === dice[i]) faces[i++] = 1;
    if (i === faces.length) break;
    faces[i]!++;
  }
  for (const k of KINDS) for (const r of Object.keys(counts[k])) counts[k][r]! /= total;
  return counts;
}

function expectOddsEqual(got: Record<string, number>, want: Record<string, number>): void {
  for (const [r, p] of Object.entries(got)) expect(Math.abs(p - (want[r] ?? 0)), r).toBeLessThanOrEqual(EPS);
  for (const r of Object.keys(want)) expect(got, r).toHaveProperty(r);
}

function expectSumsToOne(odds: Record<string, number>): void {
  const sum = Object.values(odds).reduce((s, p) => s + p, 0);
  expect(Math.abs(sum - 1)).toBeLessThanOrEqual(EPS);
  for (const p of Object.values(odds)) expect(p >= 0 && p <= 1).toBe(true);
}

const odds = (kind: CombatForm, dice: number[], base: number, defense: number) => {
  const r = combatOdds(kind, dice, base, defense);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('combatOdds (6.1 step 7, 6.2 step 4)', () => {
  it('6.1 step 7, 6.2 step 4: the key set is exactly what combatResult can give for the kind', () => {
    expect(Object.keys(odds('assault', [6], 0, 7))).toEqual(SIX);
    expect(Object.keys(odds('ambush', [10], 50, 1))).toEqual(SIX);
    expect(Object.keys(odds('bombardment', [10, 10], 0, 40)).sort()).toEqual(['hit', 'no-effect']);
    expect(Object.keys(odds('volley', [6, 6], 100, 3)).sort()).toEqual(['hit', 'no-effect']);
    // probability-0 results are kept: a certain elimination still lists the other five at 0
    expect(odds('assault', [6], 40, 1)).toEqual({ ...Object.fromEntries(SIX.map((k) => [k, 0])), eliminated: 1 });
  });

  it('6.1 step 7: T11 in odds form (D = 7, one d6 on a base of 5: A = 6…11)', () => {
    const o = odds('assault', [6], 5, 7);
    expect(o['attackers-hit']).toBeCloseTo(1 / 6, 15);
    expect(o['no-effect']).toBeCloseTo(1 / 6, 15);
    expect(o['defender-chooses']).toBeCloseTo(4 / 6, 15);
  });

  it('6.1 step 7, 6.2 step 4: combatOdds equals enumeration of all faces for every dice combination a combat can have, all four kinds', () => {
    const next = rng(13);
    for (const dice of COMBINATIONS) {
      const base = Math.floor(next() * 41);
      const defense = 1 + Math.floor(next() * 40);
      const want = enumerate(dice, base, defense);
      for (const k of KINDS) {
        const got = odds(k, dice, base, defense);
        expectOddsEqual(got, want[k]);
        expectSumsToOne(got);
      }
    }
  });

  it('6.1 step 7, 6.2 step 4 (property): combatOdds equals enumeration for random dice, base 0..40 and defence 1..40; sums to 1 within 1e-12', () => {
    fc.assert(
      fc.property(
        // the largest (up to 4.7 million faces) are enumerated once each in the test above
        fc.constantFrom(...COMBINATIONS.filter((d) => d.reduce((p, n) => p * n, 1) <= 100_000)),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        (dice, base, defense, reversed) => {
          // the order of the dice does not matter (the memo is per sorted multiset)
          const asked = reversed ? [...dice].reverse() : dice;
          const want = enumerate(dice, base, defense);
          for (const k of KINDS) {
            const got = odds(k, asked, base, defense);
            expectOddsEqual(got, want[k]);
            expectSumsToOne(got);
          }
        }
      ),
      { numRuns: 100, seed: 1306 }
    );
  });

  it('1.2 (Monte Carlo): 100,000 seeded rolls agree with the odds within 3 standard errors', () => {
    const cases: [CombatForm, number[], number, number][] = [
      ['assault', [10, 10, 6, 6, 6, 6], 7, 9],
      ['ambush', [10, 6, 6], 0, 8],
      ['volley', [8, 8], 2, 10],
      ['bombardment', GRAND_BATTERY, 2, 11]
    ];
    const next = rng(20260113);
    const N = 100_000;
    for (const [kind, dice, base, defense] of cases) {
      const seen: Record<string, number> = {};
      for (let n = 0; n < N; n++) {
        let sum = 0;
        for (const sides of dice) sum += 1 + Math.floor(next() * sides);
        const r = combatResult(kind, base + sum, defense);
        seen[r] = (seen[r] ?? 0) + 1;
      }
      for (const [r, p] of Object.entries(odds(kind, dice, base, defense))) {
        const freq = (seen[r] ?? 0) / N;
        const se = Math.sqrt((p * (1 - p)) / N);
        if (p === 0) expect(freq, `${kind} ${r}`).toBe(0);
        else expect(Math.abs(freq - p), `${kind} ${r}: ${freq} vs ${p}`).toBeLessThanOrEqual(3 * se);
      }
    }
  });

  it('1.2-R1, 6.1-R17: bad input is an error value, never an exception', () => {
    const bad: [unknown[], string][] = [
      [['assault', [], 0, 7], 'odds/no-dice'],
      [['assault', 'not dice', 0, 7], 'odds/no-dice'],
      [['assault', [7], 0, 7], 'odds/bad-die'],
      [['assault', [4], 0, 7], 'odds/bad-die'],
      [['assault', [12], 0, 7], 'odds/bad-die'],
      [['assault', [6.5], 0, 7], 'odds/not-integer'],
      [['assault', [NaN], 0, 7], 'odds/not-integer'],
      [['assault', ['6'], 0, 7], 'odds/not-integer'],
      [['assault', new Array(13).fill(6), 0, 7], 'odds/too-many-dice'],
      [['assault', [6], 1.5, 7], 'odds/not-integer'],
      [['assault', [6], 0, 7.25], 'odds/not-integer'],
      [['assault', [6], Infinity, 7], 'odds/not-integer'],
      [['assault', [6], 0, NaN], 'odds/not-integer'],
      [['assault', [6], 0, -Infinity], 'odds/not-integer'],
      [['assault', [6], 0, 0], 'odds/bad-defense'],
      [['assault', [6], 0, -3], 'odds/bad-defense'],
      [['charge', [6], 0, 7], 'odds/bad-kind'],
      [[undefined, [6], 0, 7], 'odds/bad-kind']
    ];
    for (const [args, code] of bad) {
      const r = (combatOdds as (...a: unknown[]) => ReturnType<typeof combatOdds>)(...args);
      expect(r.ok, JSON.stringify(args)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(0);
      }
    }
    // twelve dice is the limit, and is exact
    expectSumsToOne(odds('assault', new Array(12).fill(10), 0, 30));
    // anything at all: never a throw
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (k, d, b, def) => {
        const r = (combatOdds as (...a: unknown[]) => unknown)(k, d, b, def);
        expect(r).toHaveProperty('ok');
      }),
      { numRuns: 300, seed: 13 }
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Pursuit (6.6), rally (7), withdraw (6.1-R8)

/** Brute force of the engine's pursuit loop (combat-phase.ts `pursuit`): every face of every die. */
function enumeratePursuit(ranges: number[], modifier: number, reduced: boolean): Record<'0' | '1' | '2+', number> {
  const counts = [0, 0, 0];
  const faces = ranges.map(() => 1);
  let total = 0;
  for (;;) {
    let hits = 0;
    for (let i = 0; i < faces.length; i++) {
      if (hits >= (reduced ? 1 : 2)) break; // stop once the target is eliminated
      if (faces[i]! - Math.abs(modifier) <= ranges[i]!) hits++;
    }
    counts[Math.min(hits, 2)]!++;
    total++;
    let i = 0;
    while (i < faces.length && faces[i] === 6) faces[i++] = 1;
    if (i === faces.length) break;
    faces[i]!++;
  }
  return { '0': counts[0]! / total, '1': counts[1]! / total, '2+': counts[2]! / total };
}

describe('pursuitOdds, rallyOdds, withdrawOdds (6.6, 7, 6.1-R8)', () => {
  it('6.6-R4, A22: pursuitOdds equals enumeration of the engine’s loop (modifier always helps, stop once eliminated)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -2, max: 2 }),
        fc.boolean(),
        (ranges, modifier, reduced) => {
          const r = pursuitOdds(
            ranges.map((range) => ({ range })),
            modifier,
            reduced
          );
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expectOddsEqual(r.value.hits, enumeratePursuit(ranges, modifier, reduced));
          expectSumsToOne(r.value.hits);
          if (reduced) expect(r.value.hits['2+']).toBe(0);
        }
      ),
      { numRuns: 200, seed: 66 }
    );
    // T13: Pursuit 1–3 and 1–2, no Leader: both hit with 1/2 · 1/3
    const t13 = pursuitOdds([{ range: 3 }, { range: 2 }], 0);
    expect(t13.ok && t13.value.hits['2+']).toBeCloseTo(1 / 6, 15);
  });

  it('6.6-R4, A22: the engine’s pursuit test is pursuitHit (d6Within of the roll minus |modifier|), 0 or less included', () => {
    expect(pursuitHit(3, -1, 2)).toBe(true); // Blücher −1: a 3 hits on 1–2
    expect(pursuitHit(3, 1, 2)).toBe(true); // either sign helps (A22)
    expect(pursuitHit(4, -1, 2)).toBe(false);
    expect(pursuitHit(1, -2, 0)).toBe(true); // 1 − 2 = −1 ≤ 0
    for (let f = 1; f <= 6; f++) for (let k = 0; k <= 6; k++) expect(d6Within(f, k)).toBe(f >= 1 && f <= k);
  });

  // The engine itself: Prussia's 10th Dragoons (6) assault the Imperial Guard (D = 8 or 5, + card 7)
  // with three cards for the cavalry (Pursuit 1–3, 1–2, 1–3), 18 ⇒ the defender chooses Retreat; the
  // dragoons advance; then every face combination of the three pursuit dice is rolled.
  const pass: Action = { type: 'pass' };
  const toStep = (g: Game, target: string) => {
    let x = g;
    for (let i = 0; i < 4 && step(x) !== `combat:${target}`; i++) x = act(x, pass);
    expect(step(x)).toBe(`combat:${target}`);
    return x;
  };
  function pursuitGame(reduced: boolean, leader: boolean): Game {
    const units: ScenarioSpec['units'] = [{ d4: '10th-dragoons' }, { d5: reduced ? 'imperial-guard*' : 'imperial-guard' }];
    let g = scenario({ units, nations: ['prussia', 'france'] });
    g = act(g, { type: 'assault', from: 'd4', target: 'd5', card: '10th-dragoons-1' });
    g = act(toStep(g, 'defender'), { type: 'play', card: 'imperial-guard-1' }, pass);
    g = act(g, { type: 'play', card: '10th-dragoons-2', unit: 'd4' }, { type: 'play', card: '10th-dragoons-3', unit: 'd4' });
    if (leader) g = act(g, { type: 'play', card: 'gebhard-leberecht-von-blucher', use: 'combat' });
    g = act(toStep(g, 'roll'), { type: 'roll', dice: [2, 2, 2, 2, 2, 2] });
    expect(prompt(g)).toMatchObject({ step: 'combat:choose', player: 1 });
    g = act(g, { type: 'choose-result', choice: 'retreat' }, { type: 'advance', unit: 'd4' });
    expect(prompt(g)).toMatchObject({ step: 'combat:pursuit', dice: [6, 6, 6] });
    return g;
  }

  for (const reduced of [false, true])
    for (const leader of [false, true])
      it(`6.6-R2…R4: pursuitOdds equals the engine’s own pursuit rolls over all 216 faces (${reduced ? 'reduced' : 'full-strength'} target, ${leader ? 'Blücher −1' : 'no Leader'})`, () => {
        const g = pursuitGame(reduced, leader);
        const counts = [0, 0, 0];
        for (let a = 1; a <= 6; a++)
          for (let b = 1; b <= 6; b++)
            for (let c = 1; c <= 6; c++) {
              const x = act(g, { type: 'roll', dice: [a, b, c] });
              const u = unitNamed(x, 1, 'imperial-guard');
              const hits = !u ? (reduced ? 1 : 2) : u.reduced === reduced ? 0 : 1;
              counts[hits]!++;
            }
        const r = pursuitOdds([{ range: 3 }, { range: 2 }, { range: 3 }], leader ? -1 : 0, reduced);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expectOddsEqual(r.value.hits, { '0': counts[0]! / 216, '1': counts[1]! / 216, '2+': counts[2]! / 216 });
      });

  it('7-R3, 9.1-R3: rallyOdds equals the engine’s own rally over the six faces, for every Leader of every army', () => {
    for (const nation of NATION_IDS) {
      const foe = nation === 'france' ? 'great-britain' : 'france';
      const army = DEFAULT_CATALOG.army(nation);
      const unit = army.units[0]!.id;
      const g = scenario({
        nations: [nation, foe],
        units: [{ d4: `${unit}*` }, { d7: DEFAULT_CATALOG.army(foe).units[0]!.id }],
        phase: 'restoration'
      });
      for (const leader of army.deck) {
        if (leader.kind !== 'leader') continue;
        let wins = 0;
        if (leader.rallyAutomatic) {
          const x = act(g, { type: 'rally', card: leader.id, unit: 'd4' });
          wins = unitNamed(x, 0, unit)!.reduced ? 0 : 6;
        } else
          for (let f = 1; f <= 6; f++) {
            const x = act(g, { type: 'rally', card: leader.id, unit: 'd4', dice: [f] });
            if (!unitNamed(x, 0, unit)!.reduced) wins++;
          }
        const r = rallyOdds(leader.rally, leader.rallyAutomatic ?? false);
        expect(r, `${nation} ${leader.id}`).toEqual({ ok: true, value: wins / 6 });
      }
    }
    expect(rallyOdds(3)).toEqual({ ok: true, value: 0.5 }); // the rulebook's example: 1–3
    expect(rallyOdds(6, true)).toEqual({ ok: true, value: 1 }); // A30: Palafox "Auto"
  });

  it('6.1-R8: withdrawOdds equals the engine’s own United States withdraw roll over the six faces, for every card with a Withdraw value', () => {
    const us = DEFAULT_CATALOG.army('united-states');
    const cards = us.deck.filter((c) => c.kind === 'unit' && c.withdraw);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      if (card.kind !== 'unit') continue;
      const g = act(scenario({ nations: ['france', 'united-states'], units: [{ d4: 'imperial-guard' }, { d5: card.unit }] }), {
        type: 'assault',
        from: 'd4',
        target: 'd5',
        card: 'imperial-guard-1'
      });
      expect(step(g)).toBe('combat:withdraw');
      let wins = 0;
      for (let f = 1; f <= 6; f++) {
        const x = act(g, { type: 'withdraw', card: card.id, dice: [f] });
        if (squareOf(x, 1, card.unit) !== 'd5') wins++;
      }
      expect(withdrawOdds(card.withdraw!), card.id).toEqual({ ok: true, value: wins / 6 });
    }
  });

  it('bad input to pursuitOdds, rallyOdds, withdrawOdds is an error value, never an exception', () => {
    const codes = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
    expect(codes(pursuitOdds([], 0))).toBe('odds/no-dice');
    expect(codes(pursuitOdds(new Array(13).fill({ range: 3 }), 0))).toBe('odds/too-many-dice');
    expect(codes(pursuitOdds([{ range: 2.5 }], 0))).toBe('odds/not-integer');
    expect(codes(pursuitOdds([{ range: 2 }], NaN))).toBe('odds/not-integer');
    expect(codes((pursuitOdds as (...a: unknown[]) => { ok: boolean })([null], 0) as never)).toBe('odds/not-integer');
    expect(codes((pursuitOdds as (...a: unknown[]) => { ok: boolean })('x', 0) as never)).toBe('odds/no-dice');
    expect(codes(rallyOdds(Infinity))).toBe('odds/not-integer');
    expect(codes(withdrawOdds(2.5))).toBe('odds/not-integer');
    // out-of-range values are fine: nothing or everything succeeds
    expect(withdrawOdds(0)).toEqual({ ok: true, value: 0 });
    expect(rallyOdds(9)).toEqual({ ok: true, value: 1 });
  });
});

// ---------------------------------------------------------------------------------------------
// The combat in progress (combatOddsOf)

/** The fixture game at Ala's (France) Combat Phase, turn 3 (see tests/e2e/fixtures/make-combat.ts). */
function fixture(): Game {
  const rec = JSON.parse(readFileSync(new URL('../../e2e/fixtures/combat-france-britain.json', import.meta.url), 'utf8'));
  const r = replay(rec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const DICE_LABELS = new Set(['dice', 'card-dice', 'ambush-dice', 'grand-battery-dice', 'committed-attack']);

/** The odds computed independently: the dice asked at the roll (pass to it), the non-dice parts of the totals. */
function independent(g: Game) {
  const t = combatTotalsOf(g, [])!;
  const base = t.attack.parts.filter((p) => !DICE_LABELS.has(p.label)).reduce((s, p) => s + p.value, 0);
  let x = g;
  while (step(x) !== 'combat:roll') x = act(x, { type: 'pass' });
  const dice = prompt(x).dice!;
  return { dice, base, defense: t.defense.total, odds: odds(g.state.combat!.kind, dice, base, t.defense.total) };
}

describe('combatOddsOf: the combat in progress (6.1 steps 4–7, 6.2)', () => {
  it('6.1 step 6–7: an Assault’s odds equal combatOdds of its totals at each step, and change when a defence card is played', () => {
    let g = fixture();
    expect(combatOddsOf(g)).toBeNull(); // no combat open
    // the 1st Cuirassiers (d6) assault the 4th Regiment of Foot in the Woods (d7, +2)
    g = act(g, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    expect(step(g)).toBe('combat:withdraw');
    const w = combatOddsOf(g)!;
    expect(w).toMatchObject({ kind: 'assault', ...independent(g), options: [] });
    expect(w.dice).toEqual([10, 10]);
    expect(w.base).toBe(7);
    expect(w.defense).toBe(7 + 2);

    g = act(g, { type: 'pass' });
    expect(step(g)).toBe('combat:defender');
    const before = combatOddsOf(g)!;
    expect(before).toMatchObject({ kind: 'assault', ...independent(g) });
    // options: every defence card and Leader the defender may still hold (hands are hidden)
    const plays = legalActions(g).filter((a) => a.action.type === 'play');
    expect(before.options.length).toBe(plays.length);
    for (const o of before.options) {
      const after = combatOddsOf(act(g, o.action))!;
      expect(o.defense).toBeGreaterThan(before.defense);
      expect(o).toMatchObject({ dice: after.dice, base: after.base, defense: after.defense, odds: after.odds });
      expect(['card', 'leader-combat']).toContain(o.label);
    }
    // a defence card played: the Defence Total grows and the odds follow
    const card = before.options.find((o) => o.label === 'card')!;
    const h = act(g, card.action);
    const played = combatOddsOf(h)!;
    expect(played.defense).toBeGreaterThan(before.defense);
    expect(played.odds).not.toEqual(before.odds);
    expect(played).toMatchObject({ ...independent(h) });
    expect(played.odds['attackers-hit']!).toBeGreaterThan(before.odds['attackers-hit']!);

    // the attacker's step: unit cards for the cuirassiers add dice, a Leader for Combat adds its value
    const a = act(h, { type: 'pass' });
    expect(step(a)).toBe('combat:attacker');
    const atk = combatOddsOf(a)!;
    expect(atk).toMatchObject(independent(a));
    expect(atk.options.some((o) => o.label === 'card' && o.dice.length > atk.dice.length)).toBe(true);
    expect(atk.options.some((o) => o.label === 'leader-combat' && o.base > atk.base)).toBe(true);
    for (const o of atk.options) {
      const after = combatOddsOf(act(a, o.action))!;
      expect({ dice: o.dice, base: o.base, defense: o.defense, odds: o.odds }).toEqual({
        dice: after.dice,
        base: after.base,
        defense: after.defense,
        odds: after.odds
      });
    }
    // Skirmish cancels the combat: it changes no odds and is not an option
    expect(atk.options.some((o) => o.action.type === 'play' && o.action.card === 'skirmish')).toBe(false);

    // the roll: the same odds, no options; after it: null
    const r = act(a, { type: 'pass' });
    expect(step(r)).toBe('combat:roll');
    expect(combatOddsOf(r)).toMatchObject({ ...independent(r), options: [] });
    expect(combatOddsOf(act(r, { type: 'roll', dice: prompt(r).dice!.map(() => 1) }))).toBeNull();
  });

  it('9.1-R5, A18: a Grand Battery is a Bombardment of 2d10 (+2 from the Hill)', () => {
    let g = fixture();
    g = act(g, { type: 'grand-battery', from: 'f5', target: 'f7', card: 'napoleon-bonaparte' });
    const o = combatOddsOf(g)!;
    expect(o.kind).toBe('bombardment');
    expect(o.dice).toEqual([10, 10]);
    expect(o.base).toBe(2);
    expect(Object.keys(o.odds).sort()).toEqual(['hit', 'no-effect']);
    expect(o).toMatchObject({ ...independent(g), options: [] });
  });

  it('6.1 step 5: every option is the legal play applied to the game (pure: the game is unchanged)', () => {
    let g = fixture();
    g = act(g, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-2' }, { type: 'pass' }, { type: 'pass' });
    expect(step(g)).toBe('combat:attacker');
    const snapshot = structuredClone(g.state);
    const o = combatOddsOf(g)!;
    expect(g.state).toEqual(snapshot);
    for (const opt of o.options) {
      const r = applyAction(g, opt.action);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const after = combatOddsOf(r.value)!;
      expect({ dice: opt.dice, base: opt.base, defense: opt.defense }).toEqual({
        dice: after.dice,
        base: after.base,
        defense: after.defense
      });
      expectOddsEqual(opt.odds, after.odds);
      expect(opt.odds).toEqual(odds('assault', opt.dice, opt.base, opt.defense));
    }
  });
});
