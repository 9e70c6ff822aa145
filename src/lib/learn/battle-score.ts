// The guided battle ends with the nightfall scoring of a prepared position on the battle's map,
// explained mark by mark: every enemy-half square either side occupies, influences, or cannot
// count (X: next to both sides; Y: an enemy unit on it), from nightfallControl and nightfallScore.
import {
  DEFAULT_CATALOG,
  nightfallControl,
  nightfallScore,
  parsePosition,
  type ControlKind,
  type NationId,
  type NightfallScore,
  type Position,
  type PositionJSON,
  type Square
} from '$lib/rules';
import type { Text } from './types';
import { nationName } from './words';

/** A unit of the position; `reduced` only where it is. */
const unit = (unit: string, square: Square, reduced?: true) => (reduced ? { unit, square, reduced } : { unit, square });

/** The evening of the battle: France has pushed into the British half, and holds more of it. */
export const FINAL_POSITION: PositionJSON = {
  sections: [
    { id: 8, rotation: 0 },
    { id: 22, rotation: 0 },
    { id: 24, rotation: 0 },
    { id: 6, rotation: 0 }
  ],
  armies: [
    {
      nation: 'france',
      edge: 'south',
      units: [
        unit('1st-cuirassiers', 'e5', true),
        unit('19th-regiment-legere', 'c5'),
        unit('imperial-guard', 'd4'),
        unit('guard-cavalry', 'g6'),
        unit('2nd-regiment-legere', 'b3'),
        unit('4th-regiment-suisse', 'f2'),
        unit('45th-regiment-legere', 'e1')
      ]
    },
    {
      nation: 'great-britain',
      edge: 'north',
      units: [
        unit('9th-queens-royal-lancers', 'f4', true),
        unit('42nd-regiment-of-foot', 'd6'),
        unit('1st-foot-guards', 'c7'),
        unit('kings-dragoons-guards', 'h3'),
        unit('52nd-regiment-of-foot', 'b7'),
        unit('dutch-belgians', 'e8')
      ]
    }
  ],
  redoubts: []
};

/** One mark of the scoring: a square of `nation`'s enemy half and what it is worth to that side. */
export interface ScoringMark {
  square: Square;
  /** the side whose enemy half the square is in */
  nation: NationId;
  kind: Exclude<ControlKind, 'none'>;
  /** does it count for `nation` */
  counts: boolean;
  text: Text;
  rule: string;
}

export interface FinalScoring {
  position: Position;
  /** France's marks first, then Great Britain's, each in board order (a5 … h8 / a1 … h4) */
  marks: ScoringMark[];
  score: NightfallScore;
  summary: Text;
}

/** "for France": the Polish genitive of the two nations of the battle (others: their name). */
const FOR: Partial<Record<NationId, Text>> = {
  france: { pl: 'dla Francji', en: 'for France' },
  'great-britain': { pl: 'dla Wielkiej Brytanii', en: 'for Great Britain' }
};
const forNation = (n: NationId): Text => FOR[n] ?? { pl: `dla armii: ${nationName(n).pl}`, en: `for ${nationName(n).en}` };

/** The units next to a square (1.1-R5: sharing a side), as "name (square)", of one army or any. */
function nextTo(p: Position, square: Square, nation?: NationId): string {
  const f = square.charCodeAt(0);
  const r = Number(square.slice(1));
  const around = [`${square[0]}${r + 1}`, `${String.fromCharCode(f + 1)}${r}`, `${square[0]}${r - 1}`, `${String.fromCharCode(f - 1)}${r}`];
  const out: string[] = [];
  for (const a of p.armies)
    if (!nation || a.nation === nation)
      for (const u of a.units)
        if (around.includes(u.square)) out.push(`${DEFAULT_CATALOG.unit(a.nation, u.unit)?.name ?? u.unit} (${u.square})`);
  return out.join(', ');
}

function unitName(p: Position, square: Square): string {
  for (const a of p.armies) {
    const u = a.units.find((x) => x.square === square);
    if (u) return DEFAULT_CATALOG.unit(a.nation, u.unit)?.name ?? u.unit;
  }
  return '';
}

/** 2.2-R2: one square's mark in words. */
function markText(p: Position, square: Square, nation: NationId, kind: ScoringMark['kind']): Text {
  const f = forNation(nation);
  switch (kind) {
    case 'occupied':
      return {
        pl: `${square}: stoi tu ${unitName(p, square)} — pole liczy się ${f.pl}.`,
        en: `${square}: the ${unitName(p, square)} stand here — it counts ${f.en}.`
      };
    case 'influence':
      return {
        pl: `${square}: puste, obok: ${nextTo(p, square, nation)}, a żadnej jednostki przeciwnika — liczy się ${f.pl}.`,
        en: `${square}: empty, next to ${nextTo(p, square, nation)} and to no enemy unit — it counts ${f.en}.`
      };
    case 'contested':
      return {
        pl: `${square} (X): puste, ale obok jednostek obu stron: ${nextTo(p, square)} — nie liczy się dla nikogo.`,
        en: `${square} (X): empty, but next to units of both sides: ${nextTo(p, square)} — it counts for nobody.`
      };
    case 'enemy-occupied':
      return {
        pl: `${square} (Y): stoi tu ${unitName(p, square)}, jednostka przeciwnika — nie liczy się ${f.pl}.`,
        en: `${square} (Y): the enemy’s ${unitName(p, square)} stand here — it does not count ${f.en}.`
      };
  }
}

/** 2.2-R6: the result in words. */
function summaryOf(p: Position, s: NightfallScore): Text {
  const [a, b] = p.armies.map((x) => x.nation) as [NationId, NationId];
  const winner = nationName(s.winner as NationId);
  const tally = `${nationName(a).pl} ${s.score[a]}, ${nationName(b).pl} ${s.score[b]}`;
  const tallyEn = `${nationName(a).en} ${s.score[a]}, ${nationName(b).en} ${s.score[b]}`;
  const why: Record<NightfallScore['decidedBy'], Text> = {
    squares: { pl: 'więcej kontrolowanych pól', en: 'more squares controlled' },
    eliminated: { pl: 'remis w polach, więcej wyeliminowanych jednostek przeciwnika', en: 'a tie on squares, more enemy units eliminated' },
    reduced: { pl: 'remis w polach i stratach, mniej zredukowanych jednostek', en: 'a tie on squares and losses, fewer reduced units' },
    'nation-order': { pl: 'pełny remis, rozstrzyga kolejność nacji', en: 'a complete tie, decided by the order of nations' }
  };
  return { pl: `${tally}. Wygrywa ${winner.pl}: ${why[s.decidedBy].pl}.`, en: `${tallyEn}. ${winner.en} wins: ${why[s.decidedBy].en}.` };
}

/** The nightfall scoring of a position (the battle's FINAL_POSITION by default), mark by mark. */
export function finalScoring(json: PositionJSON = FINAL_POSITION): FinalScoring {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message); // FINAL_POSITION is constant and tested
  const p = parsed.value;
  const marks: ScoringMark[] = [];
  for (const side of nightfallControl(p))
    for (const { square, kind } of side.squares) {
      if (kind === 'none') continue;
      marks.push({
        square,
        nation: side.nation,
        kind,
        counts: kind === 'occupied' || kind === 'influence',
        text: markText(p, square, side.nation, kind),
        rule: '2.2-R2'
      });
    }
  const score = nightfallScore(p);
  return { position: p, marks, score, summary: summaryOf(p, score) };
}
