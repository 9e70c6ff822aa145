// Positions in links (board mode, issue 12): the contract form `#json=<base64url of Position JSON
// v1>` and the app's compact form `#p=…` round-trip every position, and a bad, oversized or hostile
// link is refused with a reason (never an exception).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePositionJsonLink,
  decodePositionLink,
  encodePositionJsonLink,
  encodePositionLink,
  fromBase64Url,
  MAX_COMPACT_LINK,
  parsePosition,
  positionFromHash,
  positionToJSON,
  replay,
  toBase64Url,
  positionOf,
  type Position
} from '../../../src/lib/rules';
import { arbAnyPosition, arbPosition } from './arbitraries';
import { readFileSync } from 'node:fs';

/** What a position is, for comparing: its terrain, armies (units in any order) and redoubts. */
function essence(p: Position) {
  const j = positionToJSON(p);
  const armies = j.armies.map((a) => ({ ...a, units: [...a.units].sort((x, y) => x.unit.localeCompare(y.unit)) }));
  return { terrain: p.terrain, armies, redoubts: [...j.redoubts!].sort() };
}

describe('position links', () => {
  it('base64url round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      })
    );
  });

  it('the compact form round-trips every position (sections or painted terrain, any nations, units, redoubts)', () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyPosition, arbPosition), (p) => {
        const link = encodePositionLink(p);
        expect(link.length).toBeLessThanOrEqual(MAX_COMPACT_LINK);
        const back = decodePositionLink(link);
        if (!back.ok) throw new Error(back.error.message);
        expect(essence(back.value)).toEqual(essence(p));
      }),
      { numRuns: 500 }
    );
  });

  it('a full position is short enough for a small QR code: four sections ≤ 40 characters, painted terrain ≤ 60', () => {
    const r = replay(JSON.parse(readFileSync(new URL('../../e2e/fixtures/france-britain.json', import.meta.url), 'utf8')));
    if (!r.ok) throw new Error(r.error.message);
    const painted = positionOf(r.value.state, r.value.catalog);
    expect(painted.armies.every((a) => a.units.length === 8)).toBe(true);
    expect(encodePositionLink(painted).length).toBeLessThanOrEqual(60);
    const onSections = parsePosition({
      sections: [
        { id: 1, rotation: 0 },
        { id: 5, rotation: 90 },
        { id: 10, rotation: 180 },
        { id: 22, rotation: 270 }
      ],
      armies: positionToJSON(painted).armies,
      redoubts: ['d2']
    });
    if (!onSections.ok) throw new Error(onSections.error.message);
    expect(encodePositionLink(onSections.value).length).toBeLessThanOrEqual(40);
  });

  it('the contract form (#json=) round-trips every position', () => {
    fc.assert(
      fc.property(arbAnyPosition, (p) => {
        const back = decodePositionJsonLink(encodePositionJsonLink(p));
        if (!back.ok) throw new Error(back.error.message);
        expect(essence(back.value)).toEqual(essence(p));
      }),
      { numRuns: 300 }
    );
  });

  it('reads either form from a hash, and nothing from a hash without a position', () => {
    fc.assert(
      fc.property(arbAnyPosition, (p) => {
        const a = positionFromHash(`#json=${encodePositionJsonLink(p)}`);
        const b = positionFromHash(`#p=${encodePositionLink(p)}`);
        expect(a?.ok && b?.ok).toBe(true);
        if (a?.ok && b?.ok) expect(essence(a.value)).toEqual(essence(b.value));
      }),
      { numRuns: 100 }
    );
    expect(positionFromHash('')).toBeNull();
    expect(positionFromHash('#other=1')).toBeNull();
  });

  it('refuses bad links with a reason: not base64url, truncated, another version, too long', () => {
    const p = parsePosition({
      terrain: Array(8).fill('cccccccc'),
      armies: [
        { nation: 'france', edge: 'south', units: [] },
        { nation: 'spain', edge: 'north', units: [] }
      ]
    });
    if (!p.ok) throw new Error(p.error.message);
    const good = encodePositionLink(p.value);
    const cases = [
      '***',
      good.slice(0, 3),
      good.slice(0, good.length - 6),
      // version 2
      toBase64Url(Uint8Array.from([0x20, 0, 0, 0])),
      'A'.repeat(MAX_COMPACT_LINK + 1)
    ];
    for (const c of cases) {
      const r = decodePositionLink(c);
      expect(r.ok, c).toBe(false);
      if (!r.ok) expect(['position/link', 'position/too-large']).toContain(r.error.code);
    }
    expect(decodePositionJsonLink('***').ok).toBe(false);
    expect(decodePositionJsonLink(toBase64Url(new TextEncoder().encode('{not json'))).ok).toBe(false);
  });

  it('refuses hostile JSON in a link: prototype keys, deep nesting, huge input, two units on a square', () => {
    const enc = (text: string) => toBase64Url(new TextEncoder().encode(text));
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const cases = [
      '{"__proto__":{"polluted":true},"terrain":["cccccccc","cccccccc","cccccccc","cccccccc","cccccccc","cccccccc","cccccccc","cccccccc"],"armies":[]}',
      deep,
      JSON.stringify({
        terrain: Array(8).fill('cccccccc'),
        armies: [
          {
            nation: 'france',
            edge: 'south',
            units: [
              { unit: 'imperial-guard', square: 'd2' },
              { unit: 'guard-cavalry', square: 'd2' }
            ]
          },
          { nation: 'spain', edge: 'north', units: [] }
        ]
      })
    ];
    for (const c of cases) {
      const r = decodePositionJsonLink(enc(c));
      expect(r.ok).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(decodePositionJsonLink('A'.repeat(100000)).ok).toBe(false);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        decodePositionLink(s);
        decodePositionJsonLink(s);
        positionFromHash(`#p=${s}`);
        positionFromHash(`#json=${s}`);
      }),
      { numRuns: 2000 }
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), (bytes) => {
        decodePositionLink(toBase64Url(bytes));
      }),
      { numRuns: 3000 }
    );
  });
});
