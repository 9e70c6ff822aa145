// What is drawn on a square over its terrain, as SVG markup (like the counters, one piece per
// square is much quicker to build than components): the small terrain pictogram beside a counter,
// the nightfall scoring marks (rule 2.2), the redoubt, the counter, the line-of-sight marker. Their
// styles are in board.css.
import { counterMarkup, escapeMarkup } from './counter-art';
import { SQ } from './geometry';
import { nationColours } from '../kit/nations';
import { terrainIconMarkup } from './terrain-art';
import type { Terrain } from './terrain';
import type { BoardMark, BoardUnit } from './types';

/** A star fort, the redoubt's sign. */
const REDOUBT_STAR = Array.from({ length: 10 }, (_, i) => {
  const angle = (Math.PI / 5) * i - Math.PI / 2;
  const r = i % 2 === 0 ? 13 : 6.5;
  return `${(r * Math.cos(angle)).toFixed(2)},${(r * Math.sin(angle)).toFixed(2)}`;
}).join(' ');

/** A redoubt: earthworks all round the square (plain at a glance, counter or not) and a star fort
 * in the top right corner. */
export function redoubtMarkup(x: number, y: number): string {
  return (
    `<g class="redoubt"><rect class="redoubt-wall" x="${x + 3.5}" y="${y + 3.5}" width="${SQ - 7}" height="${SQ - 7}"/>` +
    `<g transform="translate(${x + 85} ${y + 15})"><polygon class="redoubt-star" points="${REDOUBT_STAR}"/><circle r="3" fill="#f2e6c9"/></g></g>`
  );
}

/** The part of a nightfall mark under the counter: the frame (occupied), hatching and dashed
 * frame (influence), the big X (contested). */
function markUnder(mark: BoardMark, x: number, y: number, patternPrefix: string): string {
  const c = nationColours(mark.side);
  if (mark.kind === 'occupied')
    return (
      `<rect class="mark-occupied" x="${x + 4}" y="${y + 4}" width="${SQ - 8}" height="${SQ - 8}" stroke="${c.fill}"/>` +
      `<rect class="mark-occupied-edge" x="${x + 8.5}" y="${y + 8.5}" width="${SQ - 17}" height="${SQ - 17}" stroke="${c.edge}"/>`
    );
  if (mark.kind === 'influence')
    return (
      `<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" fill="url(#${patternPrefix}-influence-${escapeMarkup(mark.side)})" opacity="0.6"/>` +
      `<rect class="mark-influence" x="${x + 5}" y="${y + 5}" width="${SQ - 10}" height="${SQ - 10}" stroke="${c.edge}"/>`
    );
  if (mark.kind === 'contested')
    return (
      `<circle class="mark-letter-bg" cx="${x + SQ / 2}" cy="${y + SQ / 2}" r="27"/>` +
      `<text class="mark-letter" x="${x + SQ / 2}" y="${y + SQ / 2 + 2}">X</text>`
    );
  return '';
}

/** The part of a nightfall mark over the counter: the scoring side's code (solid badge = occupied,
 * outlined badge = influence), or the small Y (enemy-occupied). */
function markOver(mark: BoardMark, x: number, y: number): string {
  const c = nationColours(mark.side);
  if (mark.kind === 'occupied' || mark.kind === 'influence') {
    const solid = mark.kind === 'occupied';
    return (
      `<rect class="mark-badge" x="${x + 29}" y="${y + 2}" width="42" height="19" rx="4" fill="${solid ? c.fill : '#ffffff'}" stroke="${c.edge}"${solid ? '' : ' stroke-dasharray="4 3"'}/>` +
      `<text class="mark-code" x="${x + 50}" y="${y + 12}" fill="${solid ? c.text : '#111111'}">${escapeMarkup(mark.code)}</text>`
    );
  }
  if (mark.kind === 'enemy-occupied')
    return (
      `<circle class="mark-letter-bg small" cx="${x + SQ / 2}" cy="${y + 11}" r="10.5"/>` +
      `<text class="mark-letter small" x="${x + SQ / 2}" y="${y + 12}">Y</text>`
    );
  return '';
}

/** What stands on a square. */
export interface SquareContent {
  terrain: Terrain;
  unit?: BoardUnit | undefined;
  mark?: BoardMark | undefined;
  /** a marker kind, e.g. 'blocker' (a line of sight blocked there) */
  marker?: string | undefined;
  redoubt: boolean;
}

/**
 * Everything on the square whose top left corner is (x, y), in drawing order, as markup; '' for an
 * empty square. `patternPrefix` names the board's patterns (the influence hatching).
 */
/**
 * The square's keyboard focus ring (shown by CSS when the cell has :focus-visible) and its grid
 * line, as markup: the same on every square, so no per-square component work.
 */
export function cellFrameMarkup(x: number, y: number): string {
  return `<rect class="focus-ring" x="${x + 2}" y="${y + 2}" width="${SQ - 4}" height="${SQ - 4}"/><rect class="grid-line" x="${x}" y="${y}" width="${SQ}" height="${SQ}"/>`;
}

export function squareMarkup(s: SquareContent, x: number, y: number, patternPrefix: string): string {
  if (!s.unit && !s.mark && !s.marker && !s.redoubt) return '';
  let out = '';
  // a counter covers the square's large pictogram: a small one goes in the corner
  if (s.unit && s.terrain !== 'clear') out += terrainIconMarkup(s.terrain, x + 3, y + 3, 18);
  if (s.mark) out += markUnder(s.mark, x, y, patternPrefix);
  if (s.redoubt) out += redoubtMarkup(x, y);
  if (s.unit) out += counterMarkup(s.unit, x, y);
  if (s.mark) out += markOver(s.mark, x, y);
  if (s.marker)
    out += `<g class="marker marker-${escapeMarkup(s.marker)}" transform="translate(${x + SQ / 2} ${y + 12})"><circle r="10"/><line x1="-6.5" y1="6.5" x2="6.5" y2="-6.5"/></g>`;
  return out;
}
