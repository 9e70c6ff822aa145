// The glossary of the app's Polish: every named concept of Manoeuvre with its English term, the
// source of the Polish term, and the variants the app must not use. The Polish rulebook (Rebel.pl,
// tr. Hubert Bartos) wins over the player aid: where the aid names a thing differently ("trafienie",
// "pościg", "odbudowa", "karta sztabowa"), the aid's word is listed as a variant to avoid.
// tests/unit/i18n/glossary.test.ts checks every Polish message (messages/pl.json, the engine's and
// the lessons' reasons, the lessons' texts) against the `avoid` variants below, found by their stems
// so that every inflected form is caught.

export type TermSource = 'rulebook' | 'aid' | 'app';

/**
 * A variant not to use. Words are found by their stems, so every inflected form is caught
 * ("ogłos" finds ogłosić, ogłoszenie, ogłoszeniu): a stem matches a word that begins with it (case
 * aside); a stem of several words matches consecutive words; a word ending in `$` must be whole.
 * `except` lists the stems of words that begin like a variant but are fine ("odwrotnie"). A
 * `pattern` (a regular expression, the `u` flag added) is for what is not a word: a symbol, or a
 * capital letter that matters.
 */
export interface AvoidVariant {
  /** how the variant is written ("pościg") */
  variant: string;
  /** the stems of its words: each entry one or more words, each a stem ("ogłos", "rodzaj walk", "z$ tył") */
  stems?: readonly string[];
  /** stems of words that begin like the variant but are other words */
  except?: readonly string[];
  /** a regular expression source, where stems cannot say it */
  pattern?: string;
  /** inflected forms the variant must catch (tested) */
  forms?: readonly string[];
  /** where it comes from: the player aid, or a common word the rulebook does not use */
  from: 'aid' | 'common';
}

export interface GlossaryTerm {
  /** the Polish term as the rulebook writes it (its inflected forms are fine) */
  pl: string;
  en: string;
  /** where the Polish term comes from: 'rulebook 6.6' (section), 'aid', or the app's own choice */
  source: TermSource;
  section?: string;
  note?: string;
  avoid?: readonly AvoidVariant[];
}

type VariantSpec = Omit<AvoidVariant, 'variant' | 'from'>;
/** The player aid's word: its stems (and the forms it must catch). */
const aid = (variant: string, spec: VariantSpec): AvoidVariant => ({ variant, ...spec, from: 'aid' });
/** A common word the rulebook does not use. */
const common = (variant: string, spec: VariantSpec): AvoidVariant => ({ variant, ...spec, from: 'common' });
/** A phase's name in lower case ("faza ruchu"): the rulebook capitalises both words. */
const lowerCase = (phase: string): AvoidVariant =>
  common(`faza ${phase} (lower case)`, { pattern: `\\b[Ff]az(?:a|ę|ie|y|ą)\\s+${phase}`, forms: [`fazie ${phase}`, `Faza ${phase}`] });

/** A term named by the rulebook, in this section. */
const rb = (pl: string, en: string, section: string, more?: Pick<GlossaryTerm, 'note' | 'avoid'>): GlossaryTerm => ({
  pl,
  en,
  source: 'rulebook',
  section,
  ...more
});
/** A term taken from elsewhere (the player aid, or the app's own choice). */
const term = (pl: string, en: string, source: TermSource, more?: Pick<GlossaryTerm, 'note' | 'avoid'>): GlossaryTerm => ({
  pl,
  en,
  source,
  ...more
});

