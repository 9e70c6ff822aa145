// The in-app rules reference (issue 15 part 2, src/lib/data/rulebook):
// - it holds every statement the rules digest numbers (ids listed here by section, taken from
//   RULES.md: the test does not read ../shared) and every reading A1…A31, each in both languages;
// - sections are unique and in the rulebook's order, anchors are unique;
// - every rule number the app can show resolves to an entry: the engine's refusals (ERRORS), the
//   prompt's rule at every step random games reach, the rule strings written in the source (rule
//   tables, totals, the UI) and the "(rule …)" / "(zasada …)" texts of messages/*.json;
// - searchRules finds Polish (with or without diacritics) and English words, and rule numbers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bookSection,
  READINGS,
  RULEBOOK,
  ruleAnchor,
  ruleSection,
  ruleTargets,
  searchRules,
  sectionAnchor,
  splitRuleIds,
  tableAnchor,
  type RuleText
} from '../../../src/lib/data/rulebook';
import { prompt, type Game } from '../../../src/lib/rules';
import { ERRORS } from '../../../src/lib/rules/errors';
import { STORE_ERRORS } from '../../../src/lib/store/errors';
import { APP_ERRORS } from '../../../src/lib/app/errors';
import { LEARN_ERRORS } from '../../../src/lib/learn/errors';
import { playRandomGame } from '../../fuzz/sim';

const ROOT = join(__dirname, '..', '..', '..');

/** RULES.md: the number of statements of each section (ids <section>-R1 … R<n>, consecutive). */
const DIGEST: Record<string, number> = {
  '1.1': 5,
  '1.2': 2,
  '1.3': 6,
  '1.4': 5,
  '2.1': 3,
  '2.2': 6,
  '2.3': 4,
  '3': 9,
  '3.3': 3,
  '3.4': 2,
  '4': 11,
  '5': 16,
  '6': 3,
  '6.1': 18,
  '6.2': 12,
  '6.3': 4,
  '6.4': 7,
  '6.5': 16,
  '6.6': 5,
  '6.7': 5,
  '7': 5,
  '8': 2,
  '9.1': 6,
  '9.2': 29
};
const DIGEST_IDS = Object.entries(DIGEST).flatMap(([s, n]) => Array.from({ length: n }, (_, i) => `${s}-R${i + 1}`));
/** RULES.md sections (3.1 is the body of rule 3 in the reference) */
const DIGEST_SECTIONS = ['0', '1', '1.1', '1.2', '1.3', '1.4', '2', '2.1', '2.2', '2.3', '3', '3.2', '3.3', '3.4', '4', '5', '6'].concat([
  '6.1',
  '6.2',
  '6.3',
  '6.4',
  '6.5',
  '6.6',
  '6.7',
  '7',
  '8',
  '9',
  '9.1',
  '9.2'
]);

const statements = RULEBOOK.flatMap((s) => s.statements.map((st) => ({ ...st, section: s.section })));

/** every text of the reference with where it is */
function texts(): { where: string; text: RuleText }[] {
  const out: { where: string; text: RuleText }[] = [];
  for (const s of RULEBOOK) {
    out.push({ where: `${s.section} title`, text: s.title });
    if (s.intro) out.push({ where: `${s.section} intro`, text: s.intro });
    s.notes?.forEach((n, i) => out.push({ where: `${s.section} note ${i}`, text: n }));
    for (const st of s.statements) {
      out.push({ where: st.id, text: st.text });
      if (st.heading) out.push({ where: `${st.id} heading`, text: st.heading });
    }
    for (const tb of s.tables ?? []) {
      out.push({ where: `table ${tb.id}`, text: tb.title });
      tb.columns.forEach((c, i) => out.push({ where: `table ${tb.id} column ${i}`, text: c }));
      tb.rows.forEach((r, i) => r.forEach((c, j) => out.push({ where: `table ${tb.id} [${i}][${j}]`, text: c })));
    }
  }
  for (const r of READINGS) out.push({ where: `${r.id} title`, text: r.title }, { where: r.id, text: r.text });
  return out;
}

