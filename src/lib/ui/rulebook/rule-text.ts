// Rule numbers inside a message's text: "(zasada 2.1)", "(zasady 9.2, 7)", "(rule 6.5)", "(6.1)".
// A bare parenthesised number counts only when it looks like a rulebook section (one digit, or
// digit.digit), so "(2×2)" or "(k6)" stay text.

export type RuleTextPart = { text: string; rule?: undefined } | { text: string; rule: string; word: boolean };

const RULE_PAREN = /\((?:(rules?|zasad[ayę]?)\s+)?(\d(?:\.\d)?(?:,\s*\d(?:\.\d)?)*)\)/g;

/** The text split into plain parts and rule references (in order; joined they give the text back). */
export function splitRuleText(text: string): RuleTextPart[] {
  const out: RuleTextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(RULE_PAREN)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: m[0], rule: m[2]!, word: m[1] !== undefined });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
