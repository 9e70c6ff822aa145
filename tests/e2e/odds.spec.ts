// Odds before the dice (issue 13): in a scripted Assault the chances shown for each result of the
// combat results table are the engine's (`combatOddsOf`, computed here in Node from the same
// game), and they change when the defender plays a defence card. Also the chances of a pursuit.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { storeRecord } from './store';
import { act, load, pick, rollFor } from './steps';
import { combatOddsOf, pursuitOdds, toRecord, type Action, type Game } from '../../src/lib/rules';

test.use({ locale: 'en-US' });

const ASSAULT: Action = { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' };

let counter = 0;
async function open(page: Page, game: Game): Promise<void> {
  const id = `odds-${Date.now()}-${counter++}`;
  await storeRecord(page, id, 'Eylau', toRecord(game) as { setup: unknown; actions: unknown[] });
  await page.goto(`/game/${id}`);
  await expect(page.getByTestId('action-bar')).toBeVisible();
}

const pct = (p: number) => (p > 0 && p < 0.005 ? '<1%' : p < 1 && p > 0.995 ? '>99%' : `${Math.round(p * 100)}%`);

/** The odds in the combat panel (list in the table's words) and in the bar's bar equal the engine's. */
async function expectOdds(page: Page, game: Game): Promise<void> {
  const odds = combatOddsOf(game)!;
  expect(odds).not.toBeNull();
  const list = page.getByTestId('combat-odds').locator('.list li');
  await expect(list).toHaveCount(Object.keys(odds.odds).length);
  for (const [result, p] of Object.entries(odds.odds)) {
    await expect(page.getByTestId('combat-odds').locator(`.list li[data-result="${result}"] strong`)).toHaveText(pct(p));
    const part = page.getByTestId('action-bar').locator(`[data-testid="odds"] .part[data-result="${result}"]`);
    if (p > 0) await expect(part).toHaveAttribute('data-p', String(p));
    else await expect(part).toHaveCount(0);
  }
}

test('the odds of each result before the dice equal the engine’s, and change when a defence card is played (6.1 step 7)', async ({
  page
}) => {
  const game = act(load('combat-france-britain'), ASSAULT);
  await open(page, game);
  await expect(page.getByTestId('action-bar')).toHaveAttribute('data-step', 'combat:withdraw');
  await expectOdds(page, game);
  const before = await page.getByTestId('combat-odds').locator('.list').innerText();

  // the defender plays the 4th Regiment of Foot's card (Defence 5): the odds change
  const defended = act(game, { type: 'pass' }, { type: 'play', card: '4th-regiment-of-foot-1' });
  await open(page, defended);
  await expectOdds(page, defended);
  expect(await page.getByTestId('combat-odds').locator('.list').innerText()).not.toBe(before);

  // at the attacker's step: what adding each card would make of them, the engine's too
  const attacker = act(defended, { type: 'pass' });
  await open(page, attacker);
  await expectOdds(page, attacker);
  const options = combatOddsOf(attacker)!.options;
  await expect(page.getByTestId('combat-odds').locator('.options > li')).toHaveCount(options.length);
  for (const [i, o] of options.entries()) {
    const row = page.getByTestId('combat-odds').locator('.options > li').nth(i);
    await expect(row).toHaveAttribute('data-option-label', o.label);
    for (const [result, p] of Object.entries(o.odds))
      if (p > 0) await expect(row.locator(`.part[data-result="${result}"]`)).toHaveAttribute('data-p', String(p));
  }
});

test('a pursuit shows its chances next to the dice: the engine’s (6.6)', async ({ page }) => {
  let g = act(load('combat-france-britain'), ASSAULT, { type: 'pass' }, { type: 'pass' }, { type: 'pass' });
  g = act(
    rollFor(g, (r) => r === 'attacker-chooses'),
    { type: 'choose-result', choice: 'retreat' },
    { type: 'retreat', to: 'c7' }
  );
  g = pick(g, (a) => a.type === 'advance' && a.unit === 'd6');
  expect(g.state.combat?.step).toBe('pursuit');
  await open(page, g);
  // one die for the 1st Cuirassiers' card (Pursuit 4), no Leader; the defender at full strength
  const hits = pursuitOdds([{ range: 4 }], 0, false);
  if (!hits.ok) throw new Error(hits.error.message);
  const h = hits.value.hits;
  await expect(page.getByTestId('pursuit-odds')).toHaveText(
    `Chances: no hit ${Math.round(h['0'] * 100)}%, 1 hit ${Math.round(h['1'] * 100)}%, 2 hits ${Math.round(h['2+'] * 100)}%`
  );
  expect(Math.round(h['1'] * 100)).toBe(67);
});