const sectionKey = (s: string) => s.split('.').map(Number);
function compareSections(a: string, b: string): number {
  const [x, y] = [sectionKey(a), sectionKey(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
}

describe('the reference holds every rule of the digest', () => {
  it('every numbered statement of RULES.md, once, under its own section', () => {
    const ids = statements.filter((s) => !s.id.startsWith('0-')).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...DIGEST_IDS].sort());
    expect(ids.length).toBe(184);
    for (const s of statements) expect(s.id.replace(/-R\d+$/, ''), s.id).toBe(s.section);
  });

  it('statements are numbered in order within each section', () => {
    for (const s of RULEBOOK) expect(s.statements.map((st) => st.id)).toEqual(s.statements.map((_, i) => `${s.section}-R${i + 1}`));
  });

  it('every section of the digest, unique and in the rulebook order', () => {
    const nums = RULEBOOK.map((s) => s.section);
    expect(new Set(nums).size).toBe(nums.length);
    expect([...nums].sort(compareSections)).toEqual(nums);
    expect(nums).toEqual(DIGEST_SECTIONS);
    for (const s of RULEBOOK) {
      // a subsection follows its parent
      const parent = s.section.includes('.') ? s.section.split('.')[0]! : null;
      if (parent) expect(nums, s.section).toContain(parent);
      // the printed rulebook's section: the same number, its parent, or none for 0
      expect([s.section, parent, s.section === '0' ? null : undefined], s.section).toContain(s.book);
    }
  });

  it('every reading A1…A31, under existing sections, each shown under its sections', () => {
    expect(READINGS.map((r) => r.id)).toEqual(Array.from({ length: 31 }, (_, i) => `A${i + 1}`));
    for (const r of READINGS) {
      expect(r.sections.length, r.id).toBeGreaterThan(0);
      expect(new Set(r.sections).size, r.id).toBe(r.sections.length);
      for (const s of r.sections) {
        const section = RULEBOOK.find((x) => x.section === s);
        expect(section, `${r.id} → ${s}`).toBeDefined();
        expect(section!.readings.map((x) => x.id)).toContain(r.id);
      }
    }
    // the nightfall option is shown beside the rule it concerns
    expect(ruleSection('2.3')!.readings.map((r) => r.id)).toContain('A1');
  });

  it('the terrain effects chart, the Combat Results Table and the HQ card table', () => {
    const table = (id: string) => RULEBOOK.flatMap((s) => s.tables ?? []).find((t) => t.id === id);
    expect(table('tec')!.rows.map((r) => r[0]!.en)).toEqual(
      expect.arrayContaining(['Clear', 'Hill', 'Town', 'Woods', 'Marsh', 'Fields', 'Lake', 'Redoubt (marker)'])
    );
    expect(table('crt')!.rows).toHaveLength(6);
    const hq = table('hq-cards')!;
    expect(hq.rows).toHaveLength(8);
    for (const row of hq.rows) {
      const counts = row.slice(1, -1).map((c) => (c.en === '–' ? 0 : Number(c.en)));
      expect(
        counts.reduce((a, b) => a + b, 0),
        row[0]!.en
      ).toBe(Number(row.at(-1)!.en));
    }
  });
});

