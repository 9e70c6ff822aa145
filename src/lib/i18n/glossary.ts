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

export const GLOSSARY: readonly GlossaryTerm[] = [
  // --- the sequence of play (rulebook 4; capitalised in both words, as the rulebook's list) ---
  { pl: 'Faza Odrzucenia', en: 'Discard Phase', source: 'rulebook', section: '4',
    avoid: [common('faza odrzucania', '[Ff]az\\S*\\s+odrzucania'), common('faza odrzucenia (lower case)', '\\b[Ff]az(?:a|ę|ie|y|ą)\\s+odrzucenia')] },
  { pl: 'Faza Dobrania', en: 'Draw Phase', source: 'rulebook', section: '4',
    avoid: [aid('faza dociągu', 'dociąg'), common('faza dobierania', '[Dd]obierani'), common('faza dobrania (lower case)', '\\b[Ff]az(?:a|ę|ie|y|ą)\\s+dobrania')] },
  { pl: 'Faza Ruchu', en: 'Movement Phase', source: 'rulebook', section: '4',
    avoid: [common('faza ruchu (lower case)', '\\b[Ff]az(?:a|ę|ie|y|ą)\\s+ruchu')] },
  { pl: 'Faza Walki', en: 'Combat Phase', source: 'rulebook', section: '4',
    avoid: [common('faza walki (lower case)', '\\b[Ff]az(?:a|ę|ie|y|ą)\\s+walki')] },
  { pl: 'Faza Przywrócenia; przywrócić jednostkę', en: 'Restoration Phase; restore a unit', source: 'rulebook', section: '7',
    note: 'The aid says "Faza odbudowy"; the rulebook (4, 7) says Przywrócenie.',
    avoid: [aid('odbudowa, odbudować', '[Oo]dbudow'), common('faza przywrócenia (lower case)', '\\b[Ff]az(?:a|ę|ie|y|ą)\\s+przywrócenia')] },
  { pl: 'tura gry; tura gracza', en: 'game turn; player turn', source: 'rulebook', section: '4' },
  { pl: 'gracz aktywny; obrońca', en: 'active player; defender', source: 'rulebook', section: '6' },
  { pl: 'Pierwszy gracz; Drugi gracz', en: 'First Player; Second Player', source: 'rulebook', section: '3' },
  // --- combat (rulebook 6) ---
  { pl: 'forma walki; zadeklarować walkę', en: 'form of combat; declare a combat', source: 'rulebook', section: '4',
    avoid: [common('rodzaj walki', '[Rr]odzaj walki'), common('ogłosić walkę', '\\b[Oo]głoś|\\b[Oo]głas')] },
  { pl: 'Natarcie', en: 'Assault', source: 'rulebook', section: '6', note: 'The title of 6.1 says "Atak"; the text says Natarcie.',
    avoid: [common('szturm', '[Ss]zturm')] },
  { pl: 'Zasadzka', en: 'Ambush', source: 'rulebook', section: '6' },
  { pl: 'Bombardowanie', en: 'Bombardment', source: 'rulebook', section: '6',
    avoid: [aid('atak artyleryjski', '[Aa]tak(?:u)? artyleryjsk')] },
  { pl: 'Salwa', en: 'Volley', source: 'rulebook', section: '6' },
  { pl: 'suma ataku; suma obrony (A, O)', en: 'Attack Total; Defence Total (A, D)', source: 'rulebook', section: '6.1',
    note: 'The results table writes A < O, A ≥ 2x O: the letter for the Defence Total is O, not D.',
    avoid: [common('D for the Defence Total', 'A\\s*(?:<|=|>|≥|>=)\\s*\\d*\\s*×?\\s*D\\b')] },
  { pl: 'Wyeliminowanie, eliminacja', en: 'Elimination', source: 'rulebook', section: '6.5' },
  { pl: 'Ranienie; rana; jednostka zostaje raniona', en: 'Hit; the unit takes a hit', source: 'rulebook', section: '6.5',
    note: 'The aid says "trafienie"; the rulebook (6.1 table, 6.5) says rana / ranienie / zostaje raniona.',
    avoid: [aid('trafienie', '[Tt]rafie(?:ni|ń)|[Tt]rafion')] },
  { pl: 'Ucieczka; priorytet ucieczki', en: 'Retreat; retreat priority', source: 'rulebook', section: '6.5',
    avoid: [common('odwrót', '(?<!\\p{L})[Oo]dwr[óo]t(?!\\p{L})'), common('z tyłu (reads "from behind")', 'z tyłu')] },
  { pl: 'Wycofanie', en: 'Withdraw', source: 'rulebook', section: '9.2' },
  { pl: 'Zajęcie terenu po walce', en: 'Advance (after combat)', source: 'rulebook', section: '6.5',
    avoid: [aid('ruch po walce', '[Rr]uch(?:u)? po walce')] },
  { pl: 'Nie musi zajmować terenu', en: 'Not Required To Advance', source: 'rulebook', section: '8' },
  { pl: 'Pogoń; Modyfikator pogoni', en: 'Pursuit; Pursuit modifier', source: 'rulebook', section: '6.6',
    note: 'The aid says "pościg"; the rulebook (6.6, 8, 9.1) says Pogoń.',
    avoid: [aid('pościg', '[Pp]ości[gż]')] },
  { pl: 'bez efektu', en: 'no effect', source: 'rulebook', section: '6.1', avoid: [common('bez skutku', 'bez skutku')] },
  { pl: 'jednostki wspierające', en: 'supporting units', source: 'rulebook', section: '6.4' },
  // --- cards (rulebook 1.4, 8, 9) ---
  { pl: 'talia kart akcji; stos kart odrzuconych', en: 'Action Deck; discard pile', source: 'rulebook', section: '1.4' },
  { pl: 'karta jednostki', en: 'Unit Card', source: 'rulebook', section: '8' },
  { pl: 'karta dowodzenia', en: 'HQ card', source: 'rulebook', section: '9', note: 'The aid says "karta sztabowa".',
    avoid: [aid('karta sztabowa', '[Ss]ztabow')] },
  { pl: 'karta dowódcy; Dowodzenie; Walka; Przywrócenie', en: 'Leader card; Command; Combat; Rally', source: 'rulebook', section: '9.1',
    note: 'A Leader restores (przywraca) a unit; "zbierać" reads as taking the counter away.',
    avoid: [common('zbiera jednostkę, zbiórka', '\\b[Zz]bier(?:a|ać|anie|ze)\\b|[Zz]biórk')] },
  { pl: 'Atak z poświęceniem', en: 'Committed Attack', source: 'rulebook', section: '9.2' },
  { pl: 'Forsowny marsz', en: 'Forced March', source: 'rulebook', section: '9.2' },
  { pl: 'Partyzanci', en: 'Guerrilla', source: 'rulebook', section: '9.2' },
  { pl: 'Reduta', en: 'Redoubt', source: 'rulebook', section: '9.2' },
  { pl: 'Przegrupowanie', en: 'Regroup', source: 'rulebook', section: '9.2' },
  { pl: 'Saperzy/Inżynierzy', en: 'Sappers/Engineers', source: 'rulebook', section: '9.2',
    avoid: [common('Inżynierowie', 'Inżynierow')] },
  { pl: 'Potyczka', en: 'Skirmish', source: 'rulebook', section: '9.2' },
  { pl: 'Zwiadowca/Szpieg', en: 'Scout/Spy', source: 'rulebook', section: '9.2' },
  { pl: 'Zaopatrzenie', en: 'Supply', source: 'rulebook', section: '9.2' },
  { pl: 'Wspaniała artyleria', en: 'Grand Battery', source: 'rulebook', section: '9.1' },
  // --- the board (rulebook 1.1, 3, 5) ---
  { pl: 'pole; sekcja mapy', en: 'square; map section', source: 'rulebook', section: '1.1',
    note: 'The terrain Pole (Fields) is written capitalised to tell it from pole (square).',
    avoid: [aid('kwadrat (a map section)', '[Kk]wadrat(?!\\s*2×2)')] },
  { pl: 'wiersz', en: 'row (rank)', source: 'rulebook', section: '3', avoid: [common('rząd', '\\b[Rr]z[ąę]d(?:u|y|zie|ów|ach|em|ami)?\\b')] },
  { pl: 'krawędź startowa; flanka', en: 'starting edge; flank', source: 'rulebook', section: '6.5' },
  { pl: 'po przekątnej; nie po przekątnej', en: 'diagonally; orthogonally', source: 'rulebook', section: '5',
    avoid: [common('po skosie', 'po skosie'), common('prostopadle', '[Pp]rostopadl')] },
  { pl: 'linia strzału', en: 'line of sight', source: 'aid',
    note: 'The rulebook (6.2) says "zasięg widzenia", which clashes with Zasięg (Range); the app keeps the aid\'s clearer term.' },
  { pl: 'Wzgórze, Miasto, Las, Mokradła, Pole, Jezioro', en: 'Hill, Town, Woods, Marsh, Fields, Lake', source: 'rulebook', section: '1.1' },
  { pl: 'teren otwarty', en: 'Clear', source: 'app', note: 'The rulebook has no name for terrain without effects.' },
  { pl: 'wartość bojowa; pełna / zredukowana wartość bojowa', en: 'strength; full / reduced strength', source: 'rulebook', section: '1.3' },
  // --- victory and nations (rulebook 2) ---
  { pl: 'Zwycięstwo przez eliminację', en: 'Attrition victory', source: 'rulebook', section: '2.1' },
  { pl: 'zapadnięcie zmroku; koniec dnia', en: 'nightfall; end of the day', source: 'rulebook', section: '2.2' },
  { pl: 'Imperium Otomańskie', en: 'Ottoman Empire', source: 'rulebook', section: '2.2',
    note: 'Rule 2.2 says Otomańskie (9.2 once writes "Ottomańskie").',
    avoid: [common('Osmańskie', 'Osmańsk'), aid('Ottomańskie', 'Ottomańsk')] },
  { pl: 'Stany Zjednoczone, Hiszpania, Austria, Prusy, Rosja, Wielka Brytania, Francja', en: 'United States, Spain, Austria, Prussia, Russia, Great Britain, France', source: 'rulebook', section: '2.2' },
  { pl: 'k6, k8, k10', en: 'd6, d8, d10', source: 'rulebook', section: '1.2' }
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
