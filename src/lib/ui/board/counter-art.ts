// A unit counter on the board as SVG markup (nation colour, short name, the NATO infantry or
// cavalry sign, strength, a stripe when reduced): the board inserts it as one piece, which is much
// quicker to build than a component with twenty attributes (for speed: a saved game appears sooner).
import type { BoardUnit } from './types';
import { nationColours } from '../kit/nations';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values are escaped: a unit's name may come from the players' corrections. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The counter of `unit` on the square whose top left corner is (x, y), a square 100 units wide. */
export function counterMarkup(unit: BoardUnit, x: number, y: number): string {
  const c = nationColours(unit.nation);
  const cx = x + 50;
  const label = escapeMarkup(unit.label);
  const sign = unit.cavalry
    ? `M${cx - 14} ${y + 62} L${cx + 14} ${y + 46}`
    : `M${cx - 14} ${y + 62} L${cx + 14} ${y + 46} M${cx - 14} ${y + 46} L${cx + 14} ${y + 62}`;
  return (
    `<g class="counter" data-unit="${label}" data-nation="${escapeMarkup(unit.nation)}" data-reduced="${unit.reduced}">` +
    `<rect x="${x + 15}" y="${y + 22}" width="70" height="72" rx="7" fill="${c.fill}" stroke="${c.edge}" stroke-width="2.5"/>` +
    `<text class="unit-label" x="${cx}" y="${y + 41}" fill="${c.text}">${label}</text>` +
    `<rect x="${cx - 14}" y="${y + 46}" width="28" height="16" fill="none" stroke="${c.text}" stroke-width="1.8"/>` +
    `<path d="${sign}" stroke="${c.text}" stroke-width="1.8"/>` +
    `<text class="unit-strength" x="${cx}" y="${y + 82}" fill="${c.text}">${unit.strength}</text>` +
    (unit.reduced
      ? `<rect class="stripe" x="${x + 16.5}" y="${y + 84}" width="67" height="7" fill="#ffffff" stroke="${c.edge}" stroke-width="1.5"/>`
      : '') +
    '</g>'
  );
}
