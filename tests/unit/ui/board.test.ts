import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { Board } from '$lib/ui/board';
import type { BoardProps, Terrain } from '$lib/ui/board';
import { DEMO_POSITION } from '$lib/demo';
import { localeFromLanguage, setLanguage, i18n } from '$lib/i18n.svelte';
import { m } from '$lib/paraglide/messages.js';
import { TERRAIN_BY_LETTER, squareIndex, squareName } from '$lib/ui/board/terrain';
import { counterMarkup, escapeMarkup } from '$lib/ui/board/counter-art';
import pl from '../../../messages/pl.json';
import en from '../../../messages/en.json';

describe('board squares', () => {
  it('maps squares to indices a1 = 0, h1 = 7, a8 = 56, h8 = 63 and back', () => {
    expect(squareIndex('a1')).toBe(0);
    expect(squareIndex('h1')).toBe(7);
    expect(squareIndex('a8')).toBe(56);
    expect(squareIndex('h8')).toBe(63);
    for (let i = 0; i < 64; i++) expect(squareIndex(squareName(i))).toBe(i);
    for (const bad of ['', 'a0', 'a9', 'i1', 'a', 'a10']) expect(squareIndex(bad)).toBe(-1);
  });
});

describe('demo position', () => {
  it('has 8 ranks of 8 known terrain letters', () => {
    expect(DEMO_POSITION.terrain).toHaveLength(8);
    for (const row of DEMO_POSITION.terrain) {
      expect(row).toHaveLength(8);
      for (const letter of row) expect(TERRAIN_BY_LETTER[letter as keyof typeof TERRAIN_BY_LETTER]).toBeDefined();
    }
  });

  it('puts 6 to 8 units per side on distinct squares of its two home ranks, none on a lake', () => {
    const seen = new Set<string>();
    for (const army of DEMO_POSITION.armies) {
      expect(army.units.length).toBeGreaterThanOrEqual(6);
      expect(army.units.length).toBeLessThanOrEqual(8);
      const home = army.edge === 'south' ? ['1', '2'] : ['7', '8'];
      for (const { square } of army.units) {
        expect(squareIndex(square)).toBeGreaterThanOrEqual(0);
        expect(home).toContain(square[1]);
        expect(seen.has(square)).toBe(false);
        seen.add(square);
        const index = squareIndex(square);
        const letter = DEMO_POSITION.terrain[7 - Math.floor(index / 8)]![index % 8];
        expect(letter).not.toBe('l');
      }
    }
  });
});

describe('i18n', () => {
  it('defaults to Polish for Polish browsers and English otherwise', () => {
    expect(localeFromLanguage('pl')).toBe('pl');
    expect(localeFromLanguage('pl-PL')).toBe('pl');
    expect(localeFromLanguage('PL')).toBe('pl');
    expect(localeFromLanguage('en-US')).toBe('en');
    expect(localeFromLanguage('de')).toBe('en');
    expect(localeFromLanguage(undefined)).toBe('en');
  });

  it('has the same message keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
  });

  it('switches the compiled messages with setLanguage', () => {
    setLanguage('pl');
    expect(i18n.locale).toBe('pl');
    expect(m.demo_heading()).toBe('Pozycja pokazowa');
    expect(m.unit_strength({ strength: 5 })).toBe('siła 5');
    setLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(m.demo_heading()).toBe('Demo position');
    expect(m.unit_strength({ strength: 5 })).toBe('strength 5');
  });
});