describe('texts', () => {
  it('every entry has Polish and English text', () => {
    for (const { where, text } of texts()) {
      expect(text.pl.trim(), `${where} pl`).not.toBe('');
      expect(text.en.trim(), `${where} en`).not.toBe('');
      expect(text.pl, where).toBe(text.pl.trim());
      expect(text.en, where).toBe(text.en.trim());
    }
    for (const s of RULEBOOK) for (const tb of s.tables ?? []) for (const r of tb.rows) expect(r.length, tb.id).toBe(tb.columns.length);
  });

  it('statements are short enough for a phone (at most 3 sentences)', () => {
    for (const st of statements)
      for (const lang of ['pl', 'en'] as const) {
        const sentences = st.text[lang].split(/(?<=[.!?])\s+(?=[A-ZŁŚŻŹĆ„“(])/).length;
        expect(sentences, `${st.id} ${lang}`).toBeLessThanOrEqual(3);
      }
  });

  it('Polish uses the rulebook’s terms, not the player aid’s', () => {
    // rana (not trafienie), Pogoń (not pościg), Faza Przywrócenia (not odbudowy), Faza Dobrania
    // (not dociągu/dobierania), Inżynierzy, Imperium Otomańskie
    const banned = /trafieni|pości[gk]|odbudow|dociąg|dobierania|inżynierowie|osmańsk|ottomańsk/i;
    for (const { where, text } of texts()) {
      // A31 names the player aid's words on purpose
      if (where.startsWith('A31')) continue;
      expect(text.pl, where).not.toMatch(banned);
    }
  });

  it('English is British (Defence), except the printed “Defense”', () => {
    for (const { where, text } of texts())
      expect(text.en.replace(/“Defense”/g, ''), where).not.toMatch(/\b(defense|color|armor|behavior|center|favor)\b/i);
  });
});

describe('rule numbers → entries', () => {
  it('resolves the forms the app writes', () => {
    expect(ruleSection('6.5-R6')?.section).toBe('6.5');
    expect(ruleSection('6.1')?.section).toBe('6.1');
    expect(ruleSection('4')?.section).toBe('4');
    expect(ruleSection('6.5-R6…R8')?.section).toBe('6.5');
    expect(ruleSection('6.1-R1, R2')?.section).toBe('6.1');
    expect(ruleSection('6.1-R1, R2, R4')?.section).toBe('6.1');
    expect(ruleSection('4-R5')?.section).toBe('4');
    expect(ruleSection('3.3')?.section).toBe('3.3');
    expect(ruleSection('3.1')?.section).toBe('3');
    expect(ruleSection('3-R5')?.section).toBe('3');
    expect(ruleSection('2')?.section).toBe('2');
    expect(ruleSection('9.2-R25')?.section).toBe('9.2');
    expect(ruleSection('A26')?.section).toBe('9.2');
    expect(ruleSection('A1')?.section).toBe('2.3');
    expect(ruleSection('(rule 6.5-R14)')?.section).toBe('6.5');
    expect(ruleSection('zasady 6.1-R14, 6.4-R3')?.section).toBe('6.1');
    expect(splitRuleIds('6.5-R6…R8')).toEqual(['6.5-R6', '6.5-R7', '6.5-R8']);
    expect(splitRuleIds('6.5-R6...R9')).toEqual(['6.5-R6', '6.5-R7', '6.5-R8', '6.5-R9']);
    expect(splitRuleIds('6.2-R1, R4–R7')).toEqual(['6.2-R1', '6.2-R4', '6.2-R5', '6.2-R6', '6.2-R7']);
    expect(splitRuleIds('6.1-R14, 6.4-R3')).toEqual(['6.1-R14', '6.4-R3']);
    expect(splitRuleIds('6.5-R3, R9, A20')).toEqual(['6.5-R3', '6.5-R9', 'A20']);
    expect(splitRuleIds('9.1-R1, R2, 6.4')).toEqual(['9.1-R1', '9.1-R2', '6.4']);
    expect(splitRuleIds('2.2-R6, step 1')).toEqual(['2.2-R6']);
    expect(splitRuleIds('2.2-R6, krok 3')).toEqual(['2.2-R6']);
    expect(ruleTargets('2.3, A2').map((x) => x.target?.kind)).toEqual(['section', 'reading']);
    expect(ruleTargets('6.5-R3, R9, A20').map((x) => x.target?.section.section)).toEqual(['6.5', '6.5', '6.5']);
  });

  it('refuses what the reference does not hold', () => {
    for (const bad of ['6.5-R99', 'A99', '6.8', '10', '6.5-R8…R6', 'R5', 'rule', '', 'x']) expect(ruleSection(bad), bad).toBeUndefined();
    expect(ruleTargets('6.5-R6…R20').some((x) => !x.target)).toBe(true);
  });

  it('anchors are stable and unique', () => {
    expect(ruleAnchor('6.5-R6')).toBe('r-6-5-R6');
    expect(ruleAnchor('6.5-R6…R8')).toBe('r-6-5-R6');
    expect(ruleAnchor('6.5')).toBe('s-6-5');
    expect(ruleAnchor('A17')).toBe('a-A17');
    expect(ruleAnchor('3.1')).toBe('s-3');
    expect(tableAnchor('tec')).toBe('t-tec');
    const all = [
      ...RULEBOOK.map((s) => sectionAnchor(s.section)),
      ...statements.map((s) => ruleAnchor(s.id)),
      ...READINGS.map((r) => ruleAnchor(r.id)),
      ...RULEBOOK.flatMap((s) => (s.tables ?? []).map((t) => tableAnchor(t.id)))
    ];
    expect(new Set(all).size).toBe(all.length);
    for (const a of all) expect(a).toMatch(/^[a-z]-[A-Za-z0-9-]+$/);
  });

  it('names the section of the printed rulebook', () => {
    expect(bookSection('6.5-R6')).toBe('6.5');
    expect(bookSection('3.3-R2')).toBe('3');
    expect(bookSection('3.4-R1')).toBe('3');
    expect(bookSection('A28')).toBe('6.4');
    expect(bookSection('0-R1')).toBeNull();
  });
});

// --- every rule number the app can show ---

/** text files under a directory (the reference itself and generated code excluded) */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name === 'paraglide' || name === 'rulebook' || name === 'node_modules') continue;
      out.push(...sourceFiles(p));
    } else if (/\.(ts|svelte|js)$/.test(name)) out.push(p);
  }
  return out;
}

