// Accessibility scans (axe-core) for the browser tests, once per screen (issue 31 §3): a screen is
// scanned whole once; a later state of the same screen (a sheet opened, a question asked, another
// layout of the same page) is scanned only where it changed, with `within`. A whole scan of a page
// with the board takes several seconds on a loaded two-core machine.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * An axe scan of the page, run as the tests need it: `axe.run` in the page itself (legacy mode:
 * the app has no frames; the default runs each frame apart and then opens a new blank page in the
 * context to merge the results, which cost several seconds a scan on this machine), and only the
 * violations are collected (`resultTypes`: the passed checks' nodes are not gathered and sent back).
 * What is checked is the same: every rule of the tags given (or axe's defaults), on every node.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}

/**
 * The serious and critical axe violations on the page, or only inside the elements `within`
 * selects (CSS selectors), as "rule: targets" lines.
 */
export async function axeProblems(page: Page, within: string[] = []): Promise<string[]> {
  // the page has started (its title is the app's: the empty shell's is not a finding)
  await expect(page).toHaveTitle(/\S/);
  let axe = axeOf(page).withTags(AXE_TAGS);
  for (const sel of within) axe = axe.include(sel);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical violation on the page (or inside `within`); `what` names the screen in a failure. */
export async function expectAxeClean(page: Page, what: string, within: string[] = []): Promise<void> {
  expect(await axeProblems(page, within), what).toEqual([]);
}
