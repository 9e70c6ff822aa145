// Keep and share (src/lib/ui/boardmode/keep/keep.ts, board mode issue 12): the share link is the
// compact #p= form and opens the same board; the file round-trips; a bad file is refused with why.
import { describe, expect, it } from 'vitest';
import { parsePosition, positionFromHash, positionToJSON, type Position } from '$lib/rules';
import { SAMPLE_POSITION } from '$lib/app/board-open';
import {
  boardBaseName,
  boardFileName,
  boardFileText,
  MAX_BOARD_FILE,
  readBoardFile,
  shareHash,
  shareLink
} from '$lib/ui/boardmode/keep/keep';

/** A position's JSON with each army's units in one order (the compact form writes catalogue order). */
function essence(p: Position) {
  const j = positionToJSON(p);
  return { ...j, armies: j.armies.map((a) => ({ ...a, units: [...a.units].sort((x, y) => x.unit.localeCompare(y.unit)) })) };
}

function sample(): Position {
  const p = parsePosition(SAMPLE_POSITION);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('board keep and share', () => {
  it('shares the compact #p= link, absolute, and it opens the same position', () => {
    const link = shareLink(sample(), 'https://example.org');
    expect(link).toMatch(/^https:\/\/example\.org\/board#p=[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(100);
    const back = positionFromHash(new URL(link).hash);
    expect(back?.ok && essence(back.value)).toEqual(essence(sample()));
    expect(shareHash(sample()).startsWith('p=')).toBe(true);
  });

  it('a board file reads back as the same position', () => {
    const r = readBoardFile(boardFileText(sample()));
    expect(r.ok && positionToJSON(r.value)).toEqual(positionToJSON(sample()));
    expect(readBoardFile('\uFEFF' + boardFileText(sample())).ok).toBe(true);
  });

  it('refuses a file that is not JSON, too large, or not a valid position, saying why', () => {
    const notJson = readBoardFile('{ "terrain": ');
    expect(!notJson.ok && notJson.why.kind).toBe('not-json');
    const big = readBoardFile(' '.repeat(MAX_BOARD_FILE + 1));
    expect(!big.ok && big.why.kind).toBe('too-large');
    const lake = readBoardFile(
      JSON.stringify({
        ...SAMPLE_POSITION,
        terrain: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'],
        armies: [{ ...SAMPLE_POSITION.armies[0], units: [{ unit: 'imperial-guard', square: 'z9' }] }, SAMPLE_POSITION.armies[1]]
      })
    );
    expect(!lake.ok && lake.why.kind === 'engine' && lake.why.error.code).toBe('position/square');
  });

  it('names files safely and reads the name back', () => {
    expect(boardFileName('Corner: d2/d4?')).toBe('Corner_ d2_d4_.board.json');
    expect(boardFileName('  ')).toBe('board.board.json');
    expect(boardBaseName('Corner.board.json')).toBe('Corner');
    expect(boardBaseName('x.JSON')).toBe('x');
  });
});
