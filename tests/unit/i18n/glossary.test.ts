// The players' own words (issue 15 part 1): every Polish text the app shows uses the Polish
// rulebook's terms (src/lib/i18n/glossary.ts: a variant the glossary marks as wrong fails here),
// counts take real plural forms, placeholders do not break Polish cases, and the rule numbers
// players read are the rulebook's own sections (no '4-R5', 'A28').
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookSection, READINGS, RULEBOOK } from '../../../src/lib/data/rulebook';
import { AVOID, GLOSSARY, wrongVariants } from '../../../src/lib/i18n/glossary';
import { pluralForm } from '../../../src/lib/i18n/plural';
import { PART_LABELS } from '../../../src/lib/rules/combat-totals';
import { ERRORS } from '../../../src/lib/rules/errors';
import { STORE_ERRORS } from '../../../src/lib/store/errors';
import { APP_ERRORS } from '../../../src/lib/app/errors';
import { LEARN_ERRORS } from '../../../src/lib/learn/errors';
import { splitRuleText } from '../../../src/lib/ui/rulebook/rule-text';
import { LESSONS } from '../../../src/lib/learn';
import { finalScoring, INTRODUCTIONS } from '../../../src/lib/learn/battle';
import { STATE_WORDS, TIER_WORDS } from '../../../src/lib/learn/words';
import { bookRule, bookSections } from '../../../src/lib/ui/rulebook/sections';

const ROOT = join(__dirname, '..', '..', '..');
const read = (locale: 'pl' | 'en'): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const PL = read('pl');
const EN = read('en');

/** the lessons' and the guided battle's Polish texts (src/lib/learn, issue 25) */
function learnTexts(): [where: string, text: string][] {
  const out: [string, string][] = [];
  for (const l of LESSONS) {
    out.push([`lesson ${l.id} title`, l.title.pl], [`lesson ${l.id} intro`, l.intro.pl]);
    for (const s of l.stages) {
      out.push([`stage ${s.id} goal`, s.goal.pl], [`stage ${s.id} hint`, s.hint.pl], [`stage ${s.id} explain`, s.explain.pl]);
      if (s.task.kind === 'choice') s.task.options.forEach((o, i) => out.push([`stage ${s.id} option ${i}`, o.text.pl]));
    }
  }
  for (const [k, e] of Object.entries(INTRODUCTIONS)) out.push([`battle ${k}`, `${e.title.pl} ${e.you.pl} ${e.them.pl}`]);
  const f = finalScoring();
  for (const m of f.marks) out.push([`battle scoring ${m.nation} ${m.square}`, m.text.pl]);
  out.push(['battle scoring summary', f.summary.pl]);
  for (const [k, w] of [...Object.entries(TIER_WORDS), ...Object.entries(STATE_WORDS)]) out.push([`learn words ${k}`, w.pl]);
  return out;
}

/** every Polish text the app can show: messages, the engine's reasons, the totals' labels, the lessons */
function polishTexts(): [where: string, text: string][] {
  return [
    ...Object.entries(PL).map(([k, v]): [string, string] => [`messages/pl.json ${k}`, v]),
    ...Object.entries({ ...ERRORS, ...STORE_ERRORS, ...APP_ERRORS, ...LEARN_ERRORS }).map(([k, v]): [string, string] => [
      `errors ${k}`,
      v.pl
    ]),
    ...Object.entries(PART_LABELS).map(([k, v]): [string, string] => [`PART_LABELS ${k}`, v.pl]),
    ...learnTexts()
  ];
}