export const GLOSSARY: readonly GlossaryTerm[] = [
  // --- the sequence of play (rulebook 4; capitalised in both words, as the rulebook's list) ---
  rb('Faza Odrzucenia', 'Discard Phase', '4', {
    avoid: [common('faza odrzucania', { stems: ['faz odrzucani'], forms: ['fazie odrzucania'] }), lowerCase('odrzucenia')]
  }),
  rb('Faza Dobrania', 'Draw Phase', '4', {
    avoid: [
      aid('faza dociągu', { stems: ['dociąg'], forms: ['dociągu', 'dociągnie'] }),
      common('faza dobierania', { stems: ['dobierani'], forms: ['dobieranie', 'dobierania'] }),
      lowerCase('dobrania')
    ]
  }),
  rb('Faza Ruchu', 'Movement Phase', '4', { avoid: [lowerCase('ruchu')] }),
  rb('Faza Walki', 'Combat Phase', '4', { avoid: [lowerCase('walki')] }),
  rb('Faza Przywrócenia; przywrócić jednostkę', 'Restoration Phase; restore a unit', '7', {
    note: 'The aid says "Faza odbudowy"; the rulebook (4, 7) says Przywrócenie.',
    avoid: [aid('odbudowa, odbudować', { stems: ['odbudow'], forms: ['odbudowy', 'odbudować'] }), lowerCase('przywrócenia')]
  }),
  rb('tura gry; tura gracza', 'game turn; player turn', '4'),
  rb('gracz aktywny; obrońca', 'active player; defender', '6'),
  rb('Pierwszy gracz; Drugi gracz', 'First Player; Second Player', '3'),
  // --- combat (rulebook 6) ---
  rb('forma walki; zadeklarować walkę', 'form of combat; declare a combat', '4', {
    avoid: [
      common('rodzaj walki', { stems: ['rodzaj walk'], forms: ['rodzaju walki', 'rodzaje walk'] }),
      common('ogłosić walkę', { stems: ['ogłos', 'ogłoś', 'ogłas'], forms: ['ogłosić', 'ogłoszeniu', 'ogłoszenie', 'ogłasza', 'Ogłoś'] })
    ]
  }),
  rb('Natarcie', 'Assault', '6', {
    note: 'The title of 6.1 says "Atak"; the text says Natarcie.',
    avoid: [common('szturm', { stems: ['szturm'], forms: ['szturmu', 'Szturmem'] })]
  }),
  rb('Zasadzka', 'Ambush', '6'),
  rb('Bombardowanie', 'Bombardment', '6', {
    avoid: [aid('atak artyleryjski', { stems: ['atak artyleryjsk'], forms: ['ataku artyleryjskiego', 'Atak artyleryjski'] })]
  }),
  rb('Salwa', 'Volley', '6'),
  rb('suma ataku; suma obrony (A, O)', 'Attack Total; Defence Total (A, D)', '6.1', {
    note: 'The results table writes A < O, A ≥ 2x O: the letter for the Defence Total is O, not D.',
    avoid: [common('D for the Defence Total', { pattern: 'A\\s*(?:<|=|>|≥|>=)\\s*\\d*\\s*×?\\s*D\\b', forms: ['A < D', 'A ≥ 2×D'] })]
  }),
  rb('Wyeliminowanie, eliminacja', 'Elimination', '6.5'),
  rb('Ranienie; rana; jednostka zostaje raniona', 'Hit; the unit takes a hit', '6.5', {
    note: 'The aid says "trafienie"; the rulebook (6.1 table, 6.5) says rana / ranienie / zostaje raniona.',
    avoid: [aid('trafienie', { stems: ['trafieni', 'trafień', 'trafion'], forms: ['trafienie', 'trafień', 'trafiona', 'Trafieniu'] })]
  }),
  rb('Ucieczka; priorytet ucieczki', 'Retreat; retreat priority', '6.5', {
    avoid: [
      common('odwrót', {
        stems: ['odwrót', 'odwrot', 'odwrocie$'],
        except: ['odwrotn'],
        forms: ['odwrót', 'odwrotu', 'odwrotem', 'odwrocie']
      }),
      common('z tyłu (reads "from behind")', { stems: ['z$ tył'], forms: ['z tyłu'] })
    ]
  }),
  rb('Wycofanie', 'Withdraw', '9.2'),
  rb('Zajęcie terenu po walce', 'Advance (after combat)', '6.5', {
    avoid: [aid('ruch po walce', { stems: ['ruch po$ walc'], forms: ['ruch po walce', 'ruchu po walce'] })]
  }),
  rb('Nie musi zajmować terenu', 'Not Required To Advance', '8'),
  rb('Pogoń; Modyfikator pogoni', 'Pursuit; Pursuit modifier', '6.6', {
    note: 'The aid says "pościg"; the rulebook (6.6, 8, 9.1) says Pogoń.',
    avoid: [aid('pościg', { stems: ['pościg', 'pościż'], forms: ['pościgu', 'Pościg', 'pościgi'] })]
  }),
  rb('bez efektu', 'no effect', '6.1', { avoid: [common('bez skutku', { stems: ['bez$ skutk'], forms: ['bez skutku'] })] }),
  rb('jednostki wspierające', 'supporting units', '6.4'),
  // --- cards (rulebook 1.4, 8, 9) ---
  rb('talia kart akcji; stos kart odrzuconych', 'Action Deck; discard pile', '1.4'),
  rb('karta jednostki', 'Unit Card', '8'),
  rb('karta dowodzenia', 'HQ card', '9', {
    note: 'The aid says "karta sztabowa".',
    avoid: [aid('karta sztabowa', { stems: ['sztabow'], forms: ['karty sztabowe', 'kartą sztabową'] })]
  }),
  rb('karta dowódcy; Dowodzenie; Walka; Zbiórka', 'Leader card; Command; Combat; Rally', '9.1', {
    note: 'The rulebook (9.1, 7) names the Rally value „Zbiórka”, and its 9.1 title also "Przywrócenie", which is the phase\'s name (A31): the app says Zbiórka for the value. A Leader restores (przywraca) a unit; "zbierać" reads as taking the counter away.',
    avoid: [
      common('zbiera jednostkę', { stems: ['zbiera$', 'zbierać$', 'zbieranie$', 'zbierze$'], forms: ['zbiera', 'zbierze'] }),
      common('Przywrócenie for the Rally value', {
        stems: ['zakres przywróceni', 'zakresie przywróceni', 'zakresem przywróceni'],
        pattern: '[Pp]rzywróceni[ea]\\s+\\d',
        forms: ['w zakresie Przywrócenia', 'Przywrócenie 1–3']
      })
    ]
  }),
  rb('Atak z poświęceniem', 'Committed Attack', '9.2'),
  rb('Forsowny marsz', 'Forced March', '9.2'),
  rb('Partyzanci', 'Guerrilla', '9.2'),
  rb('Reduta', 'Redoubt', '9.2'),
  rb('Przegrupowanie', 'Regroup', '9.2'),
  rb('Saperzy/Inżynierzy', 'Sappers/Engineers', '9.2', {
    avoid: [common('Inżynierowie', { stems: ['inżynierow'], forms: ['Inżynierowie', 'inżynierowie'] })]
  }),
  rb('Potyczka', 'Skirmish', '9.2'),
  rb('Zwiadowca/Szpieg', 'Scout/Spy', '9.2'),
  rb('Zaopatrzenie', 'Supply', '9.2'),
  rb('Wspaniała artyleria', 'Grand Battery', '9.1'),
  // --- the board (rulebook 1.1, 3, 5) ---
  rb('pole; sekcja mapy', 'square; map section', '1.1', {
    note: 'The terrain Pole (Fields) is written capitalised to tell it from pole (square).',
    avoid: [aid('kwadrat (a map section)', { pattern: '[Kk]wadrat(?!\\s*2×2)', forms: ['kwadratu', 'Kwadrat'] })]
  }),
  rb('wiersz', 'row (rank)', '3', {
    avoid: [common('rząd', { stems: ['rząd', 'rzęd'], except: ['rządz'], forms: ['rząd', 'rzędu', 'rzędzie', 'Rzędy'] })]
  }),
  rb('krawędź startowa; flanka', 'starting edge; flank', '6.5'),
  rb('po przekątnej; nie po przekątnej', 'diagonally; orthogonally', '5', {
    avoid: [
      common('po skosie', { stems: ['po$ skos'], forms: ['po skosie'] }),
      common('prostopadle', { stems: ['prostopadl', 'prostopadł'], forms: ['prostopadle', 'Prostopadłym'] })
    ]
  }),
  term('linia strzału', 'line of sight', 'aid', {
    note: 'The rulebook (6.2) says "zasięg widzenia", which clashes with Zasięg (Range); the app keeps the aid\'s clearer term.'
  }),
  rb('Wzgórze, Miasto, Las, Mokradła, Pole, Jezioro', 'Hill, Town, Woods, Marsh, Fields, Lake', '1.1'),
  term('teren otwarty', 'Clear', 'app', { note: 'The rulebook has no name for terrain without effects.' }),
  rb('wartość bojowa; pełna / zredukowana wartość bojowa', 'strength; full / reduced strength', '1.3'),
  // --- victory and nations (rulebook 2) ---
  rb('Zwycięstwo przez eliminację', 'Attrition victory', '2.1'),
  rb('zapadnięcie zmroku; koniec dnia', 'nightfall; end of the day', '2.2'),
  rb('Imperium Otomańskie', 'Ottoman Empire', '2.2', {
    note: 'Rule 2.2 says Otomańskie (9.2 once writes "Ottomańskie").',
    avoid: [
      common('Osmańskie', { stems: ['osmańsk'], forms: ['Osmańskie', 'Osmańskiego'] }),
      aid('Ottomańskie', { stems: ['ottomańsk'], forms: ['Ottomańskie'] })
    ]
  }),
  rb(
    'Stany Zjednoczone, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja',
    'United States, Spain, Austria, Prussia, Russia, Great Britain, France',
    '2.2'
  ),
  rb('k6, k8, k10', 'd6, d8, d10', '1.2')
];

