// The rule open in the rules sheet: any RuleLink opens it over the current screen (nothing of the
// game or of an unconfirmed choice is touched), closing it returns to exactly where the player was.
// One sheet for the whole app (RuleSheetHost, loaded by LazyRuleSheet in the root layout).

export const ruleSheet = $state<{ rule: string | null }>({ rule: null });

/** Opens the rules sheet at a rule reference as the app writes it ('6.5-R6', '6.1-R1, R2', 'A20'). */
export function openRule(rule: string): void {
  ruleSheet.rule = rule;
}

export function closeRule(): void {
  ruleSheet.rule = null;
}
