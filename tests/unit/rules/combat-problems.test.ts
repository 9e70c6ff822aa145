// Board mode's combat check (issue 23): combatProblems judges a combat described on a board with the
// game's own predicates, and combatSpecTotals adds it up with the game's own arithmetic. The issue's
// cases A–G (all Clear; the Imperial Guard on d4 makes an Assault on the 52nd on d5; French units on
// c5, e5 and d6) each with the code and rule the game refuses with; then 200 combats reached in
// random games through the engine's legal actions, each of which must be legal on the board and
// give the game's totals.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  combatProblems,
  combatSpecDice,
  combatSpecTotals,
  combatSupportSquares,
  combatTotalsOf,
  DEFAULT_CATALOG,
  legalActions,
  newGame,
  parsePosition,
  positionOf,
  prompt,
  type Action,
  type CombatSpec,
  type Game,
  type NationId,
  type Position,
  type PositionJSON,
  type RuleError,
  type Total
} from '../../../src/lib/rules';
import { rng } from '../../rng';

const CLEAR = new Array(8).fill('cccccccc') as string[];

/** The position: seat 0 (south) attacks from d4 with units on c5, e5, d6; seat 1 defends d5. */
function board(
  o: { nations?: [NationId, NationId]; units?: string[]; defender?: string; terrain?: Record<string, string> } = {}
): Position {
  const [a, d] = o.nations ?? ['france', 'great-britain'];
  const units = o.units ?? ['imperial-guard', '2nd-regiment-legere', '4th-regiment-suisse', '8th-regiment-legere'];
  const rows = CLEAR.map((r) => r.split(''));
  for (const [sq, t] of Object.entries(o.terrain ?? {})) rows[8 - Number(sq[1])]![sq.charCodeAt(0) - 97] = t;
  const json: PositionJSON = {
    terrain: rows.map((r) => r.join('')),
    armies: [
      { nation: a, edge: 'south', units: ['d4', 'c5', 'e5', 'd6'].map((square, i) => ({ unit: units[i]!, square })) },
      { nation: d, edge: 'north', units: [{ unit: o.defender ?? '52nd-regiment-of-foot', square: 'd5' }] }
    ]
  };
  const r = parsePosition(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const ASSAULT: CombatSpec = { form: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' };

const codes = (es: RuleError[]) => es.map((e) => [e.code, e.rule]);

function only(p: Position, spec: CombatSpec, code: string, rule: string): void {
  const es = combatProblems(p, spec);
  expect(codes(es)).toContainEqual([code, rule]);
}

describe('combatProblems: the issue’s cases A–G (Imperial Guard d4 → 52nd d5, French on c5, e5, d6)', () => {
  const p = board();

  it('the plain Assault and the one with Napoleon for Command and three supporting units are legal (6.1, 6.4-R2)', () => {
    expect(combatProblems(p, ASSAULT)).toEqual([]);
    expect(combatSupportSquares(p, ASSAULT).sort()).toEqual(['c5', 'd6', 'e5']);
    const full: CombatSpec = { ...ASSAULT, leader: 'napoleon-bonaparte', leaderUse: 'command', supporting: ['c5', 'e5', 'd6'] };
    expect(combatProblems(p, full)).toEqual([]);
    // the defence: the 52nd's strength 6 on Clear (6.1-R17)
    expect(combatSpecTotals(p, full)!.defense.total).toBe(6);
    // the fixed attack: the Guard 8 + three supporting units' strengths, no Leader Combat value (6.4-R7)
    const strengths = ['2nd-regiment-legere', '4th-regiment-suisse', '8th-regiment-legere'].map(
      (u) => DEFAULT_CATALOG.unit('france', u)!.full
    );
    expect(combatSpecTotals(p, full)!.attack.total).toBe(8 + strengths.reduce((s, x) => s + x, 0));
    expect(combatSpecTotals(p, full)!.attack.parts.some((x) => x.label === 'leader-combat')).toBe(false);
  });

  it('A: supporting units with no Leader are refused (6.4-R1: only a Leader played for Command brings them)', () => {
    only(p, { ...ASSAULT, supporting: ['c5', 'e5', 'd6'] }, 'combat/support-without-command', '6.4-R1');
  });

  it('B: Napoleon used for Combat may not also bring supporting units (9.1-R2, 6.4-R1: Command or Combat, never both)', () => {
    only(
      p,
      { ...ASSAULT, leader: 'napoleon-bonaparte', leaderUse: 'combat', supporting: ['c5'] },
      'combat/support-without-command',
      '6.4-R1'
    );
    // for Combat alone it is legal, and adds his Combat value (9.1-R2)
    const combat: CombatSpec = { ...ASSAULT, leader: 'napoleon-bonaparte', leaderUse: 'combat' };
    expect(combatProblems(p, combat)).toEqual([]);
    const napoleon = DEFAULT_CATALOG.card('france', 'napoleon-bonaparte');
    if (napoleon?.kind !== 'leader') throw new Error('data');
    expect(combatSpecTotals(p, combat)!.attack.parts.find((x) => x.label === 'leader-combat')?.value).toBe(napoleon.combat);
  });

  it('C: Jean Lannes (Command 2) with three supporting units is refused; one is allowed (6.4-R2)', () => {
    const es = combatProblems(p, { ...ASSAULT, leader: 'jean-lannes', leaderUse: 'command', supporting: ['c5', 'e5', 'd6'] });
    expect(codes(es)).toContainEqual(['combat/support-too-many', '6.4-R2']);
    expect(es.find((e) => e.code === 'combat/support-too-many')?.params).toEqual({ max: 1 });
    expect(combatProblems(p, { ...ASSAULT, leader: 'jean-lannes', leaderUse: 'command', supporting: ['e5'] })).toEqual([]);
  });

  it('D: Committed Attack at most one per participating unit; illegal supporting units do not raise the cap (9.2-R7)', () => {
    // the Ottoman Empire holds 4 Committed Attack cards (France none): the 1st Janissaries on d4 against d5
    const ot = board({
      nations: ['ottoman-empire', 'france'],
      units: ['1st-janissaries', '2nd-janissaries', 'albanian-feudal-corps', 'greek-feudal-corps'],
      defender: 'imperial-guard'
    });
    expect(DEFAULT_CATALOG.card('ottoman-empire', 'committed-attack')!.copies).toBe(4);
    const base: CombatSpec = { form: 'assault', from: 'd4', target: 'd5', card: '1st-janissaries-1' };
    expect(combatProblems(ot, base)).toEqual([]);
    const d = combatProblems(ot, { ...base, supporting: ['c5', 'e5', 'd6'], committed: 4 });
    expect(codes(d)).toContainEqual(['combat/committed-limit', '9.2-R7']);
    expect(codes(d)).toContainEqual(['combat/support-without-command', '6.4-R1']);
    // alone, the attacking unit allows one
    expect(combatProblems(ot, { ...base, committed: 1 })).toEqual([]);
    expect(codes(combatProblems(ot, { ...base, committed: 2 }))).toEqual([['combat/committed-limit', '9.2-R7']]);
    // Pechlivan Khan (Command 3) brings two supporting units: three participating units, three cards
    const khan: CombatSpec = { ...base, leader: 'pechlivan-khan', leaderUse: 'command', supporting: ['c5', 'e5'] };
    expect(combatProblems(ot, { ...khan, committed: 3 })).toEqual([]);
    expect(codes(combatProblems(ot, { ...khan, committed: 4 }))).toEqual([['combat/committed-limit', '9.2-R7']]);
    // Great Britain holds one: a second is more copies than its deck has (1.4-R2)
    const gb = board({
      nations: ['great-britain', 'france'],
      units: ['1st-foot-guards', '4th-regiment-of-foot', '32nd-regiment-of-foot', '42nd-regiment-of-foot'],
      defender: 'imperial-guard'
    });
    const gbKhan: CombatSpec = {
      form: 'assault',
      from: 'd4',
      target: 'd5',
      card: '1st-foot-guards-1',
      leader: 'lord-wellington',
      leaderUse: 'command',
      supporting: ['c5'],
      committed: 2
    };
    expect(codes(combatProblems(gb, gbKhan))).toEqual([['card/copies', '1.4-R2']]);
    // France has no Committed Attack card at all (9.2 HQ table)
    expect(codes(combatProblems(p, { ...ASSAULT, committed: 1 }))).toEqual([['card/unknown', '1.4-R1']]);
  });

  it('E: an Assault on a target two squares away, or on a diagonal, is refused (6.1-R4)', () => {
    for (const from of ['d3', 'c4']) {
      const json: PositionJSON = {
        terrain: CLEAR,
        armies: [
          { nation: 'france', edge: 'south', units: [{ unit: 'imperial-guard', square: from }] },
          { nation: 'great-britain', edge: 'north', units: [{ unit: '52nd-regiment-of-foot', square: 'd5' }] }
        ]
      };
      const r = parsePosition(json);
      if (!r.ok) throw new Error(r.error.message);
      expect(codes(combatProblems(r.value, { ...ASSAULT, from }))).toEqual([['combat/not-adjacent', '6.1-R4']]);
    }
  });

  it('F: an Assault from a Marsh, and supporting units in a Marsh, are refused (6.1-R2, 6.4-R3); Marsh squares never support', () => {
    const marsh = board({ terrain: { d4: 'm', c5: 'm' } });
    const es = combatProblems(marsh, { ...ASSAULT, leader: 'napoleon-bonaparte', leaderUse: 'command', supporting: ['c5', 'e5'] });
    expect(codes(es)).toContainEqual(['combat/assault-from-marsh', '6.1-R2']);
    expect(codes(es)).toContainEqual(['combat/support-invalid', '6.4-R3']);
    expect(es.find((e) => e.code === 'combat/support-invalid')?.params).toEqual({ square: 'c5' });
    expect(combatSupportSquares(marsh, ASSAULT).sort()).toEqual(['d6', 'e5']);
    // a Bombardment may come from a Marsh (6.2-R2)
    expect(
      combatProblems(marsh, { form: 'volley', from: 'e5', target: 'd5', card: '4th-regiment-suisse-1' }).map((e) => e.code)
    ).not.toContain('combat/assault-from-marsh');
  });

  it('G: Winfield Scott (Command 1) cannot be used for Command; for Combat his 4 counts (9.1-R2)', () => {
    const us = board({
      nations: ['united-states', 'great-britain'],
      units: ['1st-infantry-regiment', '2nd-infantry-regiment', '3rd-infantry-regiment', '4th-militia']
    });
    const card = DEFAULT_CATALOG.army('united-states').deck.find(
      (c) => c.kind === 'unit' && c.unit === '1st-infantry-regiment' && c.attack
    )!.id;
    const base: CombatSpec = { form: 'assault', from: 'd4', target: 'd5', card, leader: 'winfield-scott' };
    only(us, { ...base, leaderUse: 'command' }, 'combat/command-one', '9.1-R2');
    expect(combatProblems(us, { ...base, leaderUse: 'combat' })).toEqual([]);
    expect(combatSpecTotals(us, { ...base, leaderUse: 'combat' })!.attack.parts.find((x) => x.label === 'leader-combat')?.value).toBe(4);
  });
});

describe('combatProblems: the other cards of a combat', () => {
  const p = board();

  it('a second Attack card for the attacking unit and cards for a supporting unit are legal and roll their dice (6.1-R13, 6.4-R5)', () => {
    const support = DEFAULT_CATALOG.army('france').deck.find((c) => c.kind === 'unit' && c.unit === '4th-regiment-suisse' && c.attack)!;
    const spec: CombatSpec = {
      ...ASSAULT,
      attackCards: ['imperial-guard-1'],
      leader: 'jean-lannes',
      leaderUse: 'command',
      supporting: ['e5'],
      supportCards: { e5: [support.id, support.id].slice(0, support.copies) }
    };
    expect(combatProblems(p, spec)).toEqual([]);
    const dice = combatSpecDice(p, spec);
    expect(dice.map((g) => g.group.detail)).toEqual(['imperial-guard-1', 'imperial-guard-1', ...spec.supportCards!.e5!]);
  });

  it('refuses a card for a unit not taking part, a card without Attack, and more copies than the deck holds (6.1-R13, 1.4-R2)', () => {
    expect(codes(combatProblems(p, { ...ASSAULT, supporting: [], supportCards: { e5: ['4th-regiment-suisse-1'] } }))).toEqual([
      ['combat/not-participating', '6.1-R13']
    ]);
    expect(codes(combatProblems(p, { ...ASSAULT, attackCards: ['imperial-guard-2'] }))).toEqual([['combat/card-no-attack', '6.1-R1']]);
    const copies = DEFAULT_CATALOG.card('france', 'imperial-guard-1')!.copies;
    const es = combatProblems(p, { ...ASSAULT, attackCards: new Array<string>(copies).fill('imperial-guard-1') });
    expect(codes(es)).toEqual([['card/copies', '1.4-R2']]);
    expect(es[0]!.params).toEqual({ card: 'imperial-guard-1', copies });
  });

  it('the defender plays unit cards of the defending unit only, and a Leader for Combat (6.1-R10…R12)', () => {
    expect(combatProblems(p, { ...ASSAULT, defenseCards: ['52nd-regiment-of-foot-1'], defenseLeader: 'lord-wellington' })).toEqual([]);
    expect(codes(combatProblems(p, { ...ASSAULT, defenseCards: ['1st-foot-guards-1'] }))).toEqual([['card/wrong-unit', '8-R2']]);
    expect(codes(combatProblems(p, { ...ASSAULT, defenseCards: ['withdraw'] }))).toEqual([['combat/defender-card', '6.1-R12']]);
  });

  it('a fire combat has only its firing card, needs range and line of sight (6.2-R3…R10)', () => {
    const volley: CombatSpec = { form: 'volley', from: 'e5', target: 'd5', card: '4th-regiment-suisse-1' };
    const def = DEFAULT_CATALOG.card('france', '4th-regiment-suisse-1');
    if (def?.kind !== 'unit') throw new Error('data');
    expect(combatProblems(p, volley).map((e) => e.code)).toEqual(def.volley ? [] : ['combat/card-no-volley']);
    expect(
      codes(combatProblems(p, { form: 'bombard', from: 'd4', target: 'd5', card: 'imperial-guard-2', leader: 'napoleon-bonaparte' }))
    ).toEqual([['combat/fire-cards', '6.2-R10']]);
    // the Guard on d3 bombards d5 over the empty d4 (range 2), but not with a Volley (range 1)
    const far = parsePosition({
      terrain: CLEAR,
      armies: [
        { nation: 'france', edge: 'south', units: [{ unit: 'imperial-guard', square: 'd3' }] },
        { nation: 'great-britain', edge: 'north', units: [{ unit: '52nd-regiment-of-foot', square: 'd5' }] }
      ]
    });
    if (!far.ok) throw new Error('position');
    expect(combatProblems(far.value, { form: 'bombard', from: 'd3', target: 'd5', card: 'imperial-guard-2' })).toEqual([]);
    expect(codes(combatProblems(far.value, { form: 'grand-battery', from: 'd3', target: 'd5', card: 'imperial-guard-2' }))).toEqual([
      ['card/wrong-type', '6.7']
    ]);
  });

  it('an incomplete combat says what is missing (6.1-R1, 6.1-R4, 8-R1)', () => {
    expect(codes(combatProblems(p, { ...ASSAULT, from: null, target: null }))).toEqual([
      ['combat/no-attacker', '6.1-R1'],
      ['combat/no-defender', '6.1-R4']
    ]);
    expect(codes(combatProblems(p, { ...ASSAULT, card: null }))).toEqual([['combat/no-card', '8-R1']]);
  });
});

// ---------------------------------------------------------------------------------------------
// 200 combats of random games: legal on the board, with the game's totals

/** The combat the game holds at its roll, as the board's CombatSpec (read field by field). */
function specOf(g: Game): CombatSpec {
  const s = g.state;
  const cb = s.combat!;
  const me = s.active;
  const sq = (id: string) => s.armies![me].units.find((u) => u.unit === id)!.square;
  const mine = cb.cards.filter((c) => c.side === me);
  const supportCards: Record<string, string[]> = {};
  for (const id of cb.supporting) supportCards[sq(id)] = mine.filter((c) => c.role === 'attack' && c.unit === id).map((c) => c.card);
  return {
    form: cb.grandBattery ? 'grand-battery' : cb.kind === 'bombardment' ? 'bombard' : cb.kind,
    from: cb.attacker ? sq(cb.attacker) : null,
    target: cb.target,
    supporting: cb.supporting.map(sq),
    card: mine.find((c) => c.role === 'initiating')!.card,
    attackCards: mine.filter((c) => c.role === 'attack' && c.unit === cb.attacker).map((c) => c.card),
    supportCards,
    leader: cb.leader?.card ?? null,
    leaderUse: cb.leader?.use ?? 'combat',
    committed: cb.committed,
    sappers: cb.sappers,
    defenseCards: cb.cards.filter((c) => c.side !== me && c.role === 'defense').map((c) => c.card),
    defenseLeader: cb.defenseLeader
  };
}

const sortedParts = (t: Total) => t.parts.map((x) => JSON.stringify(x)).sort();

const SECTIONS = Array.from({ length: 24 }, (_, i) => i + 1);
const FIGHTS = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);

/** Random games through the engine's legal actions, leaning to combat and to playing cards. */
function* combatsAtRoll(seed: number): Generator<Game> {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  for (let gameNo = 0; ; gameNo++) {
    let g = newGame({ players: ['A', 'B'] });
    for (let n = 0; n < 3000 && g.state.stage !== 'over'; n++) {
      const s = g.state;
      let action: Action;
      if (s.stage === 'setup' && s.setupStep === 'map') {
        const ids = [...SECTIONS].sort(() => r() - 0.5).slice(0, 4);
        action = { type: 'choose-map', sections: ids.map((id) => ({ id, rotation: pick([0, 90, 180, 270] as const) })) };
      } else {
        const legal = legalActions(g);
        const step = prompt(g).step;
        const fights = legal.filter((l) => FIGHTS.has(l.action.type));
        const plays = legal.filter((l) => l.action.type === 'play');
        const moves = legal.filter((l) => l.action.type === 'move');
        const led = plays.filter((l) => ((l.action as { supporting?: string[] }).supporting ?? []).length > 0);
        let choice = pick(legal);
        const assaults = fights.filter((l) => l.action.type === 'assault' || l.action.type === 'ambush');
        if (assaults.length && r() < 0.7) choice = pick(assaults);
        else if (fights.length && r() < 0.9) choice = pick(fights);
        else if (led.length && r() < 0.6)
          choice = pick(led); // a Leader for Command with supporting units
        else if ((step === 'combat:attacker' || step === 'combat:defender') && plays.length && r() < 0.75) choice = pick(plays);
        else if (moves.length && s.armies && r() < 0.7) {
          // close in on the enemy, so that Assaults and supporting units happen
          const enemies = s.armies[1 - s.active]!.units.map((u) => u.square);
          const d = (a: string, b: string) =>
            Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
          const near = (l: (typeof moves)[number]) => Math.min(...enemies.map((e) => d((l.action as { to: string }).to, e)));
          choice = [...moves].sort((a, b) => near(a) - near(b))[0]!;
        }
        action = structuredClone(choice.action);
        if (choice.dice) (action as { dice: number[] }).dice = choice.dice.map((sides) => 1 + Math.floor(r() * sides));
      }
      const res = applyAction(g, action);
      if (!res.ok) throw new Error(`game ${gameNo}: legal action refused: ${res.error.message}`);
      g = res.value;
      if (prompt(g).step === 'combat:roll') yield g;
    }
  }
}

describe('combatProblems and combatSpecTotals on 200 combats of random games', () => {
  it('every combat the game reached is legal on the board ([]) with the game’s attack and defence totals (6.1-R16, R17, 6.2-R8, R9)', () => {
    let n = 0;
    const forms = new Set<string>();
    let withSupport = 0;
    let withCards = 0;
    for (const g of combatsAtRoll(23)) {
      const spec = specOf(g);
      const p = positionOf(g.state, g.catalog);
      const problems = combatProblems(p, spec);
      expect(problems, JSON.stringify(spec)).toEqual([]);
      // the same dice, group for group (the board lists a unit's cards together; the game in the order played)
      const gameSides = prompt(g).dice ?? [];
      const boardGroups = combatSpecDice(p, spec);
      expect(boardGroups.flatMap((x) => x.sides).sort()).toEqual([...gameSides].sort());
      const zero = combatSpecTotals(p, spec)!;
      const gameZero = combatTotalsOf(g)!;
      expect(zero.attack.total).toBe(gameZero.attack.total);
      expect(zero.defense.total).toBe(gameZero.defense.total);
      expect(sortedParts(zero.attack)).toEqual(sortedParts(gameZero.attack));
      expect(sortedParts(zero.defense)).toEqual(sortedParts(gameZero.defense));
      // every die at its highest face: the same totals again
      const high = combatSpecTotals(
        p,
        spec,
        boardGroups.flatMap((x) => x.sides)
      )!;
      const gameHigh = combatTotalsOf(g, gameSides)!;
      expect(high.attack.total).toBe(gameHigh.attack.total);
      expect(sortedParts(high.attack)).toEqual(sortedParts(gameHigh.attack));
      forms.add(spec.form);
      if ((spec.supporting?.length ?? 0) > 0) withSupport++;
      if ((spec.attackCards?.length ?? 0) + Object.values(spec.supportCards ?? {}).flat().length + (spec.defenseCards?.length ?? 0) > 0)
        withCards++;
      if (++n >= 200) break;
    }
    expect(n).toBe(200);
    // the sample covers what the board can enter: Assaults and fire, supporting units, further cards
    expect(forms.has('assault')).toBe(true);
    expect(forms.has('bombard') || forms.has('volley')).toBe(true);
    expect(withSupport).toBeGreaterThan(10);
    expect(withCards).toBeGreaterThan(0);
  }, 120_000); // 200 random games: slow on a loaded two-core machine
});