/** Every variant to avoid with the term it stands for (and its pattern, compiled). */
export const AVOID: readonly (AvoidVariant & { term: GlossaryTerm; re: RegExp | null })[] = GLOSSARY.flatMap((term) =>
  (term.avoid ?? []).map((a) => ({ ...a, term, re: a.pattern ? new RegExp(a.pattern, 'u') : null }))
);

/** The words of a text, lower-cased, in order (a word: letters, as Unicode reads them). */
function words(text: string): string[] {
  return [...text.toLocaleLowerCase('pl').matchAll(/\p{L}+/gu)].map((m) => m[0]);
}

/** Does a word match one stem word ("ogłos": begins with it; "z$": is it)? */
const wordMatches = (word: string, stem: string) => (stem.endsWith('$') ? word === stem.slice(0, -1) : word.startsWith(stem));

/** The first place where the words begin with a stem of the variant (and no exception), as the words found. */
function stemMatch(ws: readonly string[], a: AvoidVariant): string | null {
  for (const stem of a.stems ?? []) {
    const parts = stem.toLocaleLowerCase('pl').split(/\s+/);
    for (let i = 0; i + parts.length <= ws.length; i++) {
      const found = ws.slice(i, i + parts.length);
      if (!parts.every((p, j) => wordMatches(found[j]!, p))) continue;
      if ((a.except ?? []).some((x) => found.some((w) => w.startsWith(x.toLocaleLowerCase('pl'))))) continue;
      return found.join(' ');
    }
  }
  return null;
}

/** The variants to avoid that a Polish text uses (none: []), by stem or by pattern. */
export function wrongVariants(text: string): { variant: string; use: string; match: string }[] {
  const out: { variant: string; use: string; match: string }[] = [];
  const ws = words(text);
  for (const a of AVOID) {
    const m = stemMatch(ws, a) ?? a.re?.exec(text)?.[0] ?? null;
    if (m !== null) out.push({ variant: a.variant, use: a.term.pl, match: m });
  }
  return out;
}
