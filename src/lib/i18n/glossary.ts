// The glossary of the app's Polish: every named concept of Manoeuvre with its English term, the
// source of the Polish term, and the variants the app must not use. The Polish rulebook (Rebel.pl,
// tr. Hubert Bartos) wins over the player aid: where the aid names a thing differently ("trafienie",
// "pościg", "odbudowa", "karta sztabowa"), the aid's word is listed as a variant to avoid.
// tests/unit/i18n/glossary.test.ts checks every Polish message (messages/pl.json and the engine's
// reasons in src/lib/rules/errors.ts) against the `avoid` patterns below.

export type TermSource = 'rulebook' | 'aid' | 'app';

/** A variant not to use: the pattern finds it in a Polish text (the `u` flag is added). */
export interface AvoidVariant {
  /** how the variant is written ("pościg") */
  variant: string;
  /** a regular expression source that finds the variant and its inflected forms */
  pattern: string;
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

const aid = (variant: string, pattern: string): AvoidVariant => ({ variant, pattern, from: 'aid' });
const common = (variant: string, pattern: string): AvoidVariant => ({ variant, pattern, from: 'common' });
/** A phase's name in lower case ("faza ruchu"): the rulebook capitalises both words. */
const lowerCase = (phase: string): AvoidVariant => common(`faza ${phase} (lower case)`, `\\b[Ff]az(?:a|ę|ie|y|ą)\\s+${phase}`);

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
  rb('Faza Odrzucenia', 'Discard Phase', '4', { avoid: [common('faza odrzucania', '[Ff]az\\S*\\s+odrzucania'), lowerCase('odrzucenia')] }),
  rb('Faza Dobrania', 'Draw Phase', '4', {
    avoid: [aid('faza dociągu', 'dociąg'), common('faza dobierania', '[Dd]obierani'), lowerCase('dobrania')]
  }),
  rb('Faza Ruchu', 'Movement Phase', '4', { avoid: [lowerCase('ruchu')] }),
  rb('Faza Walki', 'Combat Phase', '4', { avoid: [lowerCase('walki')] }),
  rb('Faza Przywrócenia; przywrócić jednostkę', 'Restoration Phase; restore a unit', '7', {
    note: 'The aid says "Faza odbudowy"; the rulebook (4, 7) says Przywrócenie.',
    avoid: [aid('odbudowa, odbudować', '[Oo]dbudow'), lowerCase('przywrócenia')]
  }),
  rb('tura gry; tura gracza', 'game turn; player turn', '4'),
  rb('gracz aktywny; obrońca', 'active player; defender', '6'),
  rb('Pierwszy gracz; Drugi gracz', 'First Player; Second Player', '3'),
  // --- combat (rulebook 6) ---
  rb('forma walki; zadeklarować walkę', 'form of combat; declare a combat', '4', {
    avoid: [common('rodzaj walki', '[Rr]odzaj walki'), common('ogłosić walkę', '\\b[Oo]gł(?:o[sśz]|as)')]
  }),
  rb('Natarcie', 'Assault', '6', { note: 'The title of 6.1 says "Atak"; the text says Natarcie.', avoid: [common('szturm', '[Ss]zturm')] }),
  rb('Zasadzka', 'Ambush', '6'),
  rb('Bombardowanie', 'Bombardment', '6', { avoid: [aid('atak artyleryjski', '[Aa]tak(?:u)? artyleryjsk')] }),
  rb('Salwa', 'Volley', '6'),
  rb('suma ataku; suma obrony (A, O)', 'Attack Total; Defence Total (A, D)', '6.1', {
    note: 'The results table writes A < O, A ≥ 2x O: the letter for the Defence Total is O, not D.',
    avoid: [common('D for the Defence Total', 'A\\s*(?:<|=|>|≥|>=)\\s*\\d*\\s*×?\\s*D\\b')]
  }),
  rb('Wyeliminowanie, eliminacja', 'Elimination', '6.5'),
  rb('Ranienie; rana; jednostka zostaje raniona', 'Hit; the unit takes a hit', '6.5', {
    note: 'The aid says "trafienie"; the rulebook (6.1 table, 6.5) says rana / ranienie / zostaje raniona.',
    avoid: [aid('trafienie', '[Tt]rafie(?:ni|ń)|[Tt]rafion')]
  }),
  rb('Ucieczka; priorytet ucieczki', 'Retreat; retreat priority', '6.5', {
    avoid: [common('odwrót', '(?<!\\p{L})[Oo]dwr[óo]t(?!\\p{L})'), common('z tyłu (reads "from behind")', 'z tyłu')]
  }),
  rb('Wycofanie', 'Withdraw', '9.2'),
  rb('Zajęcie terenu po walce', 'Advance (after combat)', '6.5', { avoid: [aid('ruch po walce', '[Rr]uch(?:u)? po walce')] }),
  rb('Nie musi zajmować terenu', 'Not Required To Advance', '8'),
  rb('Pogoń; Modyfikator pogoni', 'Pursuit; Pursuit modifier', '6.6', {
    note: 'The aid says "pościg"; the rulebook (6.6, 8, 9.1) says Pogoń.',
    avoid: [aid('pościg', '[Pp]ości[gż]')]
  }),
  rb('bez efektu', 'no effect', '6.1', { avoid: [common('bez skutku', 'bez skutku')] }),
  rb('jednostki wspierające', 'supporting units', '6.4'),
  // --- cards (rulebook 1.4, 8, 9) ---
  rb('talia kart akcji; stos kart odrzuconych', 'Action Deck; discard pile', '1.4'),
  rb('karta jednostki', 'Unit Card', '8'),
  rb('karta dowodzenia', 'HQ card', '9', { note: 'The aid says "karta sztabowa".', avoid: [aid('karta sztabowa', '[Ss]ztabow')] }),
  rb('karta dowódcy; Dowodzenie; Walka; Przywrócenie', 'Leader card; Command; Combat; Rally', '9.1', {
    note: 'A Leader restores (przywraca) a unit; "zbierać" reads as taking the counter away.',
    avoid: [common('zbiera jednostkę, zbiórka', '\\b[Zz]bier(?:a|ać|anie|ze)\\b|[Zz]biórk')]
  }),
  rb('Atak z poświęceniem', 'Committed Attack', '9.2'),
  rb('Forsowny marsz', 'Forced March', '9.2'),
  rb('Partyzanci', 'Guerrilla', '9.2'),
  rb('Reduta', 'Redoubt', '9.2'),
  rb('Przegrupowanie', 'Regroup', '9.2'),
  rb('Saperzy/Inżynierzy', 'Sappers/Engineers', '9.2', { avoid: [common('Inżynierowie', 'Inżynierow')] }),
  rb('Potyczka', 'Skirmish', '9.2'),
  rb('Zwiadowca/Szpieg', 'Scout/Spy', '9.2'),
  rb('Zaopatrzenie', 'Supply', '9.2'),
  rb('Wspaniała artyleria', 'Grand Battery', '9.1'),
  // --- the board (rulebook 1.1, 3, 5) ---
  rb('pole; sekcja mapy', 'square; map section', '1.1', {
    note: 'The terrain Pole (Fields) is written capitalised to tell it from pole (square).',
    avoid: [aid('kwadrat (a map section)', '[Kk]wadrat(?!\\s*2×2)')]
  }),
  rb('wiersz', 'row (rank)', '3', { avoid: [common('rząd', '\\b[Rr]z[ąę]d(?:u|y|zie|ów|ach|em|ami)?\\b')] }),
  rb('krawędź startowa; flanka', 'starting edge; flank', '6.5'),
  rb('po przekątnej; nie po przekątnej', 'diagonally; orthogonally', '5', {
    avoid: [common('po skosie', 'po skosie'), common('prostopadle', '[Pp]rostopadl')]
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
    avoid: [common('Osmańskie', 'Osmańsk'), aid('Ottomańskie', 'Ottomańsk')]
  }),
  rb(
    'Stany Zjednoczone, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja',
    'United States, Spain, Austria, Prussia, Russia, Great Britain, France',
    '2.2'
  ),
  rb('k6, k8, k10', 'd6, d8, d10', '1.2')
];

/** Every variant to avoid with the term it stands for. */
export const AVOID: readonly (AvoidVariant & { term: GlossaryTerm; re: RegExp })[] = GLOSSARY.flatMap((term) =>
  (term.avoid ?? []).map((a) => ({ ...a, term, re: new RegExp(a.pattern, 'u') }))
);

/** The variants to avoid that a Polish text uses (none: []). */
export function wrongVariants(text: string): { variant: string; use: string; match: string }[] {
  const out: { variant: string; use: string; match: string }[] = [];
  for (const a of AVOID) {
    const m = a.re.exec(text);
    if (m) out.push({ variant: a.variant, use: a.term.pl, match: m[0] });
  }
  return out;
}
