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

  it('Ask: a tap on a unit gives the answers, a tap elsewhere clears them', () => {
    const b = questions();
    b.setMode('ask');
    b.tap('d2');
    expect(b.answer?.square).toBe('d2');
    expect(b.picture.highlights.d4).toBe('blocked');
    b.tap('h8');
    expect(b.answer).toBeNull();
  });

  it('the calculator: attacker, target, then supporting units; an edit that moves them away forgets them', () => {
    const b = questions();
    b.setMode('combat');
    b.tap('d2');
    b.tap('c2');
    b.tap('b2');
    expect(b.calc.picks).toMatchObject({ from: 'd2', target: 'c2', supporting: ['b2'] });
    expect(b.calc.picks.card).toMatch(/^imperial-guard-/);
    expect(b.picture.highlights).toMatchObject({ d2: 'from', c2: 'target', b2: 'support-on' });
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
});
