// Board mode as a referee that is right (issue 23), on a 390×844 phone: a combat the rules forbid
// says "not allowed" with the engine's reasons and tappable rules, and shows no totals or odds; a
// legal Assault with a Leader for Command and one supporting unit shows the engine's totals; in Ask,
// an empty square tapped answers "can it get there?" with the Movement Phase's reason. Every
// expected value is computed here with the engine (combatProblems, attackParts, moveProblem).
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import {
  attackParts,
  combatProblems,
  defenseTotal,
  encodePositionJsonLink,
  explain,
  moveProblem,
  parsePosition,
  type Position,
  type PositionJSON
} from '../../src/lib/rules';
import { ISSUE23, ISSUE23_MARSH } from './fixtures/board-positions';
import { axeOf } from './a11y';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

function pos(json: PositionJSON): Position {
  const r = parsePosition(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function openPosition(page: Page, json: PositionJSON): Promise<void> {
  await page.goto(`/board#json=${encodePositionJsonLink(pos(json))}`);
  const first = json.armies[0]!.units[0]!;
  await expect(page.locator(`[data-testid="bm-palette-0"] [data-unit="${first.unit}"]`)).toContainText(first.square);
}

async function axeClean(page: Page): Promise<void> {
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const square = (page: Page, sq: string) => page.locator(`.bm-board [data-square="${sq}"]`);

test('an Assault from a Marsh on a unit three squares away: "not allowed", the engine’s reasons and rules, no totals or odds; axe clean', async ({
  page
}) => {
  test.setTimeout(60_000);
  await openPosition(page, ISSUE23_MARSH);
  const p = pos(ISSUE23_MARSH);
  await page.getByTestId('bm-tab-combat').click();
  await square(page, 'd4').click();
  await square(page, 'd8').click();
  await expect(page.getByTestId('bm-calc-target')).toContainText('d8');
  const card = await page.getByTestId('bm-calc-card').inputValue();
  const problems = combatProblems(p, { form: 'assault', from: 'd4', target: 'd8', card });
  expect(problems.map((e) => e.code)).toEqual(['combat/assault-from-marsh', 'combat/not-adjacent']);
  const box = page.getByTestId('bm-calc-problems');
  await expect(box).toBeVisible();
  await expect(box).toContainText('Not allowed');
  await expect(box).toHaveAttribute('data-codes', problems.map((e) => e.code).join(' '));
  for (const e of problems) {
    const line = box.locator(`li[data-code="${e.code}"]`);
    await expect(line).toContainText(explain(e, 'en'));
    await expect(line.getByTestId('rule-link')).toHaveAttribute('data-rule', e.rule!);
  }
  await expect(box).toBeInViewport();
  // nothing as if it could happen: no totals, no odds, no dice, no results table
  await expect(page.getByTestId('bm-totals')).toHaveCount(0);
  await expect(page.getByTestId('odds')).toHaveCount(0);
  await expect(page.getByTestId('dice')).toHaveCount(0);
  await expect(page.getByTestId('combat-table')).toHaveCount(0);
  // Marsh squares are never offered as supporting squares (6.4-R3), even with a Leader for Command
  await page.getByTestId('bm-calc-leader').selectOption('napoleon-bonaparte');
  await page.getByTestId('bm-calc-leader-use').selectOption('command');
  await expect(square(page, 'c5')).not.toHaveClass(/support/);
  await axeClean(page);
  // in Polish too
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  for (const e of problems) await expect(box.locator(`li[data-code="${e.code}"]`)).toContainText(explain(e, 'pl'));
  // the rule opens over the board
  await box.locator('li[data-code="combat/not-adjacent"]').getByTestId('rule-link').click();
  await expect(page.getByTestId('rule-sheet')).toBeVisible();
});

test('a legal Assault with a Leader for Command and one supporting unit: the engine’s totals and odds', async ({ page }) => {
  test.setTimeout(60_000);
  await openPosition(page, ISSUE23);
  const p = pos(ISSUE23);
  await page.getByTestId('bm-tab-combat').click();
  await square(page, 'd4').click();
  await square(page, 'd5').click();
  // no Leader yet: no supporting square is offered, and the Leaders that can bring them are offered beside the picks (6.4-R1)
  await expect(page.locator('.bm-board .cell.support')).toHaveCount(0);
  await expect(page.getByTestId('bm-calc-command-leaders')).toContainText('A Leader for Command brings supporting units');
  await page.getByTestId('bm-calc-command-leaders').locator('[data-leader="jean-lannes"]').click();
  await expect(page.getByTestId('bm-calc-leader')).toHaveValue('jean-lannes');
  await expect(page.getByTestId('bm-calc-leader-use')).toHaveValue('command');
  for (const sq of ['c5', 'e5', 'd6']) await expect(square(page, sq)).toHaveClass(/support/);
  await square(page, 'e5').click();
  await expect(square(page, 'e5')).toHaveClass(/support-on/);
  const card = await page.getByTestId('bm-calc-card').inputValue();
  const spec = {
    form: 'assault' as const,
    from: 'd4',
    target: 'd5',
    card,
    leader: 'jean-lannes',
    leaderUse: 'command' as const,
    supporting: ['e5']
  };
  expect(combatProblems(p, spec)).toEqual([]);
  await expect(page.getByTestId('bm-calc-problems')).toHaveCount(0);
  const fixed = attackParts(p, {
    kind: 'assault',
    from: 'd4',
    target: 'd5',
    supporting: ['e5'],
    groups: [{ label: 'card-dice', detail: card, values: [] }]
  });
  const defense = defenseTotal(p, 'd5', { kind: 'assault' });
  expect(defense.total).toBe(6);
  const totals = page.getByTestId('bm-totals');
  await expect(totals.locator('[data-side="attack"]')).toHaveAttribute('data-fixed', String(fixed.total));
  await expect(totals.locator('[data-side="defense"]')).toHaveAttribute('data-total', '6');
  // Command, not Combat: the supporting unit's strength counts, the Leader's Combat value does not (6.4-R7)
  await expect(totals.locator('[data-side="attack"] [data-part="supporting-strength"]')).toHaveCount(1);
  await expect(totals.locator('[data-side="attack"] [data-part="leader-combat"]')).toHaveCount(0);
  await expect(page.getByTestId('odds')).toBeVisible();
  // Lannes brings one: a tap on another offered square swaps it (never two, 6.4-R2)
  await square(page, 'd6').click();
  await expect(square(page, 'd6')).toHaveClass(/support-on/);
  await expect(square(page, 'e5')).not.toHaveClass(/support-on/);
});

test('Ask: tap a unit, then an empty square: "can it get there?" with the engine’s reason and rule; axe clean', async ({ page }) => {
  test.setTimeout(60_000);
  await openPosition(page, ISSUE23);
  const p = pos(ISSUE23);
  await page.getByTestId('bm-tab-ask').click();
  await square(page, 'd4').click();
  await square(page, 'd3').click();
  const reach = page.getByTestId('bm-ask-reach');
  expect(moveProblem(p, 'd4', 'd3')).toBeNull();
  await expect(reach).toHaveAttribute('data-answer', 'yes');
  await expect(reach).toContainText('Yes');
  await square(page, 'h1').click();
  const no = moveProblem(p, 'd4', 'h1')!;
  expect(no.code).toBe('move/too-far');
  await expect(reach).toHaveAttribute('data-square', 'h1');
  await expect(reach).toHaveAttribute('data-answer', 'no');
  await expect(reach).toHaveAttribute('data-code', no.code);
  await expect(reach).toContainText(explain(no, 'en'));
  await expect(reach.getByTestId('rule-link')).toHaveAttribute('data-rule', no.rule!);
  await expect(reach).toBeInViewport();
  await axeClean(page);
});