describe('the glossary', () => {
  it('gives every term in Polish and English with its source; rulebook terms name their section', () => {
    for (const t of GLOSSARY) {
      expect(t.pl.trim() && t.en.trim(), t.pl).toBeTruthy();
      if (t.source === 'rulebook') expect(t.section, t.pl).toMatch(/^\d(\.\d)?$/);
      if (t.source !== 'rulebook') expect(t.note, `${t.pl}: say why it is not the rulebook's term`).toBeTruthy();
    }
  });

  it('marks the player aid’s variants where the rulebook differs', () => {
    const aid = AVOID.filter((a) => a.from === 'aid').map((a) => a.variant);
    expect(aid).toEqual(expect.arrayContaining(['trafienie', 'pościg', 'odbudowa, odbudować', 'karta sztabowa']));
  });

  it('its wrong variants are found, its own terms are not', () => {
    expect(wrongVariants('Obrońca wybiera trafienie').map((w) => w.variant)).toContain('trafienie');
    expect(wrongVariants('Rzuty pościgu').map((w) => w.variant)).toContain('pościg');
    expect(wrongVariants('Faza odbudowy')).not.toEqual([]);
    expect(wrongVariants('Faza dobierania')).not.toEqual([]);
    expect(wrongVariants('Saperzy/Inżynierowie')).not.toEqual([]);
    expect(wrongVariants('Imperium Osmańskie')).not.toEqual([]);
    expect(wrongVariants('A < D')).not.toEqual([]);
    for (const t of GLOSSARY) expect(wrongVariants(t.pl), t.pl).toEqual([]);
    expect(wrongVariants('Faza Przywrócenia; jednostka zostaje raniona; Pogoń; A < O; odwrotnie')).toEqual([]);
  });

  it('finds a variant by its stem in every inflected form (issue 30: "ogłoszeniu" for "ogłoś/ogłas")', () => {
    expect(wrongVariants('Po ogłoszeniu Bombardowania od razu rzuca się kośćmi.').map((w) => w.variant)).toEqual(['ogłosić walkę']);
    expect(wrongVariants('Po zadeklarowaniu Bombardowania od razu rzuca się kośćmi.')).toEqual([]);
    const stemmed = AVOID.filter((a) => a.stems?.length);
    expect(stemmed.length).toBeGreaterThan(15);
    for (const a of AVOID) {
      expect(a.stems?.length || a.pattern, a.variant).toBeTruthy();
      expect(a.forms?.length ?? 0, `${a.variant}: list the inflected forms it must catch`).toBeGreaterThan(0);
      for (const form of a.forms ?? [])
        expect(
          wrongVariants(`Tu: ${form}.`).map((w) => w.variant),
          `${a.variant}: ${form}`
        ).toContain(a.variant);
    }
  });

  it('a stem matches at the start of a word only, a word marked whole only whole, and its exceptions never', () => {
    expect(wrongVariants('odwrotnie, odwrotny')).toEqual([]);
    expect(wrongVariants('rządzi się')).toEqual([]);
    expect(wrongVariants('przeogłoszenie')).toEqual([]);
    expect(wrongVariants('zza tyłu')).toEqual([]);
    expect(wrongVariants('Zbiórka 1–3; w zakresie Zbiórki')).toEqual([]);
    expect(wrongVariants('Soult ma Przywrócenie 1–3').map((w) => w.variant)).toContain('Przywrócenie for the Rally value');
  });
});

