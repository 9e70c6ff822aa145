// The board's pure geometry (src/lib/ui/board/geometry.ts) and keyboard grid (a11y.ts).
import { describe, expect, it } from 'vitest';
import {
  arrow,
  cellRows,
  centre,
  coordLabels,
  edgeTexts,
  halvesLine,
  LEFT,
  margins,
  segment,
  SIDES,
  SQ,
  squareAt,
  squareLine,
  type BoardRotation
} from '$lib/ui/board/geometry';
import { gridStep } from '$lib/ui/board/a11y';
import { redoubtMarkup, squareMarkup } from '$lib/ui/board/marks';

const TURNS: BoardRotation[] = [0, 90, 180, 270];

describe('board orientation', () => {
  it('puts rank 8 at the top unturned and a1 at the bottom left', () => {
    expect(squareAt(0, 0, 0)).toEqual({ rank: 8, file: 0 });
    expect(squareAt(0, 7, 0)).toEqual({ rank: 1, file: 0 });
    const rows = cellRows(0, 6);
    expect(rows[7]![0]!.square).toBe('a1');
    expect(rows[0]![7]!.square).toBe('h8');
    expect(rows[7]![0]).toMatchObject({ x: LEFT, y: 6 + 7 * SQ, row: 7, col: 0, index: 0 });
  });

  it('turns: 180 puts h1 at the top left, 90 puts a1 at the top left, 270 puts h8 there', () => {
    expect(cellRows(180, 0)[0]![0]!.square).toBe('h1');
    expect(cellRows(90, 0)[0]![0]!.square).toBe('a1');
    expect(cellRows(270, 0)[0]![0]!.square).toBe('h8');
  });

  it('draws each of the 64 squares once in every turn, and the side of each edge agrees with the squares', () => {
    for (const turn of TURNS) {
      const cells = cellRows(turn, 0).flat();
      expect(new Set(cells.map((c) => c.square)).size).toBe(64);
      const bottomRow = cellRows(turn, 0)[7]!.map((c) => c.square);
      const side = Object.entries(SIDES[turn]).find(([, s]) => s === 'bottom')![0];
      const expected = { south: /1$/, north: /8$/, west: /^a/, east: /^h/ }[side]!;
      expect(bottomRow.every((sq) => expected.test(sq))).toBe(true);
    }
  });

  it('labels the coordinates: ranks on the side and files at the bottom, swapped when turned a quarter', () => {
    expect(coordLabels(0)).toEqual({ side: ['8', '7', '6', '5', '4', '3', '2', '1'], bottom: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] });
    expect(coordLabels(180).side[0]).toBe('1');
    expect(coordLabels(90).side).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(coordLabels(90).bottom[0]).toBe('1');
  });

  it('keeps an edge label with its descenders clear of the board and of the picture', () => {
    const { top, height } = margins(true);
    const [above] = edgeTexts({ north: 'Jędrek' }, 0, top);
    const [below] = edgeTexts({ south: 'Jędrek' }, 0, top);
    // a 22px label centred on y reaches about 11 units below it
    expect(above!.y + 11).toBeLessThan(top);
    expect(above!.y - 14).toBeGreaterThan(0);
    expect(below!.y + 11).toBeLessThan(height);
    expect(edgeTexts({ east: 'E' }, 0, top)[0]).toMatchObject({ anchor: 'end', text: 'E ▶' });
  });

  it('draws the halves line across or along the picture', () => {
    expect(halvesLine('ns', 0, 0)).toEqual({ x1: LEFT, y1: 4 * SQ, x2: LEFT + 8 * SQ, y2: 4 * SQ });
    expect(halvesLine('ns', 90, 0).x1).toBe(LEFT + 4 * SQ);
  });
});

describe('board line segments', () => {
  it('shortens a segment at both ends along its direction', () => {
    const s = segment({ x: 0, y: 0 }, { x: 100, y: 0 }, 30, 36)!;
    expect(s).toEqual({ from: { x: 30, y: 0 }, to: { x: 64, y: 0 }, ux: 1, uy: 0 });
    expect(segment({ x: 5, y: 5 }, { x: 5, y: 5 }, 0, 0)).toBeNull();
  });

  it('lines of sight run between centres, clear of both counters', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 200 };
    expect(centre(a)).toEqual({ x: 50, y: 50 });
    expect(squareLine(a, b)).toEqual({ x1: 50, y1: 80, x2: 50, y2: 214 });
    expect(squareLine(a, a)).toBeNull();
  });

  it('an arrow ends at the edge of the last counter: 36 sideways, 29 going down, 45 going up', () => {
    const right = arrow([
      { x: 0, y: 0 },
      { x: 100, y: 0 }
    ])!;
    expect(right.head.startsWith('114,50 ')).toBe(true);
    expect(right.start).toEqual({ x: 50, y: 50 });
    expect(
      arrow([
        { x: 0, y: 0 },
        { x: 0, y: 100 }
      ])!.head.startsWith('50,121 ')
    ).toBe(true);
    expect(
      arrow([
        { x: 0, y: 100 },
        { x: 0, y: 0 }
      ])!.head.startsWith('50,95 ')
    ).toBe(true);
    // through a middle square: the line goes round its corner
    expect(
      arrow([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 }
      ])!.points.split(' ')
    ).toHaveLength(3);
    expect(arrow([{ x: 0, y: 0 }])).toBeNull();
  });
});

describe('board keyboard grid', () => {
  it('moves with the arrows, Home/End along the row, Ctrl+Home/End to the corners, never off the board', () => {
    expect(gridStep('ArrowUp', false, 3, 3)).toEqual({ row: 2, col: 3 });
    expect(gridStep('ArrowLeft', false, 3, 0)).toEqual({ row: 3, col: 0 });
    expect(gridStep('ArrowDown', false, 7, 2)).toEqual({ row: 7, col: 2 });
    expect(gridStep('Home', false, 4, 5)).toEqual({ row: 4, col: 0 });
    expect(gridStep('End', true, 4, 5)).toEqual({ row: 7, col: 7 });
    expect(gridStep('x', false, 4, 5)).toBeNull();
  });
});

describe('square marks', () => {
  it('draws a redoubt as a rampart round the whole square with a star fort, under the counter', () => {
    expect(redoubtMarkup(0, 0)).toMatch(/class="redoubt-wall"/);
    const unit = { square: 'a1', nation: 'france', label: '1G', strength: 5, reduced: false, cavalry: false };
    const art = squareMarkup({ terrain: 'clear', unit, redoubt: true }, 0, 0, 'p');
    expect(art.indexOf('class="redoubt"')).toBeLessThan(art.indexOf('class="counter"'));
    expect(squareMarkup({ terrain: 'hill', redoubt: false }, 0, 0, 'p')).toBe('');
  });
});
