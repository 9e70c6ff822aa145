// Issue 5: "a corrected card value changing a computed total". A player corrects the Guard
// Cavalry's bombard card to match their physical card (Bombard 1d10 instead of 2d6) on the
// settings screen; the next Bombardment with that card asks for one d10 and its Attack Total is
// computed with it — the same total the engine computes with the corrected catalogue.
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { storeRecord } from './store';
import { applyOverrides } from '../../src/lib/data/overrides';
import { combatTotalsOf, makeCatalog, replay, type Action, type GameRecord } from '../../src/lib/rules';

test.use({ locale: 'en-GB' });

const record = JSON.parse(readFileSync(new URL('./fixtures/combat-france-britain.json', import.meta.url), 'utf8')) as GameRecord;

test('a corrected card value (Bombard 2d6 → 1d10) changes the dice asked for and the Attack Total', async ({ page }) => {
  test.setTimeout(90_000);
  // 1. the correction, on the settings screen
  await page.goto('/settings');
  const card = page.getByRole('group', { name: 'Guard Cavalry, card 3 of 3' });
  await expect(card).toContainText('Bombard 2d6');
  await card.getByRole('button', { name: 'Correct: Guard Cavalry, card 3 of 3' }).click();
  const bombard = card.getByLabel('Bombard');
  await bombard.fill('1d10');
  await bombard.press('Enter');
  await expect(card).toContainText('edited');
  await expect(card).toContainText('Bombard 1d10');

  // 2. a game opened afterwards uses it: Guard Cavalry (Hill f5) bombards the 32nd Foot on f7
  await storeRecord(page, 'corrected', 'Corrected', record, { nations: null, turn: 3, stage: 'play', step: 'combat', winner: null });
  await page.goto('/game/corrected');
  const bar = page.getByTestId('action-bar');
  await expect(bar).toHaveAttribute('data-step', 'combat');
  await page.locator('svg.board [data-square="f5"]').click();
  // f7 is the only enemy unit in the Guard Cavalry's reach: picked with it
  await expect(page.locator('svg.board [data-square="f7"]')).toHaveClass(/\btarget\b/);
  const initiating = bar.locator('[data-option="bombard-f5-guard-cavalry-3"]');
  await expect(initiating).toContainText('Bombard 1d10');
  await initiating.click();

  await expect(bar).toHaveAttribute('data-step', 'combat:roll');
  await expect(bar.getByTestId('bar-totals')).toContainText('Attack 2 + 1d10 · Defence 6');
  const dice = bar.getByTestId('dice');
  await expect(dice.locator('.slot')).toHaveCount(1); // one d10, not two d6
  await expect(dice.locator('.slot')).toHaveAccessibleName('Die 1 (d10): empty');
  await dice.getByRole('button', { name: '7', exact: true }).click();

  // the engine, with the same correction, computes the same total: 7 + 2 (Hill) = 9 against 6
  const { armies, sections } = applyOverrides({ cards: { france: { 'guard-cavalry-3': { bombard: '1d10' } } } });
  const corrected = makeCatalog(armies, sections);
  const declared = replay(
    { ...record, actions: [...record.actions, { type: 'bombard', from: 'f5', target: 'f7', card: 'guard-cavalry-3' } as Action] },
    corrected
  );
  expect(declared.ok).toBe(true);
  if (!declared.ok) return;
  const expected = combatTotalsOf(declared.value, [7])!;
  expect(expected.attack.total).toBe(9);
  // 9 > 6: a hit (6.2-R11). The combat is over and nothing else can be done: the Combat Phase ends
  // by itself; the bar says what happened, the history keeps the totals of the roll
  await expect(bar).toHaveAttribute('data-step', 'restoration');
  await expect(bar.getByTestId('bar-report-text')).toHaveText('Combat: 32nd Regiment of Foot took a hit.');
  await expect(bar.getByTestId('bar-combat-totals')).toHaveText('The roll: Attack 9, Defence 6');
  const roll = page.getByTestId('history-panel').locator('li.entry', { hasText: 'roll: 7;' });
  await expect(roll).toHaveCount(1);
  await expect(roll).toContainText(`attack ${expected.attack.total} against defence ${expected.defense.total}: Hit`);
  await expect(roll.getByTestId('dice-origin')).toHaveText('typed dice');
});
