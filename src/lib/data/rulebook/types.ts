// Types of the in-app rules reference and the small builders the data files use.
//
// Shape
// - The reference is a list of sections in the rulebook's order (RULEBOOK in ./index.ts). A
//   section carries the rulebook's own number ('1.1', '2', '6.5', '9.2') and title in Polish and
//   English, an optional intro, its numbered statements, optional tables (the terrain effects
//   chart, the Combat Results Table, the HQ card table…) and notes (examples, summaries).
// - Statement ids are those of the project's rules digest: '6.5-R6' is statement 6 of
//   section 6.5. They are finer than the printed rulebook, which only numbers sections: `book`
//   names the section a player finds in the Polish rulebook (null for the app's own section 0).
// - Readings (A1…A31) say how the app decides where the rulebook is unclear or the language
//   versions differ. Each is written once (./readings.ts) and shown under every section listed in
//   its `sections`, the first being its home (where an 'A17' link opens).
// - Every text is given in Polish (the Polish rulebook's terms) and British English.
//   They are the project's own words, not the rulebook's sentences.

/** A text in both languages of the app. */
export interface RuleText {
  pl: string;
  en: string;
}

export type RuleLocale = keyof RuleText;

/** One numbered statement of a section: '6.5-R6'. */
export interface RuleStatement {
  /** the digest's id: '<section>-R<n>' ('4-R5', '6.5-R6'); section 0 uses the app's own '0-R<n>' */
  id: string;
  text: RuleText;
  /** a sub-heading shown before this statement: it opens a group ('Step 3 — Withdraw', 'Supply') */
  heading?: RuleText;
}

/** How the app reads an unclear point of the rules (docs/decisions.md: where the engine codes it). */
export interface RuleReading {
  /** 'A1' … 'A31' */
  id: string;
  title: RuleText;
  /** the unclear point, the reading the app takes, and why */
  text: RuleText;
  /** the sections it concerns, its home section first */
  sections: readonly string[];
}

/** A small table: a chart of the player aid or a summary of the digest. */
export interface RuleTable {
  /** stable id, unique in the reference: 'tec', 'crt', 'hq-cards' */
  id: string;
  title: RuleText;
  columns: readonly RuleText[];
  /** each row has one cell per column */
  rows: readonly (readonly RuleText[])[];
}

/** A section as the data files write it (the readings are attached from ./readings.ts). */
export interface RuleSectionData {
  /** the section number: '0' (reading the rules, the app's own), '1', '1.1', … '9.2' */
  section: string;
  /** the section of the printed Polish rulebook that holds this text, null if none ('0') */
  book: string | null;
  /** the title; in Polish as the rulebook titles it where it has one */
  title: RuleText;
  /** one or two sentences on what the section is about */
  intro?: RuleText;
  /** every statement the digest numbers in this section, in order */
  statements: readonly RuleStatement[];
  tables?: readonly RuleTable[];
  /** unnumbered paragraphs shown after the statements: examples, summaries */
  notes?: readonly RuleText[];
}

/** A section of the reference with its readings. */
export interface RuleSection extends RuleSectionData {
  /** the readings (A-items) that concern this section */
  readings: readonly RuleReading[];
}

/** A text in both languages. */
export const t = (pl: string, en: string): RuleText => ({ pl, en });

/** The same text in both languages (numbers, symbols). */
export const same = (s: string): RuleText => ({ pl: s, en: s });

/** A statement; `heading` opens a group of statements. */
export const st = (id: string, pl: string, en: string, heading?: RuleText): RuleStatement =>
  heading ? { id, text: { pl, en }, heading } : { id, text: { pl, en } };