const ID = String.raw`(?:\d(?:\.\d)?-R\d+(?:\s*(?:…|\.\.\.|–)\s*R?\d+)?|A\d{1,2}|\d(?:\.\d)?)`;
const LIST_PART = String.raw`(?:${ID}|R\d+(?:\s*(?:…|\.\.\.|–)\s*R?\d+)?|step \d+|krok \d+)`;
/** a whole string that is a rule reference: '6.5-R6', '6.1-R1, R2', '2.3, A2', '5' */
const RULE_LIST = new RegExp(String.raw`^${ID}(?:,\s*${LIST_PART})*$`);
const STATEMENT_ID = /\b\d(?:\.\d)?-R\d+\b/;

/** the rule strings written in the source: string literals that are rule references */
function sourceRuleStrings(): Map<string, string> {
  const found = new Map<string, string>(); // rule string → where
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
      const literals = [...line.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
      const ruleLine = /rule/i.test(line) || literals.some((l) => STATEMENT_ID.test(l));
      for (const lit of literals) {
        // a bare number such as '5' counts as a rule only on a line about rules
        const isRule = RULE_LIST.test(lit) && (STATEMENT_ID.test(lit) || /A\d/.test(lit) || ruleLine);
        if (isRule) found.set(lit, `${relative(ROOT, file)}:${i + 1}`);
      }
    });
  }
  return found;
}

