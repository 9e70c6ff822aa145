// Rule numbers as the app writes them, resolved to entries of the reference.
//
// Forms the app shows (errors.ts, prompt.ts, combat totals, the UI, messages/*.json):
//   '6.5-R6'  '6.5'  '4'  'A26'  '6.5-R6…R8' (also '...' or '–')  '6.1-R1, R2, R4'
//   '6.1-R14, 6.4-R3'  '6.2-R1, R4–R7'  '6.5-R3, R9, A20'  '2.3, A2'  '2.2-R6, step 1' / 'krok 1'
// A bare 'R9' in a list takes the section of the id before it. 'step N' / 'krok N' are skipped.
import { READING_BY_ID, SECTIONS, STATEMENTS } from './book';
import type { RuleReading, RuleSection, RuleStatement } from './types';

/** Section numbers the digest uses that the reference files under another number. */
export const SECTION_ALIASES: Readonly<Record<string, string>> = {
  // the digest's "3.1 Order per the rulebook" is the body of rule 3 (statements 3-R1…R9)
  '3.1': '3'
};

export type RuleTarget =
  | { kind: 'section'; id: string; section: RuleSection }
  | { kind: 'statement'; id: string; section: RuleSection; statement: RuleStatement }
  | { kind: 'reading'; id: string; section: RuleSection; reading: RuleReading };

const SECTION_RE = /^\d{1,2}(?:\.\d{1,2})?$/;
const STATEMENT_RE = /^(\d{1,2}(?:\.\d{1,2})?)-R(\d+)$/;
const RANGE = String.raw`\s*(?:…|\.\.\.|–|—|-)\s*R?(\d+)`;
const FULL_RE = new RegExp(String.raw`^(\d{1,2}(?:\.\d{1,2})?)-R(\d+)(?:${RANGE})?$`);
const BARE_RE = new RegExp(String.raw`^R(\d+)(?:${RANGE})?$`);
const READING_RE = /^A(\d{1,2})$/;
const SKIP_RE = /^(?:step|krok)\s+\d+$/;
const LEAD_RE = /^(?:rules?|zasad[ayę]?|reguł[ay]?)\s+/;

/** the statements from..to of a section, or just from */
function expand(prefix: string, from: number, to: number | undefined, out: string[]): void {
  if (to === undefined) out.push(`${prefix}-R${from}`);
  else if (to < from || to - from > 50)
    out.push(`${prefix}-R${from}…R${to}`); // left unresolvable
  else for (let i = from; i <= to; i++) out.push(`${prefix}-R${i}`);
}

/**
 * The single ids a rule reference stands for, in order: '6.5-R6…R8' → ['6.5-R6', '6.5-R7',
 * '6.5-R8']; '6.1-R1, R2' → ['6.1-R1', '6.1-R2']; '2.3, A2' → ['2.3', 'A2']. Parts that are not
 * rule ids are returned as they are (so they do not resolve); 'step 1' / 'krok 1' are dropped.
 */
export function splitRuleIds(text: string): string[] {
  const out: string[] = [];
  let prefix: string | null = null;
  const body = text.trim().replace(/^\(|\)$/g, '');
  for (const raw of body.split(/\s*[,;]\s*|\s+(?:and|i|oraz)\s+/)) {
    const part = raw.trim().replace(LEAD_RE, '');
    if (!part || SKIP_RE.test(part.toLowerCase())) continue;
    const up = part
      .replace(/-r(\d)/gi, '-R$1')
      .replace(/^r(\d)/, 'R$1')
      .replace(/^a(\d)/, 'A$1');
    let m: RegExpExecArray | null;
    if ((m = FULL_RE.exec(up))) {
      prefix = m[1]!;
      expand(prefix, Number(m[2]), m[3] === undefined ? undefined : Number(m[3]), out);
    } else if ((m = BARE_RE.exec(up)) && prefix !== null) {
      expand(prefix, Number(m[1]), m[2] === undefined ? undefined : Number(m[2]), out);
    } else if (SECTION_RE.test(up)) {
      prefix = up;
      out.push(up);
    } else out.push(up);
  }
  return out;
}

/** The entry one single id names ('6.5-R6', '6.5', 'A17'), or undefined if the reference has none. */
export function ruleTarget(id: string): RuleTarget | undefined {
  const one = id.trim();
  const st = STATEMENTS.get(one);
  if (st) return { kind: 'statement', id: one, section: st.section, statement: st.statement };
  if (READING_RE.test(one)) {
    const reading = READING_BY_ID.get(one);
    const section = reading && SECTIONS.get(reading.sections[0]!);
    return reading && section ? { kind: 'reading', id: one, section, reading } : undefined;
  }
  if (SECTION_RE.test(one)) {
    const section = SECTIONS.get(SECTION_ALIASES[one] ?? one);
    return section ? { kind: 'section', id: one, section } : undefined;
  }
  return undefined;
}

/** Every entry a rule reference names, in order; an id the reference lacks gives undefined. */
export function ruleTargets(text: string): { id: string; target: RuleTarget | undefined }[] {
  return splitRuleIds(text).map((id) => ({ id, target: ruleTarget(id) }));
}

/**
 * The section a rule reference opens: that of its first id. '6.5-R6' → 6.5; '6.1' → 6.1; '4' → 4;
 * '6.5-R6…R8' → 6.5; '6.1-R1, R2' → 6.1; 'A26' → the home section of reading A26 (9.2).
 * Undefined when the first id has no entry (an unknown statement such as '6.5-R99' included).
 */
export function ruleSection(id: string): RuleSection | undefined {
  const first = splitRuleIds(id)[0];
  return first === undefined ? undefined : ruleTarget(first)?.section;
}

const dashed = (s: string) => s.replace(/\./g, '-').replace(/[^A-Za-z0-9-]/g, '');

/** The anchor of a section heading: '6.5' → 's-6-5'. */
export function sectionAnchor(section: string): string {
  return `s-${dashed(SECTION_ALIASES[section] ?? section)}`;
}

/** The anchor of a table: 'tec' → 't-tec'. */
export function tableAnchor(table: string): string {
  return `t-${dashed(table)}`;
}

/**
 * A stable anchor id (for an element id and a URL fragment) for the first id of a rule
 * reference: a statement '6.5-R6' → 'r-6-5-R6'; a section '6.5' → 's-6-5'; a reading 'A17' →
 * 'a-A17'. Derived from the id's form alone, so it is the same whether or not the entry exists.
 */
export function ruleAnchor(id: string): string {
  const first = splitRuleIds(id)[0] ?? '';
  if (STATEMENT_RE.test(first)) return `r-${dashed(first)}`;
  if (READING_RE.test(first)) return `a-${first}`;
  if (SECTION_RE.test(first)) return sectionAnchor(first);
  return `r-${dashed(first)}`;
}

/** The section number a player can look up in the printed Polish rulebook ('3.3' → '3'), or null. */
export function bookSection(id: string): string | null {
  return ruleSection(id)?.book ?? null;
}