describe('Polish texts use the rulebook’s terms', () => {
  it('no message, engine reason, totals label or lesson text uses a variant the glossary marks as wrong', () => {
    const found = polishTexts().flatMap(([where, text]) =>
      wrongVariants(text).map((w) => `${where}: "${w.match}" (${w.variant}) — use ${w.use}`)
    );
    expect(found).toEqual([]);
  });

  it('placeholders do not leave a noun in the wrong case', () => {
    const traps: [RegExp, string][] = [
      [/przeciw \{/, '"{a} przeciw {b}" needs the dative'],
      [/krawędź \{/, '"krawędź {edge}" needs an adjective'],
      [/dla strony \{/, '"dla strony {nation}" leaves the name in the nominative'],
      [/w miejscu \{/, '"w miejscu {slot}"'],
      [/(?<!\{min\} )\bdo \{(?:max|count)\}/, '"do {max} …" needs plural forms (plural.ts)'],
      [/\{count\} kart\b/, '"{count} kart" is wrong for 1 and 22–24 (plural.ts)']
    ];
    const found: string[] = [];
    for (const [key, text] of Object.entries(PL)) {
      if (key.endsWith('_many')) continue; // a plural family's own form ("{count} kart")
      for (const [re, why] of traps) if (re.test(text)) found.push(`${key}: ${why}`);
    }
    expect(found).toEqual([]);
  });

  it('the engine’s phase names in Polish are the rulebook’s (Faza Dobrania, Faza Przywrócenia)', () => {
    expect(ERRORS['phase/wrong'].pl).toContain('Fazie {phase}');
  });
});

describe('plural forms', () => {
  it('Polish: 1 karta, 2 karty, 5 kart, 12 kart, 22 karty, 25 kart', () => {
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 24, 25, 60, 102, 112].map((n) => pluralForm(n, 'pl'));
    expect(forms).toEqual(['one', 'few', 'few', 'many', 'many', 'many', 'many', 'many', 'few', 'few', 'many', 'many', 'few', 'many']);
    expect(pluralForm(0, 'pl')).toBe('many');
  });

  it('English: 1 card, 2 cards', () => {
    expect([0, 1, 2, 22].map((n) => pluralForm(n, 'en'))).toEqual(['many', 'one', 'many', 'many']);
  });

  it('every plural family has its three forms in both languages', () => {
    const families = Object.keys(PL).filter((k) => k.endsWith('_few'));
    expect(families.length).toBeGreaterThanOrEqual(2);
    for (const key of families) {
      const base = key.slice(0, -'_few'.length);
      for (const form of ['one', 'few', 'many']) {
        expect(PL[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
        expect(EN[`${base}_${form}`], `${base}_${form}`).toBeTruthy();
      }
    }
  });
});

describe('rule numbers players read are the rulebook’s sections', () => {
  it('no message shows the app’s fine ids (4-R5, A28) — they are anchors inside the rules reference', () => {
    const found: string[] = [];
    for (const [locale, msgs] of [
      ['pl', PL],
      ['en', EN]
    ] as const)
      for (const [key, text] of Object.entries(msgs))
        if (/\b\d(?:\.\d)?-R\d|\bA\d{1,2}\b|\b3\.4\b/.test(text)) found.push(`${locale} ${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('the light section map agrees with the reference for every statement, section and reading', () => {
    for (const s of RULEBOOK) {
      if (s.book !== null) expect(bookRule(s.section), s.section).toBe(s.book);
      for (const st of s.statements) expect(bookSections(st.id), st.id).toEqual(bookSection(st.id) ? [bookSection(st.id)] : []);
    }
    for (const r of READINGS) expect(bookSections(r.id), r.id).toEqual(bookSection(r.id) ? [bookSection(r.id)] : []);
    expect(bookSections('6.1-R14, 6.4-R3')).toEqual(['6.1', '6.4']);
    expect(bookSections('6.5-R3, R9, A20')).toEqual(['6.5']);
    expect(bookSections('3.3, 3-R8')).toEqual(['3']);
    expect(bookSections('2.2-R6, step 1')).toEqual(['2.2']);
  });

  it('rule numbers inside a message become links, the rest stays text', () => {
    const parts = splitRuleText('Wygrywa Ala (zasada 2.2). Sekcje 2×2 (k6) (zasady 9.2, 7) i (6.5).');
    expect(parts.map((p) => p.text).join('')).toBe('Wygrywa Ala (zasada 2.2). Sekcje 2×2 (k6) (zasady 9.2, 7) i (6.5).');
    expect(parts.filter((p) => p.rule).map((p) => p.rule)).toEqual(['2.2', '9.2, 7', '6.5']);
  });
});

describe('rule links', () => {
  it('point at the reference’s own anchors', async () => {
    const { ruleHref } = await import('../../../src/lib/ui/rulebook/sections');
    const { ruleAnchor } = await import('../../../src/lib/data/rulebook');
    for (const id of ['6.5-R6', '6.5-R6…R8', '6.1-R1, R2', 'A20', '6.5', '3.1', '2.2-R6, step 1', '6.1-R14, 6.4-R3'])
      expect(ruleHref(id), id).toBe(`/rules#${ruleAnchor(id)}`);
  });
});
