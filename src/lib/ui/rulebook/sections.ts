// Rule numbers as a player can find them in the printed Polish rulebook, without loading the
// rules reference: the engine and the UI cite fine ids ('6.5-R6', '6.1-R1, R2', 'A20', '3.3-R2'),
// the rulebook only numbers sections ('6.5', '3'). The reference's own bookSection() agrees with
// this for every id (tests/unit/rules-links.test.ts); this module stays small so every screen can
// show section numbers while the reference itself is loaded only when a rule is opened.

/** the home section of each reading (where the app explains an unclear point) */
const READING_HOME: Readonly<Record<string, string>> = {
  A1: '2.3',
  A2: '2.3',
  A3: '2.2',
  A4: '2.2',
  A5: '2.1',
  A6: '3',
  A7: '5',
  A8: '5',
  A9: '9.2',
  A10: '6.3',
  A11: '6.3',
  A12: '6.3',
  A13: '9.2',
  A14: '6.1',
  A15: '9.2',
  A16: '6.2',
  A17: '6.2',
  A18: '9.1',
  A19: '6.1',
  A20: '6.5',
  A21: '6.5',
  A22: '6.6',
  A23: '9.2',
  A24: '6.7',
  A25: '9.2',
  A26: '9.2',
  A27: '7',
  A28: '6.4',
  A29: '6.1',
  A30: '9.1',
  A31: '0'
};

/** the digest's sections the printed rulebook files elsewhere (3.1–3.4 are all in its section 3) */
const BOOK_OF: Readonly<Record<string, string | null>> = { '0': null, '3.1': '3', '3.2': '3', '3.3': '3', '3.4': '3' };

const PART_RE = /^(?:(\d{1,2}(?:\.\d{1,2})?)(?:-R\d+.*)?|A(\d{1,2}))$/;

/** The rulebook sections a rule reference names, in order, each once: '6.1-R14, 6.4-R3' → ['6.1', '6.4']. */
export function bookSections(rule: string): string[] {
  const out: string[] = [];
  for (const raw of rule.replace(/^\(|\)$/g, '').split(/\s*[,;]\s*/)) {
    const m = PART_RE.exec(raw.trim());
    if (!m) continue; // 'R9' of '6.5-R3, R9', 'step 1'
    const section = m[1] ?? READING_HOME[`A${m[2]}`];
    if (section === undefined) continue;
    const book = section in BOOK_OF ? BOOK_OF[section] : section;
    if (book && !out.includes(book)) out.push(book);
  }
  return out;
}

/** The rulebook sections as shown: '6.1, 6.4'; the app's own section 0 only when nothing else. */
export function bookRule(rule: string): string {
  const sections = bookSections(rule);
  return sections.length > 0 ? sections.join(', ') : rule.startsWith('0') || /^A31$/.test(rule) ? '0' : rule;
}

/**
 * The address of a rule in the rules reference page: '/rules#r-6-5-R6' for a statement,
 * '#s-6-5' for a section, '#a-A20' for a reading (the anchors of ruleAnchor in the reference).
 */
export function ruleHref(rule: string): string {
  const first = (rule.replace(/^\(|\)$/g, '').split(/\s*[,;]\s*/)[0] ?? '').trim().replace(/\s*(?:…|\.\.\.|–).*$/, '');
  const dashed = first.replace(/\./g, '-').replace(/[^A-Za-z0-9-]/g, '');
  if (/^\d{1,2}(?:\.\d{1,2})?-R\d+$/.test(first)) return `/rules#r-${dashed}`;
  if (/^A\d{1,2}$/.test(first)) return `/rules#a-${first}`;
  if (/^\d{1,2}(?:\.\d{1,2})?$/.test(first)) return `/rules#s-${first === '3.1' ? '3' : dashed}`;
  return '/rules';
}
