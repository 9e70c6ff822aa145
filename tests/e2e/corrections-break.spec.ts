// A data correction that would stop a saved game from replaying (issue 22). The 1st Cuirassiers'
// card 1 printed Attack 2d10, a game rolled 1 and 10 with it; correcting it to 2d6 would make that
// roll impossible (1.2: a d6 shows 1 to 6). Before the correction is saved, the games it breaks are
// named and the player decides. Saved anyway, the game is marked on the home screen, opens up to its
// last legal action with the reason, exports its whole record, and plays on from there only after
// the player confirms.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { storeRecord } from './store';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

const base = JSON.parse(readFileSync(new URL('./fixtures/combat-france-britain.json', import.meta.url), 'utf8'));
const PASS = { type: 'pass' };
const record = {
  ...base,
  actions: [
    ...base.actions,
    { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' },
    PASS,
    PASS,
    PASS,
    { type: 'roll', dice: [1, 10] }
  ]
};
const ROLL = record.actions.length;

async function correctToD6(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Units: France' })).toBeVisible();
  const card = page.getByRole('group', { name: /^1st Cuirassiers, card 1 of/ });
  await card.getByRole('button', { name: /^Correct: 1st Cuirassiers, card 1 of/ }).click();
  const attack = card.getByLabel('Attack');
  await expect(attack).toHaveValue('2d10');
  await attack.fill('2d6');
  await attack.press('Enter');
}

test('a correction that breaks a saved game names it first; saved anyway, the game opens to its last legal action, exports whole and plays on when asked', async ({
  page
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const id = randomUUID();
  await storeRecord(page, id, 'Rolled ten', record, {
    nations: ['france', 'great-britain'],
    turn: 3,
    stage: 'play',
    step: 'combat:choose',
    winner: null
  });

  // cancel: nothing is saved
  await correctToD6(page);
  const dialog = page.getByRole('dialog', { name: 'Saved games would stop replaying' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Rolled ten (from action ${ROLL})`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not saved: the change would stop saved games from replaying' }).first()
  ).toBeVisible();
  await expect(page.getByRole('group', { name: /^1st Cuirassiers, card 1 of/ })).not.toContainText('edited');

  // save anyway
  await correctToD6(page);
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByRole('group', { name: /^1st Cuirassiers, card 1 of/ })).toContainText('edited');

  // the home screen marks the game
  await page.goto('/');
  const item = page.getByTestId('saved-games').getByRole('listitem').filter({ hasText: 'Rolled ten' });
  await expect(item.getByTestId('game-damaged')).toContainText(`stops before action ${ROLL}, which no longer replays`);

  // it opens up to the action before the roll, with the reason and the rule
  await page.goto(`/game/${id}`);
  const broken = page.getByTestId('broken-game');
  await expect(broken).toBeVisible();
  await expect(broken).toContainText(`This game stops at action ${ROLL - 1} of ${ROLL}: action ${ROLL} no longer replays`);
  await expect(broken.getByRole('link', { name: /rule 1\.2/ })).toBeVisible();
  await expect(page.getByTestId('action-bar')).toHaveAttribute('data-step', 'combat:roll');

  // the whole record, the roll included, is exported
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    broken.getByRole('button', { name: 'Export the full record' }).click()
  ]);
  expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual({ format: 'adiutant-game/1', ...record });

  // play on from here: asked first
  await broken.getByRole('button', { name: 'Play on from here' }).click();
  const confirm = page.getByRole('dialog', { name: `Play on from action ${ROLL - 1}?` });
  await expect(confirm).toContainText('The 1 later action that no longer replays will be removed');
  await confirm.getByRole('button', { name: 'Remove them and play on' }).click();
  await expect(broken).toHaveCount(0);
  await expect(page.getByTestId('action-bar')).toHaveAttribute('data-step', 'combat:roll');
  // the roll now takes d6
  await page.reload();
  await expect(page.getByTestId('broken-game')).toHaveCount(0);
  await page.goto('/');
  await expect(item.getByTestId('game-damaged')).toHaveCount(0);
  expect(errors).toEqual([]);
});