/** the rule references in a message text */
function messageRules(text: string): string[] {
  const out: string[] = [];
  // "(rule 6.5-R14)", "(zasady 6.1-R10, R11)", "(6.5-R3, R9, A20)", "(rule 2.2-R6, step 1)"
  for (const m of text.matchAll(/\(([^()]*)\)/g)) {
    const group = m[1]!.trim();
    const named = /^(?:rules?|zasad[ayę]?)\s+\S/i.test(group); // "(rule …)": must resolve, or fail below
    const inner = group.replace(/^(?:rules?|zasad[ayę]?)\s+/i, '');
    if (inner.includes('{')) continue; // "(rule {rule})": the engine's rule, checked above
    if (named || (RULE_LIST.test(inner) && /-R\d|A\d/.test(inner))) out.push(inner);
  }
  // "Rule 3.4-R1 suggests…", "Zasada 3.4-R1 poleca…"
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:[Rr]ules?|[Zz]asad[ayę]?)\s+(${ID}(?:,\s*${LIST_PART})*)`, 'g')))
    out.push(m[1]!);
  // any statement id anywhere
  for (const m of text.matchAll(/\b\d(?:\.\d)?-R\d+\b/g)) out.push(m[0]);
  return out;
}

/** the prompt's rule at every step of a few random games (setup, phases, combat steps, Guerrilla) */
function promptRules(): Map<string, string> {
  const found = new Map<string, string>();
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const { game } = playRandomGame(seed, { aggressive: true, checkHistory: false });
    for (let g: Game | null = game; g; g = g.previous) {
      const p = prompt(g);
      if (!found.has(p.rule)) found.set(p.rule, `prompt at ${p.step} (seed ${seed})`);
    }
  }
  return found;
}

function expectResolves(rule: string, where: string): void {
  const targets = ruleTargets(rule);
  expect(targets.length, `${where}: "${rule}" names no rule`).toBeGreaterThan(0);
  for (const { id, target } of targets) {
    expect(target, `${where}: "${rule}" → ${id} has no entry in the rules reference`).toBeDefined();
    const text =
      target!.kind === 'statement' ? target!.statement.text : target!.kind === 'reading' ? target!.reading.text : target!.section.title;
    expect(text.pl && text.en, `${where}: ${id}`).toBeTruthy();
  }
}

describe('every rule number the app can show has an entry in both languages', () => {
  it('the refusals of the engine (ERRORS) and of the layers above it (store, app, lessons)', () => {
    const tables: Record<string, Record<string, { rule?: string }>> = { ERRORS, STORE_ERRORS, APP_ERRORS, LEARN_ERRORS };
    const rules = Object.entries(tables).flatMap(([name, t]) => Object.entries(t).map(([code, d]) => [`${name}['${code}']`, d] as const));
    expect(rules.filter(([, d]) => d.rule).length).toBeGreaterThan(80);
    for (const [where, d] of rules) if (d.rule) expectResolves(d.rule, where);
  });

  it('the rule strings in the source (rule tables, totals, turn guide, combat steps, setup)', () => {
    const found = sourceRuleStrings();
    // the tables of prompt.ts and the totals are among them
    for (const r of ['4-R5', '3.3', '6.5-R2', '9.2-R23', '6.1-R17', '9.2-R16', '5', '7', '2.1', '2.2'])
      expect([...found.keys()]).toContain(r);
    for (const [rule, where] of found) expectResolves(rule, where);
  });

  it('the prompt’s rule at every step random games reach', () => {
    const found = promptRules();
    for (const step of ['4-R5', '4-R8', '5', '6', '7', '6.1-R13', '6.1-R16']) expect([...found.keys()]).toContain(step);
    for (const [rule, where] of found) expectResolves(rule, where);
  }, 120_000);

  it('the rule numbers in messages/en.json and messages/pl.json', () => {
    let count = 0;
    for (const lang of ['en', 'pl']) {
      const messages = JSON.parse(readFileSync(join(ROOT, 'messages', `${lang}.json`), 'utf8')) as Record<string, unknown>;
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value !== 'string') continue;
        for (const rule of messageRules(value)) {
          count++;
          expectResolves(rule, `messages/${lang}.json ${key}`);
        }
      }
    }
    expect(count).toBeGreaterThan(50);
  });
});

describe('searchRules', () => {
  const first = (q: string, l: 'pl' | 'en') => searchRules(q, l)[0];
  const sectionsOf = (q: string, l: 'pl' | 'en', n = 5) =>
    searchRules(q, l)
      .slice(0, n)
      .map((h) => h.section);

  it('finds Polish words with and without diacritics', () => {
    expect(sectionsOf('Pogoń', 'pl')).toContain('6.6');
    expect(searchRules('pogon', 'pl')).toEqual(searchRules('Pogoń', 'pl'));
    expect(first('faza przywrocenia', 'pl')!.section).toBe('7');
    expect(searchRules('Faza Przywrócenia', 'pl')).toEqual(searchRules('faza przywrocenia', 'pl'));
    expect(sectionsOf('ucieczka', 'pl')).toContain('6.5');
    expect(sectionsOf('wzgorze premia', 'pl')).toContain('6.3');
    expect(sectionsOf('partyzanci', 'pl')).toContain('9.2');
    expect(sectionsOf('reduty', 'pl')).toContain('9.2'); // an inflected form
    expect(sectionsOf('żeton', 'pl')).toContain('1.3');
    expect(sectionsOf('zeton', 'pl')).toContain('1.3');
  });

  it('finds English words', () => {
    expect(first('Defence Total', 'en')).toMatchObject({ section: '6.1', statement: '6.1-R17' });
    expect(sectionsOf('pursuit', 'en')).toContain('6.6');
    expect(sectionsOf('withdraw', 'en')).toEqual(expect.arrayContaining(['6.1']));
    expect(first('nightfall', 'en')!.section).toBe('2.2');
    expect(sectionsOf('day ends', 'en')).toContain('2.3');
    expect(sectionsOf('forced march marsh', 'en')).toContain('5');
    expect(searchRules('terrain effects chart', 'en')[0]).toMatchObject({ section: '1.1', table: 'tec' });
  });

  it('a rule number opens its entry first', () => {
    expect(first('6.5-R6', 'pl')).toMatchObject({ section: '6.5', statement: '6.5-R6' });
    expect(first('6.5', 'en')).toMatchObject({ section: '6.5' });
    expect(first('A17', 'en')).toMatchObject({ section: '6.2', reading: 'A17' });
  });

  it('nothing for an empty or unknown query; one language at a time', () => {
    expect(searchRules('', 'pl')).toEqual([]);
    expect(searchRules('   ', 'en')).toEqual([]);
    expect(searchRules('xyzzy', 'en')).toEqual([]);
    expect(searchRules('zasadzka', 'en')).toEqual([]);
    expect(searchRules('bombardment', 'pl')).toEqual([]);
  });
});
