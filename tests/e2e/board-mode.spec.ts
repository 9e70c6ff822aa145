// Board mode (issue 12), the screen: setting up a position in taps, the engine's refusals, the
// questions about a unit (moves, Forced March, fire targets with a blocked line, retreat), the
// combat calculator and nightfall, on a 390×844 phone. Crafted positions (fixtures/board-positions.ts)
// are opened through the public link contract `/board#json=<base64url of Position JSON v1>`; every
// expected number is computed here with the engine, never written down.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import {
  attackParts,
  combatResult,
  DEFAULT_CATALOG,
  defenseTotal,
  encodePositionJsonLink,
  explain,
  fireTargets,
  moveDestinations,
  nightfallControl,
  nightfallScore,
  parsePosition,
  positionFromHash,
  retreatOptions,
  sightLines,
  type Position,
  type PositionJSON,
  type RuleError
} from '../../src/lib/rules';
import { NIGHT, QUESTIONS } from './fixtures/board-positions';
import { trackForeignRequests } from './network';
import { axeOf } from './a11y';

test.use({ viewport: { width: 390, height: 844 } });

function pos(json: PositionJSON): Position {
  const r = parsePosition(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function refusal(json: PositionJSON): RuleError {
  const r = parsePosition(json);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

async function openPosition(page: Page, json: PositionJSON): Promise<void> {
  await page.goto(`/board#json=${encodePositionJsonLink(pos(json))}`);
  const first = json.armies[0]!.units[0]!;
  await expect(page.locator(`[data-testid="bm-palette-0"] [data-unit="${first.unit}"]`)).toContainText(first.square);
}

const sorted = (xs: readonly string[]) => [...xs].sort().join(' ');

async function axeClean(page: Page): Promise<void> {
  const results = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('from home: "can the unit on d2 bombard d4?" in at most 8 taps, two taps per unit, offline-safe', async ({ page, baseURL }) => {
  const foreign = trackForeignRequests(page, baseURL);
  await page.goto('/');
  let taps = 0;
  const tap = async (selector: string) => {
    await page.locator(selector).first().click();
    taps++;
  };
  await tap('[data-testid="home-board"]');
  await expect(page.getByTestId('bm-setup')).toBeVisible();
  const fr = DEFAULT_CATALOG.army('france').units[0]!.id;
  const gb = DEFAULT_CATALOG.army('great-britain').units[0]!.id;
  const before = taps;
  await tap(`[data-testid="bm-palette-0"] [data-unit="${fr}"]`);
  await tap('.bm-board [data-square="d2"]');
  await expect(page.locator(`[data-testid="bm-palette-0"] [data-unit="${fr}"]`)).toContainText('d2');
  await tap(`[data-testid="bm-palette-1"] [data-unit="${gb}"]`);
  await tap('.bm-board [data-square="d4"]');
  await expect(page.locator(`[data-testid="bm-palette-1"] [data-unit="${gb}"]`)).toContainText('d4');
  expect((taps - before) / 2).toBeLessThanOrEqual(2);
  await tap('[data-testid="bm-tab-ask"]');
  await tap('.bm-board [data-square="d2"]');
  const p = pos({
    terrain: new Array(8).fill('cccccccc'),
    armies: [
      { nation: 'france', edge: 'south', units: [{ unit: fr, square: 'd2' }] },
      { nation: 'great-britain', edge: 'north', units: [{ unit: gb, square: 'd4' }] }
    ]
  });
  const range2 = fireTargets(p, 'd2', 2).filter((s) => !fireTargets(p, 'd2', 1).includes(s));
  expect(range2).toContain('d4');
  await expect(page.getByTestId('bm-ask-range2')).toHaveAttribute('data-squares', sorted(range2));
  await expect(page.locator('.bm-board [data-square="d4"]')).toHaveClass(/target/);
  expect(taps).toBeLessThanOrEqual(8);
  expect(foreign).toEqual([]);
});

test('a bad change (onto another unit, onto a lake, a redoubt without a unit) shows the engine’s reason and changes nothing', async ({
  page
}) => {
  await openPosition(page, QUESTIONS);
  const unit = '4th-regiment-of-foot';
  const button = page.locator(`[data-testid="bm-palette-1"] [data-unit="${unit}"]`);
  const withUnit = (square: string): PositionJSON => ({
    ...QUESTIONS,
    armies: [QUESTIONS.armies[0]!, { ...QUESTIONS.armies[1]!, units: [...QUESTIONS.armies[1]!.units, { unit, square }] }]
  });
  await button.click();
  await page.locator('.bm-board [data-square="d2"]').click();
  const occupied = refusal(withUnit('d2'));
  await expect(page.getByTestId('bm-error')).toHaveAttribute('data-code', occupied.code);
  await expect(page.getByTestId('bm-error')).toContainText(explain(occupied, 'en'));
  await expect(button).not.toHaveClass(/placed/);
  await expect(page.locator(`[data-testid="bm-palette-0"] [data-unit="imperial-guard"]`)).toContainText('d2');

  await page.locator('.bm-board [data-square="b5"]').click();
  const lake = refusal(withUnit('b5'));
  await expect(page.getByTestId('bm-error')).toHaveAttribute('data-code', lake.code);
  await expect(page.getByTestId('bm-error')).toContainText(explain(lake, 'en'));
  await expect(button).not.toHaveClass(/placed/);
  // in Polish too
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(page.getByTestId('bm-error')).toContainText(explain(lake, 'pl'));

  await page.getByTestId('bm-redoubt-tool').click();
  await page.locator('.bm-board [data-square="h8"]').click();
  const redoubt = refusal({ ...QUESTIONS, redoubts: ['c2', 'h8'] });
  await expect(page.getByTestId('bm-error')).toHaveAttribute('data-code', redoubt.code);
  await expect(page.getByTestId('bm-error')).toContainText(explain(redoubt, 'pl'));
  await expect(page.locator('.bm-board [data-square="h8"] title')).not.toContainText(/Reduta/i);

  // a good change still works afterwards: the unit goes on h8 with its two taps
  await page.getByTestId('bm-redoubt-tool').click();
  await button.click();
  await page.locator('.bm-board [data-square="h8"]').click();
  await expect(button).toContainText('h8');
  await expect(page.getByTestId('bm-error')).toHaveCount(0);
});

test('Ask: moves, Forced March, targets at range 1 and 2 with a blocked line, retreat — the engine’s answers', async ({ page }) => {
  test.setTimeout(60_000); // an axe scan on a shared machine
  await openPosition(page, QUESTIONS);
  const p = pos(QUESTIONS);
  await page.getByTestId('bm-tab-ask').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  const basic = moveDestinations(p, 'd2');
  const forced = moveDestinations(p, 'd2', { forcedMarch: true }).filter((s) => !basic.includes(s));
  const r1 = fireTargets(p, 'd2', 1);
  const r2 = fireTargets(p, 'd2', 2).filter((s) => !r1.includes(s));
  const blocked = sightLines(p, 'd2', 2).filter((l) => !l.clear);
  expect(blocked.length).toBeGreaterThan(0);
  await expect(page.getByTestId('bm-ask-moves')).toHaveAttribute('data-squares', sorted(basic));
  await expect(page.getByTestId('bm-ask-forced')).toHaveAttribute('data-squares', sorted(forced));
  await expect(page.getByTestId('bm-ask-range1')).toHaveAttribute('data-squares', sorted(r1));
  await expect(page.getByTestId('bm-ask-range2')).toHaveAttribute('data-squares', sorted(r2));
  await expect(page.getByTestId('bm-ask-blocked')).toHaveAttribute('data-squares', sorted(blocked.map((l) => l.square)));
  for (const l of blocked) {
    await expect(page.locator(`.bm-board [data-square="${l.square}"]`)).toHaveClass(/blocked/);
    for (const b of l.blockedBy)
      await expect(page.locator(`.bm-board [data-square="${b}"] title`)).toContainText('blocks the line of sight');
  }
  for (const s of basic) await expect(page.locator(`.bm-board [data-square="${s}"]`)).toHaveClass(/\bdest\b/);
  for (const s of forced.filter((x) => x !== 'd2')) await expect(page.locator(`.bm-board [data-square="${s}"]`)).toHaveClass(/bm-forced/);
  for (const s of [...r1, ...r2]) await expect(page.locator(`.bm-board [data-square="${s}"]`)).toHaveClass(/target/);
  await expect(page.getByTestId('bm-ask')).toContainText('rule 5');
  await expect(page.getByTestId('bm-ask')).toContainText('rule 6.2');

  const retreat = retreatOptions(p, 'd2');
  await expect(page.getByTestId('bm-ask-retreat')).toHaveAttribute('data-tier', retreat.tier);
  await expect(page.getByTestId('bm-ask-retreat')).toHaveAttribute('data-squares', sorted(retreat.squares));
  await page.getByTestId('bm-layer-retreat').click();
  for (const s of retreat.squares) await expect(page.locator(`.bm-board [data-square="${s}"]`)).toHaveClass(/bm-retreat/);
  await expect(page.locator('.bm-board .cell.bm-retreat')).toHaveCount(retreat.squares.length);
  await axeClean(page);
  // the answer and the board on one screen: nothing scrolls the page
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
});

test('combat calculator: the engine’s itemised totals, odds before the dice, the table’s result after them; axe clean', async ({
  page
}) => {
  test.setTimeout(90_000); // three axe scans on a machine shared by several builds
  await openPosition(page, QUESTIONS);
  await axeClean(page);
  const p = pos(QUESTIONS);
  await page.getByTestId('bm-tab-combat').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.locator('.bm-board [data-square="c2"]').click();
  // 6.4-R1: supporting units come with a Leader played for Command (Jean Lannes, Command 2: one)
  await page.getByTestId('bm-calc-leader').selectOption('jean-lannes');
  await page.getByTestId('bm-calc-leader-use').selectOption('command');
  await page.locator('.bm-board [data-square="b2"]').click();
  await expect(page.getByTestId('bm-calc-from')).toContainText('d2');
  await expect(page.getByTestId('bm-calc-target')).toContainText('c2');
  const card = await page.getByTestId('bm-calc-card').inputValue();
  const def = p.catalog.card('france', card);
  if (def?.kind !== 'unit' || !def.attack) throw new Error(`not an attack card: ${card}`);
  const sides = new Array<number>(Number(def.attack.split('d')[0])).fill(Number(def.attack.split('d')[1]));
  const fixed = attackParts(p, {
    kind: 'assault',
    from: 'd2',
    target: 'c2',
    supporting: ['b2'],
    groups: [{ label: 'card-dice', detail: card, values: [] }]
  });
  const defense = defenseTotal(p, 'c2', { kind: 'assault' });
  const totals = page.getByTestId('bm-totals');
  await expect(totals.locator('[data-side="attack"]')).toHaveAttribute('data-fixed', String(fixed.total));
  await expect(totals.locator('[data-side="defense"]')).toHaveAttribute('data-total', String(defense.total));
  for (const part of defense.parts)
    await expect(totals.locator(`[data-side="defense"] [data-part="${part.label}"]`)).toHaveAttribute('data-rule', part.rule);
  await expect(page.getByTestId('odds')).toBeVisible();
  await axeClean(page);

  // Sappers take the Redoubt away (9.2-R20)
  await page.getByTestId('bm-calc-sappers').check();
  const sapped = defenseTotal(p, 'c2', { kind: 'assault', sappers: true });
  await expect(totals.locator('[data-side="defense"]')).toHaveAttribute('data-total', String(sapped.total));
  expect(sapped.total).toBeLessThan(defense.total);

  // type the dice: the table's result is the engine's
  const dice = sides.map((s) => s);
  for (const v of dice)
    await page
      .getByTestId('dice')
      .locator('.face', { hasText: new RegExp(`^${v}$`) })
      .click();
  const attack = attackParts(p, {
    kind: 'assault',
    from: 'd2',
    target: 'c2',
    supporting: ['b2'],
    groups: [{ label: 'card-dice', detail: card, values: dice }]
  });
  const result = page.getByTestId('bm-calc-result');
  await expect(result).toHaveAttribute('data-attack', String(attack.total));
  await expect(result).toHaveAttribute('data-defense', String(sapped.total));
  await expect(result).toHaveAttribute('data-result', combatResult('assault', attack.total, sapped.total));
  await axeClean(page);
});

test('nightfall on the rulebook-like 4:4 tie: marks X and Y on the board, France wins on eliminated units', async ({ page }) => {
  test.setTimeout(60_000); // an axe scan on a shared machine
  await openPosition(page, NIGHT);
  const p = pos(NIGHT);
  await page.getByTestId('bm-tab-night').click();
  const score = nightfallScore(p);
  expect(score.score).toEqual({ france: 4, 'great-britain': 4 });
  await expect(page.getByTestId('night-result')).toHaveAttribute('data-winner', score.winner);
  await expect(page.getByTestId('night-result')).toHaveAttribute('data-decided-by', 'eliminated');
  for (const side of nightfallControl(p)) {
    const card = page.locator(`[data-testid="night-side"][data-nation="${side.nation}"]`);
    await expect(card).toHaveAttribute('data-score', String(side.score));
    await expect(card).toHaveAttribute('data-eliminated', String(side.eliminated));
    await expect(card).toHaveAttribute('data-reduced', String(side.reduced));
    for (const { square, kind } of side.squares) {
      if (kind === 'none') continue;
      await expect(page.locator(`.bm-board [data-square="${square}"]`)).toHaveAttribute('data-control', kind);
    }
  }
  await expect(page.locator('.bm-board [data-control="contested"]')).not.toHaveCount(0);
  await expect(page.locator('.bm-board [data-control="enemy-occupied"]')).not.toHaveCount(0);
  await expect(page.getByTestId('night-decided-by')).toContainText(/2\.2/);
  await expect(page.getByTestId('bm-night-winner')).toHaveAttribute('data-winner', 'france');
  await axeClean(page);
});

test('armies and map: nations, opposite edges, four sections through the setup wizard’s builder; a map putting a unit on a Lake is refused', async ({
  page
}) => {
  await page.goto('/board');
  const unit = DEFAULT_CATALOG.army('france').units[0]!.id;
  await page.locator(`[data-testid="bm-palette-0"] [data-unit="${unit}"]`).click();
  await page.locator('.bm-board [data-square="b1"]').click();
  await page.getByTestId('bm-armies-open').click();
  const sheet = page.getByTestId('bm-armies-sheet');
  await sheet.getByTestId('bm-nation-1').selectOption('austria');
  await expect(page.getByTestId('bm-palette-1')).toHaveAttribute('data-nation', 'austria');
  await sheet.getByTestId('bm-edge-0').selectOption('west');
  await expect(sheet.getByTestId('bm-edge-1')).toHaveValue('east');
  // the same nation twice is the engine's refusal, in the sheet; nothing changes
  await sheet.getByTestId('bm-nation-1').selectOption('france');
  const same = refusal({
    terrain: new Array(8).fill('cccccccc'),
    armies: [
      { nation: 'france', edge: 'west', units: [] },
      { nation: 'france', edge: 'east', units: [] }
    ]
  });
  await expect(sheet.getByRole('alert')).toContainText(explain(same, 'en'));
  await expect(page.getByTestId('bm-palette-1')).toHaveAttribute('data-nation', 'austria');

  // sections 1, 5, 21, 22 (north-west, north-east, south-west, south-east): section 21 has a Lake on b1
  await sheet.getByRole('button', { name: 'Four sections' }).click();
  const ids = [1, 5, 21, 22];
  for (const id of ids) await sheet.locator(`button.section[data-section="${id}"]`).click();
  const json = (square: string): PositionJSON => ({
    sections: ids.map((id) => ({ id, rotation: 0 })),
    armies: [
      { nation: 'france', edge: 'west', units: [{ unit, square }] },
      { nation: 'austria', edge: 'east', units: [] }
    ]
  });
  await sheet.getByTestId('bm-map-use').click();
  await expect(sheet.getByRole('alert')).toContainText(explain(refusal(json('b1')), 'en'));
  await page.keyboard.press('Escape');
  await expect(page.locator('.bm-board [data-square="b1"]')).toHaveAttribute('data-terrain', 'clear');
  // move the unit off the Lake's square, then the map is taken
  await page.locator('.bm-board [data-square="b1"]').click();
  await page.locator('.bm-board [data-square="a1"]').click();
  await expect(page.getByTestId('bm-unit-tools')).toHaveAttribute('data-square', 'a1');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('bm-armies-open').click();
  await sheet.getByTestId('bm-map-use').click();
  await expect(sheet).toBeHidden();
  const expected = pos(json('a1'));
  for (const [i, sq] of [
    [1, 'b1'],
    [27, 'd4'],
    [45, 'f6'],
    [63, 'h8']
  ] as const)
    await expect(page.locator(`.bm-board [data-square="${sq}"]`)).toHaveAttribute('data-terrain', expected.terrain[i]!);
  expect(expected.terrain[1]).toBe('lake');
});

test('a placed unit: reduce, restore, move, take off (then it counts as eliminated at nightfall)', async ({ page }) => {
  test.setTimeout(60_000);
  await openPosition(page, QUESTIONS);
  const fr = QUESTIONS.armies[0]!;
  const night = async (json: PositionJSON) => {
    await page.getByTestId('bm-tab-night').click();
    for (const side of nightfallControl(pos(json))) {
      const card = page.locator(`[data-testid="night-side"][data-nation="${side.nation}"]`);
      await expect(card).toHaveAttribute('data-reduced', String(side.reduced));
      await expect(card).toHaveAttribute('data-eliminated', String(side.eliminated));
    }
    await page.getByTestId('bm-tab-setup').click();
  };
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.getByRole('button', { name: 'Reduce' }).click();
  await expect(page.getByTestId('bm-status')).toContainText('reduced');
  const reduced: PositionJSON = {
    ...QUESTIONS,
    armies: [{ ...fr, units: fr.units.map((u) => (u.square === 'd2' ? { ...u, reduced: true } : u)) }, QUESTIONS.armies[1]!]
  };
  await night(reduced);
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await night(QUESTIONS);
  // move: two taps (the unit, then the square)
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.locator('.bm-board [data-square="g6"]').click();
  await expect(page.locator('[data-testid="bm-palette-0"] [data-unit="imperial-guard"]')).toContainText('g6');
  await page.getByRole('button', { name: 'Take off' }).click();
  await expect(page.locator('[data-testid="bm-palette-0"] [data-unit="imperial-guard"]')).not.toHaveClass(/placed/);
  await night({ ...QUESTIONS, armies: [{ ...fr, units: fr.units.filter((u) => u.unit !== 'imperial-guard') }, QUESTIONS.armies[1]!] });
  await axeClean(page);
});

test('Save/share opens the keep-and-share sheet on this board', async ({ page }) => {
  await openPosition(page, QUESTIONS);
  await page.getByTestId('bm-keep-open').click();
  await expect(page.getByTestId('bm-keep-sheet').getByTestId('keep-bar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bm-keep-sheet')).toBeHidden();
});

test('calculator, Bombardment: past the Woods no line of sight; beside it the target is reached, odds and a roll', async ({ page }) => {
  await openPosition(page, QUESTIONS);
  const p = pos(QUESTIONS);
  await page.getByTestId('bm-tab-combat').click();
  await page.getByTestId('bm-form-bombard').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.locator('.bm-board [data-square="d4"]').click();
  const card = await page.getByTestId('bm-calc-card').inputValue();
  const def = p.catalog.card('france', card);
  if (def?.kind !== 'unit' || !def.bombard) throw new Error(`not a bombard card: ${card}`);
  const reach = (t: string) => fireTargets(p, 'd2', def.range ?? 1).includes(t);
  await expect(page.getByTestId('bm-calc-reach')).toHaveAttribute('data-ok', String(reach('d4')));
  await page.locator('.bm-board [data-square="e3"]').click();
  await expect(page.getByTestId('bm-calc-target')).toContainText('e3');
  await expect(page.getByTestId('bm-calc-reach')).toHaveAttribute('data-ok', String(reach('e3')));
  const defense = defenseTotal(p, 'e3', { kind: 'bombardment' });
  await expect(page.getByTestId('bm-totals').locator('[data-side="defense"]')).toHaveAttribute('data-total', String(defense.total));
  await expect(page.getByTestId('odds')).toHaveAttribute('data-kind', 'bombardment');
  const sides = new Array<number>(Number(def.bombard.split('d')[0])).fill(Number(def.bombard.split('d')[1]));
  const dice = sides.map(() => 1);
  for (const v of dice)
    await page
      .getByTestId('dice')
      .locator('.face', { hasText: new RegExp(`^${v}$`) })
      .click();
  const attack = attackParts(p, {
    kind: 'bombardment',
    from: 'd2',
    target: 'e3',
    groups: [{ label: 'card-dice', detail: card, values: dice }]
  });
  await expect(page.getByTestId('bm-calc-result')).toHaveAttribute('data-attack', String(attack.total));
  await expect(page.getByTestId('bm-calc-result')).toHaveAttribute('data-result', combatResult('bombardment', attack.total, defense.total));
});

test('a bad link: the engine’s reason, and a fresh board to work on', async ({ page }) => {
  const hash = `#json=${Buffer.from(JSON.stringify({ ...QUESTIONS, redoubts: ['h8'] })).toString('base64url')}`;
  const r = positionFromHash(hash);
  if (!r || r.ok) throw new Error('expected a refusal');
  await page.goto(`/board${hash}`);
  await expect(page.getByTestId('bm-notice')).toContainText(explain(r.error, 'en'));
  await expect(page.locator('[data-testid="bm-palette-0"] .placed')).toHaveCount(0);
  await page.locator('[data-testid="bm-palette-0"] [data-unit="imperial-guard"]').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await expect(page.locator('[data-testid="bm-palette-0"] [data-unit="imperial-guard"]')).toContainText('d2');
  await expect(page.getByTestId('bm-notice')).toHaveCount(0);
});