describe('Board', () => {
  const terrain: Terrain[] = Array.from({ length: 64 }, (_, i) => (i === 0 ? 'hill' : 'clear'));
  const props: BoardProps = {
    terrain,
    units: [
      { square: 'd2', nation: 'france', label: 'IG', strength: 8, reduced: false, cavalry: false },
      { square: 'e7', nation: 'great-britain', label: 'KDG', strength: 4, reduced: true, cavalry: true }
    ],
    redoubts: ['c3'],
    highlights: { d3: 'dest' },
    label: 'Test board'
  };
  const squaresInOrder = (html: string) => [...html.matchAll(/data-square="([a-h][1-8])"/g)].map((x) => x[1]);

  it('renders 64 named cells, rank 8 first, files a..h', () => {
    setLanguage('en');
    const { body } = render(Board, { props });
    const order = squaresInOrder(body);
    expect(order).toHaveLength(64);
    expect(order.slice(0, 8)).toEqual(['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
    expect(order.at(-1)).toBe('h1');
    expect(body).toContain('role="table"');
    expect(body).toContain('aria-label="Test board"');
    expect(body).toContain('<title>a1: hill</title>');
    expect(body).toContain('<title>e7: clear; Great Britain KDG (cavalry), strength 4, reduced</title>');
    expect(body).toContain('<title>c3: clear; redoubt</title>');
    expect(body).toMatch(/class="cell dest/);
    expect(body).not.toContain('tabindex');
  });

  it('turns 180 degrees when flipped', () => {
    const { body } = render(Board, { props: { ...props, flipped: true } });
    const order = squaresInOrder(body);
    expect(order.slice(0, 8)).toEqual(['h1', 'g1', 'f1', 'e1', 'd1', 'c1', 'b1', 'a1']);
    expect(order.at(-1)).toBe('a8');
  });

  it('becomes a grid with one tab stop when selectable', () => {
    const { body } = render(Board, { props: { ...props, selected: 'd2', onselect: () => {} } });
    expect(body).toContain('role="grid"');
    expect(body.match(/tabindex="0"/g)).toHaveLength(1);
    expect(body.match(/tabindex="-1"/g)).toHaveLength(63);
    expect(body.match(/aria-selected="true"/g)).toHaveLength(1);
    const d2 = body.match(/<g[^>]*data-square="d2"[^>]*>/)?.[0] ?? '';
    expect(d2).toContain('aria-selected="true"');
    expect(d2).toContain('tabindex="0"');
  });
});

describe('board markup (counter-art.ts, terrain-art.ts)', () => {
  it('draws each counter with its name, nation, strength and reduced stripe, inside its square', () => {
    setLanguage('en');
    const { body } = render(Board, {
      props: {
        terrain: Array.from({ length: 64 }, (): Terrain => 'clear'),
        units: [
          { square: 'd2', nation: 'france', label: 'IG', strength: 8, reduced: false, cavalry: false },
          { square: 'e7', nation: 'great-britain', label: 'KDG', strength: 4, reduced: true, cavalry: true }
        ],
        label: 'b'
      }
    });
    // a square's markup: from its cell to the next cell
    const cell = (sq: string) => {
      const at = body.indexOf(`data-square="${sq}"`);
      const next = body.indexOf('data-square="', at + 1);
      return body.slice(at, next < 0 ? undefined : next);
    };
    expect(cell('d2')).toMatch(/<g class="counter" data-unit="IG" data-nation="france" data-reduced="false">/);
    expect(cell('d2')).toContain('>8</text>');
    expect(cell('d2')).not.toContain('class="stripe"');
    expect(cell('e7')).toMatch(/data-unit="KDG" data-nation="great-britain" data-reduced="true"/);
    expect(cell('e7')).toContain('class="stripe"');
    expect(cell('e4')).not.toContain('class="counter"');
    expect(body.match(/class="counter"/g)).toHaveLength(2);
  });

  it("escapes markup in a unit name (names can come from the players' corrections)", () => {
    const html = counterMarkup(
      { square: 'a1', nation: 'france', label: '<img src=x onerror="alert(1)">', strength: 5, reduced: false, cavalry: true },
      0,
      0
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('data-unit="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"');
    expect(escapeMarkup(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&#39;');
  });

  it('lays the terrain of all 64 squares as one layer: colour and texture everywhere, a pictogram off clear ground', () => {
    const terrain = Array.from({ length: 64 }, (_, i): Terrain => (i === 0 ? 'hill' : i === 63 ? 'lake' : 'clear'));
    const { body } = render(Board, { props: { terrain, units: [], label: 'b' } });
    const layer = body.slice(body.indexOf('class="terrain-layer"'), body.indexOf('role="row"'));
    expect(layer.match(/<rect class="square"/g)).toHaveLength(64);
    expect(layer.match(/class="terrain-icon"/g)).toHaveLength(2);
    expect(layer).toMatch(/fill="url\(#[^)]*-hill\)"/);
    expect(layer).toMatch(/fill="url\(#[^)]*-lake\)"/);
  });
});
