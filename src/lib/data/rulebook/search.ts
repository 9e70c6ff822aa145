// Searching the rules reference: simple, offline, accent-insensitive ("pogon" finds "Pogoń",
// "lodz" would find "łódź"), ranked. Every word of the query must match somewhere in an entry (a
// whole word, the start of a word, a rough stem for Polish endings, or a part of a word); titles
// and headings weigh more than body text. A query that is a rule number ('6.5', '6.5-R6', 'A17')
// puts that entry first.
import { RULEBOOK } from './book';
import { ruleTargets } from './refs';
import type { RuleLocale, RuleText } from './types';

/** One search result: a section, or a statement, reading or table in it. */
export interface RuleHit {
  section: string;
  statement?: string;
  reading?: string;
  table?: string;
  score: number;
}

/** Lower case, without diacritics (ł → l as well), punctuation to spaces. */
export function foldText(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}.+−-]+/gu, ' ')
    .trim();
}

const STOP: Record<RuleLocale, ReadonlySet<string>> = {
  pl: new Set('a i w we z ze na do o od po za to czy jak co sie jest gdy oraz lub albo ten ta te'.split(' ')),
  en: new Set('a an the of in on to is and or for with at by be it its can i my what how when does do'.split(' '))
};

interface Field {
  text: string;
  words: string[];
  weight: number;
}
interface Entry {
  hit: Omit<RuleHit, 'score'>;
  fields: Field[];
}

const field = (text: string, weight: number): Field => {
  const folded = foldText(text);
  return { text: folded, words: folded.split(/[\s.+−-]+/).filter(Boolean), weight };
};

const W_TITLE = 3;
const W_HEADING = 2;
const W_TEXT = 1;
const W_CONTEXT = 0.5;

const cache: Partial<Record<RuleLocale, Entry[]>> = {};

function entries(locale: RuleLocale): Entry[] {
  const hit = cache[locale];
  if (hit) return hit;
  const L = (x: RuleText) => x[locale];
  const list: Entry[] = [];
  for (const s of RULEBOOK) {
    const context = field(`${s.section} ${L(s.title)}`, W_CONTEXT);
    list.push({
      hit: { section: s.section },
      fields: [field(L(s.title), W_TITLE), field([s.intro, ...(s.notes ?? [])].map((x) => (x ? L(x) : '')).join(' '), W_TEXT)]
    });
    let heading: Field | null = null;
    for (const st of s.statements) {
      if (st.heading) heading = field(L(st.heading), W_HEADING);
      list.push({
        hit: { section: s.section, statement: st.id },
        fields: [field(L(st.text), W_TEXT), ...(heading ? [heading] : []), context]
      });
    }
    for (const tb of s.tables ?? [])
      list.push({
        hit: { section: s.section, table: tb.id },
        fields: [field(L(tb.title), W_TITLE), field([...tb.columns, ...tb.rows.flat()].map(L).join(' '), W_TEXT), context]
      });
    for (const r of s.readings)
      if (r.sections[0] === s.section)
        list.push({ hit: { section: s.section, reading: r.id }, fields: [field(L(r.title), W_TITLE), field(L(r.text), W_TEXT), context] });
  }
  return (cache[locale] = list);
}

/** How well one query word matches a field: 3 whole word, 2 word start, 1 stem or part of a word. */
function wordScore(token: string, f: Field): number {
  let best = 0;
  const stem = token.length >= 4 ? token.slice(0, Math.max(3, token.length - 2)) : null;
  for (const w of f.words) {
    if (w === token) return 3;
    if (w.startsWith(token)) best = Math.max(best, 2);
    else if (stem && w.startsWith(stem)) best = Math.max(best, 1);
  }
  if (!best && token.length >= 3 && f.text.includes(token)) best = 1;
  return best;
}

/**
 * Search the reference in one language. Returns the matching sections, statements, readings and
 * tables, best first (ties in the rulebook's order); at most `limit` of them.
 */
export function searchRules(query: string, locale: RuleLocale, limit = 50): RuleHit[] {
  const out: RuleHit[] = [];
  const seen = new Set<string>();
  const key = (h: Omit<RuleHit, 'score'>) => `${h.section}|${h.statement ?? ''}|${h.reading ?? ''}|${h.table ?? ''}`;
  // a rule number: its entries first
  const ids = ruleTargets(query);
  if (ids.length && ids.every((x) => x.target))
    for (const { target } of ids) {
      const h: RuleHit =
        target!.kind === 'statement'
          ? { section: target!.section.section, statement: target!.id, score: 1000 }
          : target!.kind === 'reading'
            ? { section: target!.section.section, reading: target!.id, score: 1000 }
            : { section: target!.section.section, score: 1000 };
      if (!seen.has(key(h))) (out.push(h), seen.add(key(h)));
    }
  const phrase = foldText(query);
  const tokens = [...new Set(phrase.split(/\s+/))].filter((w) => (w.length > 1 || /\d/.test(w)) && !STOP[locale].has(w));
  if (tokens.length) {
    const scored: { hit: RuleHit; order: number }[] = [];
    entries(locale).forEach((e, order) => {
      let total = 0;
      for (const tok of tokens) {
        let best = 0;
        for (const f of e.fields) best = Math.max(best, wordScore(tok, f) * f.weight);
        if (!best) return;
        total += best;
      }
      if (tokens.length > 1) for (const f of e.fields) if (f.text.includes(phrase)) total += 2 * f.weight;
      scored.push({ hit: { ...e.hit, score: total }, order });
    });
    scored.sort((a, b) => b.hit.score - a.hit.score || a.order - b.order);
    for (const { hit } of scored) if (!seen.has(key(hit))) (out.push(hit), seen.add(key(hit)));
  }
  return out.slice(0, limit);
}
