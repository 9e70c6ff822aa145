// The rules reference inside the app: every rule of Manoeuvre in the project's
// own words, in Polish and English, by the rulebook's sections, with the readings the app takes
// where the rulebook is unclear. Pure data and functions: no Svelte, no DOM, works offline.
//
// Layout
//   types.ts            RuleText, RuleStatement, RuleReading, RuleTable, RuleSection (documented there)
//   s0-reading.ts       0 Reading the rules (the digest's conventions; ids 0-R1… are the app's own)
//   s1-components.ts    1, 1.1 (with the terrain effects chart), 1.2, 1.3, 1.4
//   s2-victory.ts       2, 2.1, 2.2, 2.3
//   s3-setup.ts         3 (3-R1…R9; '3.1' is an alias of 3), 3.2, 3.3, 3.4
//   s4-sequence.ts      4 (with the table of limits per player turn)
//   s5-movement.ts      5
//   s6-combat.ts        6, 6.1 (Combat Results Table) … 6.7 (who plays what, when)
//   s7-restoration.ts   7
//   s8-unit-cards.ts    8 (the values on Unit Cards)
//   s9-hq-cards.ts      9 (HQ cards per army), 9.1, 9.2
//   readings.ts         A1…A31, each with the sections it concerns
//   book.ts             RULEBOOK and lookups
//   refs.ts             rule numbers as the app writes them → entries and anchors
//   search.ts           searchRules
//
// Usage
//   RULEBOOK                      every section in order; section.readings are its A-items
//   ruleSection('6.5-R6…R8')      → the 6.5 section (also '6.5', 'A20', '6.1-R1, R2')
//   ruleTargets('6.5-R3, R9, A20')→ each id with its entry (statement / section / reading)
//   ruleAnchor('6.5-R6')          → 'r-6-5-R6' (sections 's-6-5', readings 'a-A20', tables t-…)
//   bookSection('3.3-R2')         → '3': the section to look up in the printed Polish rulebook
//   searchRules('pogon', 'pl')    → [{ section: '6.6', … }, …] best first
export * from './types';
export { RULEBOOK, READINGS } from './book';
export {
  SECTION_ALIASES,
  bookSection,
  ruleAnchor,
  ruleSection,
  ruleTarget,
  ruleTargets,
  sectionAnchor,
  splitRuleIds,
  tableAnchor,
  type RuleTarget
} from './refs';
export { foldText, searchRules, type RuleHit } from './search';
