// Board mode's screen state (src/lib/ui/boardmode/board-mode.svelte.ts, calc-state.svelte.ts): what
// taps do — two taps per unit placed, a refused tap keeps the position and holds the engine's error,
// a placed unit selected and moved, the calculator's taps picking attacker, target and support.
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/rules';
import { BoardMode } from '$lib/ui/boardmode/board-mode.svelte';
import { QUESTIONS } from '../../e2e/fixtures/board-positions';

function questions(): BoardMode {
  const b = new BoardMode();
  const p = parsePosition(QUESTIONS);
  if (!p.ok) throw new Error(p.error.message);
  b.load(p.value);
  return b;
}

describe('BoardMode taps', () => {
  it('a fresh board is all Clear, France south against Great Britain north, no units', () => {
    const b = new BoardMode();
    expect(b.position.terrain.every((t) => t === 'clear')).toBe(true);
    expect(b.position.armies.map((a) => [a.nation, a.edge, a.units.length])).toEqual([
      ['france', 'south', 0],
      ['great-britain', 'north', 0]
    ]);
  });

  it('places a unit in two taps and forgets the tool', () => {
    const b = new BoardMode();
    b.pickUnit(0, 'imperial-guard');
    b.tap('d2');
    expect(b.position.armies[0].units).toEqual([{ unit: 'imperial-guard', square: 'd2', reduced: false }]);
    expect(b.tool).toBeNull();
    expect(b.error).toBeNull();
    expect(b.status?.()).toContain('d2');
  });

  it('a refused placement keeps the position and the tool, with the engine’s error', () => {
    const b = questions();
    const before = b.position;
    b.pickUnit(1, '4th-regiment-of-foot');
    b.tap('d2');
    expect(b.position).toBe(before);
    expect(b.error?.code).toBe('position/square-occupied');
    expect(b.tool).toEqual({ kind: 'unit', seat: 1, unit: '4th-regiment-of-foot' });
    b.tap('b5');
    expect(b.error?.code).toBe('position/unit-on-lake');
    b.tap('h8');
    expect(b.error).toBeNull();
    expect(b.position.armies[1].units.some((u) => u.unit === '4th-regiment-of-foot' && u.square === 'h8')).toBe(true);
  });

  it('a placed unit: select, move (its Redoubt stays behind and goes), reduce, take off', () => {
    const b = questions();
    b.tap('c2');
    expect(b.selected).toBe('c2');
    b.tap('c3');
    expect(b.selected).toBe('c3');
    expect(b.position.redoubts).toEqual([]);
    b.reduce(true);
    expect(b.position.armies[1].units.find((u) => u.square === 'c3')?.reduced).toBe(true);
    b.takeOff();
    expect(b.position.armies[1].units.some((u) => u.square === 'c3')).toBe(false);
    expect(b.selected).toBeNull();
  });

  it('the palette selects a unit already on the board instead of placing it again', () => {
    const b = questions();
    b.pickUnit(0, 'imperial-guard');
    expect(b.tool).toBeNull();
    expect(b.selected).toBe('d2');
  });

  it('Ask: a tap on a unit gives the answers; an empty square then asks whether it can get there (moveProblem, rule 5)', () => {
    const b = questions();
    b.setMode('ask');
    b.tap('d2');
    expect(b.answer?.square).toBe('d2');
    expect(b.picture.highlights.d4).toBe('blocked');
    // the Guard (infantry) one square: yes
    b.tap('d3');
    expect(b.answer?.square).toBe('d2');
    expect(b.reach).toMatchObject({ from: 'd2', to: 'd3', answer: 'yes', problem: null });
    // two squares: only with a Forced March (5-R10)
    b.tap('e1');
    expect(b.reach).toMatchObject({ to: 'e1', answer: 'forced' });
    // far away: no, too far (5-R2), the Movement Phase's own refusal
    b.tap('h8');
    expect(b.reach?.answer).toBe('no');
    expect(b.reach?.problem).toMatchObject({ code: 'move/too-far', rule: '5-R2', params: { square: 'h8' } });
    // the same square again: the question goes; another unit: its answers
    b.tap('h8');
    expect(b.reach).toBeNull();
    b.tap('f2');
    expect(b.answer?.square).toBe('f2');
    b.tap('f2');
    expect(b.answer).toBeNull();
    b.tap('h8');
    expect(b.answer).toBeNull();
    expect(b.reach).toBeNull();
  });

  it('the calculator: attacker, target, then supporting units with a Leader for Command (6.4-R1); an edit that moves them away forgets them', () => {
    const b = questions();
    b.setMode('combat');
    b.tap('d2');
    b.tap('c2');
    // no Leader for Command: b2 could support but may not yet (6.4-R1). A tap on it never swaps the
    // attacker silently (issue 30): the attacker stays, and the calculator says a Leader is needed
    expect(b.picture.highlights.b2).toBeUndefined();
    b.tap('b2');
    expect(b.calc.picks).toMatchObject({ from: 'd2', target: 'c2', supporting: [] });
    expect(b.calc.notice?.()).toContain('(b2)');
    // "Change attacker" first: then b2 attacks
    b.calc.step = 'from';
    b.tap('b2');
    expect(b.calc.picks).toMatchObject({ from: 'b2', target: 'c2', supporting: [] });
    expect(b.calc.notice).toBeNull();
    b.calc.step = 'from';
    b.tap('d2');
    b.calc.update({ leader: 'jean-lannes', leaderUse: 'command' });
    expect(b.picture.highlights.b2).toBe('support');
    b.tap('b2');
    expect(b.calc.picks).toMatchObject({ from: 'd2', target: 'c2', supporting: ['b2'] });
    expect(b.calc.picks.card).toMatch(/^imperial-guard-/);
    expect(b.calc.problems).toEqual([]);
    expect(b.calc.before).not.toBeNull();
    expect(b.picture.highlights).toMatchObject({ d2: 'from', c2: 'target', b2: 'support-on' });
    // the Leader used for Combat instead: the supporting unit goes (9.1-R2: never both)
    b.calc.update({ leaderUse: 'combat' });
    expect(b.calc.picks.supporting).toEqual([]);
    b.calc.update({ leaderUse: 'command' });
    b.tap('b2');
    b.tap('b2');
    expect(b.calc.picks.supporting).toEqual([]);
    // another own unit: the new attacker, the target kept
    b.tap('f2');
    expect(b.calc.picks).toMatchObject({ from: 'f2', target: 'c2' });
    b.calc.roll([1, 1], false);
    expect(b.calc.dice).toEqual([1, 1]);
    b.calc.setForm('ambush');
    expect(b.calc.picks.from).toBeNull();
    expect(b.calc.dice).toBeNull();
  });

  it('the calculator: a Command-1 Leader is fixed to Combat (9.1-R2); a full Command swaps supporting units (6.4-R2); Marsh never supports (6.4-R3)', () => {
    const b = new BoardMode();
    const p = parsePosition({
      terrain: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'].map((r, i) =>
        i === 3 ? 'ccmccccc' : r
      ),
      armies: [
        {
          nation: 'united-states',
          edge: 'south',
          units: [
            { unit: '1st-infantry-regiment', square: 'd4' },
            { unit: '2nd-infantry-regiment', square: 'c5' },
            { unit: '3rd-infantry-regiment', square: 'e5' },
            { unit: '4th-militia', square: 'd6' }
          ]
        },
        { nation: 'great-britain', edge: 'north', units: [{ unit: '52nd-regiment-of-foot', square: 'd5' }] }
      ]
    });
    if (!p.ok) throw new Error(p.error.message);
    b.load(p.value);
    b.setMode('combat');
    b.tap('d4');
    b.tap('d5');
    b.calc.update({ leader: 'winfield-scott', leaderUse: 'command' });
    expect(b.calc.picks.leaderUse).toBe('combat');
    expect(b.calc.problems).toEqual([]);
    expect(b.calc.before!.attack.parts.find((x) => x.label === 'leader-combat')?.value).toBe(4);
    // Harrison (Command 2) brings one supporting unit: a second tap swaps it
    b.calc.update({ leader: 'william-henry-harrison', leaderUse: 'command' });
    b.tap('e5');
    expect(b.calc.picks.supporting).toEqual(['e5']);
    b.tap('d6');
    expect(b.calc.picks.supporting).toEqual(['d6']);
    expect(b.calc.problems).toEqual([]);
    // c5 is in a Marsh: it is never offered as a supporting square
    expect(
      Object.keys(b.picture.highlights)
        .filter((sq) => b.picture.highlights[sq]!.startsWith('support'))
        .sort()
    ).toEqual(['d6', 'e5']);
  });
});
