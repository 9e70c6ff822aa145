// The reference assembled: every section in the rulebook's order, each with its readings.
import { READINGS } from './readings';
import { S0 } from './s0-reading';
import { S1 } from './s1-components';
import { S2 } from './s2-victory';
import { S3 } from './s3-setup';
import { S4 } from './s4-sequence';
import { S5 } from './s5-movement';
import { S6 } from './s6-combat';
import { S7 } from './s7-restoration';
import { S8 } from './s8-unit-cards';
import { S9 } from './s9-hq-cards';
import type { RuleReading, RuleSection, RuleStatement } from './types';

const DATA = [...S0, ...S1, ...S2, ...S3, ...S4, ...S5, ...S6, ...S7, ...S8, ...S9];

/** Every section of the rules reference, in the rulebook's order ('0', '1', '1.1', … '9.2'). */
export const RULEBOOK: readonly RuleSection[] = DATA.map((s) => ({
  ...s,
  readings: READINGS.filter((r) => r.sections.includes(s.section))
}));

export { READINGS };

/** section number → section */
export const SECTIONS: ReadonlyMap<string, RuleSection> = new Map(RULEBOOK.map((s) => [s.section, s]));

/** statement id → its statement and section */
export const STATEMENTS: ReadonlyMap<string, { statement: RuleStatement; section: RuleSection }> = new Map(
  RULEBOOK.flatMap((section) => section.statements.map((statement) => [statement.id, { statement, section }] as const))
);

/** reading id ('A17') → reading */
export const READING_BY_ID: ReadonlyMap<string, RuleReading> = new Map(READINGS.map((r) => [r.id, r]));
