import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { randomUUID } from 'node:crypto';
import { SETUP_SUMMARY, storeRecord } from './store';
import { axeOf } from './a11y';

// The card and map data screen (/settings): each army's units and deck and the 24 map sections as
// the app knows them; corrections are validated, kept in IndexedDB ('adiutant', table
// `settings`), marked "edited", resettable, and used by games opened afterwards.

type Action = Record<string, unknown>;

/** A saved game in setup, written straight into the app's IndexedDB (tests/e2e/store.ts). */
async function writeGame(page: Page, actions: Action[], name = 'Test'): Promise<string> {
  const id = randomUUID();
  await storeRecord(page, id, name, { setup: { players: ['Ala', 'Bartek'] }, actions }, SETUP_SUMMARY);
  return id;
}

/** The corrections row as stored, or null. */
async function storedOverrides(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    // never create the database here: none (or no settings table yet) means nothing saved
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const req = indexedDB.open('adiutant');
      req.onupgradeneeded = () => req.transaction?.abort();
      req.onsuccess = () => resolve(req.result);
      req.onerror = (e) => {
        e.preventDefault();
        resolve(null);
      };
    });
    if (!db) return null;
    if (!db.objectStoreNames.contains('settings')) {
      db.close();
      return null;
    }
    const row = await new Promise<{ value: unknown } | undefined>((resolve, reject) => {
      const req = db.transaction('settings').objectStore('settings').get('overrides');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return row?.value ?? null;
  });
}

/** Ala is First Player with France on the south edge and deploys the Imperial Guard on d1. */
const GUARD_DEPLOYED: Action[] = [
  { type: 'roll-first-player', dice: [8, 3] },
  {
    type: 'choose-map',
    sections: [
      { id: 1, rotation: 0 },
      { id: 5, rotation: 90 },
      { id: 10, rotation: 0 },
      { id: 22, rotation: 0 }
    ]
  },
  { type: 'choose-nations', nations: ['france', 'great-britain'] },
  { type: 'choose-army', nation: 'france' },
  { type: 'choose-edge', edge: 'north' },
  { type: 'deal' },
  { type: 'deploy', unit: 'imperial-guard', square: 'd1' }
];

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Units: France' })).toBeVisible();
}

const unitRow = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test.describe('card and map data, in English', () => {
  test.use({ locale: 'en-GB' });

  test('is linked from the home screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Card and map data' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Card and map data' })).toBeVisible();
    await page.getByRole('link', { name: /^Games/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Saved games' })).toBeVisible();
  });

  test('lists each army’s units and deck with the reference data’s doubts', async ({ page }) => {
    await openSettings(page);
    await expect(page.locator('[data-unit-id]')).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2, name: 'Deck: France (60 cards)' })).toBeVisible();
    // one row per card face, with its copies
    const guard1 = page.getByRole('group', { name: 'Imperial Guard, card 1 of 2' });
    await expect(guard1).toContainText('copies: 4');
    await expect(guard1).toContainText('Attack 2d8 · Defence 7 · Not Required To Advance');
    await expect(page.getByRole('group', { name: 'Napoléon Bonaparte' })).toContainText('Command');
    // HQ cards: type and copies, nothing to correct
    const supply = page.locator('li.hq[data-card-id="supply"]');
    await expect(supply).toContainText('Supply');
    await expect(supply).toContainText(/copies: \d+/);
    await expect(supply.getByRole('button', { name: /Correct/ })).toHaveCount(0);

    // a unit's doubt: the warning icon shows the note
    const legere = unitRow(page, '19th Regiment Legere');
    const doubt = legere.getByRole('button', { name: 'Note in the reference data: 19th Regiment Legere' });
    await expect(doubt).toHaveAttribute('aria-expanded', 'false');
    await doubt.click();
    await expect(legere).toContainText('Note in the reference data (confidence: medium)');
    await expect(legere.locator('p[lang="en"]')).toContainText('19th Reg de Ligne');

    // the army's anomalies, collapsed
    const anomalies = page.getByRole('button', { name: /Doubts and fixes in the reference data \(\d+\)/ });
    await expect(anomalies).toHaveAttribute('aria-expanded', 'false');
    await anomalies.click();
    await expect(page.getByText('4th Regiment Suisse card (CardID 132, face FR4RSub)')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Used the data.js value' })).toBeVisible();

    // another nation
    await page.getByRole('button', { name: 'Russia', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Russia', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Units: Russia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Deck: Russia (60 cards)' })).toBeVisible();
  });

  test('corrects a unit’s strength: edited, kept across a reload, reset', async ({ page }) => {
    await openSettings(page);
    const guard = unitRow(page, 'Imperial Guard');
    const full = guard.getByLabel('Full strength');
    await expect(full).toHaveValue('8');
    await expect(guard).not.toContainText('edited');

    await full.fill('9');
    await full.press('Enter');
    await expect(guard).toContainText('edited');
    await expect(guard).toContainText('built-in: 8');
    await expect(page.getByRole('status')).toContainText('Saved: Imperial Guard – Full strength: 9');
    await expect(page.getByText('Corrections: 1')).toBeVisible();
    expect(await storedOverrides(page)).toEqual({ units: { france: { 'imperial-guard': { full: 9 } } } });

    await page.reload();
    await expect(unitRow(page, 'Imperial Guard').getByLabel('Full strength')).toHaveValue('9');
    await expect(unitRow(page, 'Imperial Guard')).toContainText('edited');

    await unitRow(page, 'Imperial Guard').getByRole('button', { name: 'Reset: Imperial Guard' }).click();
    await expect(unitRow(page, 'Imperial Guard').getByLabel('Full strength')).toHaveValue('8');
    await expect(unitRow(page, 'Imperial Guard')).not.toContainText('edited');
    await expect(page.getByRole('status')).toContainText('Built-in data restored: Imperial Guard.');
    // the focus stays in the row (the Reset button is gone)
    await expect(unitRow(page, 'Imperial Guard').getByLabel('Type')).toBeFocused();
    expect(await storedOverrides(page)).toBeNull();

    // the type is a choice
    await unitRow(page, 'Imperial Guard').getByLabel('Type').selectOption('cavalry');
    await expect(unitRow(page, 'Imperial Guard')).toContainText('built-in: infantry');
    expect(await storedOverrides(page)).toEqual({ units: { france: { 'imperial-guard': { type: 'cavalry' } } } });
  });

  test('corrects a card’s values and resets them', async ({ page }) => {
    await openSettings(page);
    const card = page.getByRole('group', { name: 'Imperial Guard, card 1 of 2' });
    const edit = card.getByRole('button', { name: 'Correct: Imperial Guard, card 1 of 2' });
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const attack = card.getByLabel('Attack');
    await expect(attack).toHaveValue('2d8');
    await attack.fill('2d10');
    await attack.press('Enter');
    await expect(card).toContainText('edited');
    await expect(card).toContainText('Attack 2d10 · Defence 7');
    await expect(card).toContainText('built-in: 2d8');

    // a choice and a tick box
    await card.getByLabel('Pursuit').selectOption('2');
    await expect(card).toContainText('Pursuit 2');
    await card.getByLabel('Not Required To Advance').uncheck();
    await expect(card.locator('.values')).not.toContainText('Not Required To Advance');
    expect(await storedOverrides(page)).toEqual({
      cards: { france: { 'imperial-guard-1': { attack: '2d10', pursuit: 2, notRequiredToAdvance: false } } }
    });

    // a leader
    const napoleon = page.getByRole('group', { name: 'Napoléon Bonaparte' });
    await napoleon.getByRole('button', { name: 'Correct: Napoléon Bonaparte' }).click();
    await napoleon.getByLabel('Combat').fill('4');
    await napoleon.getByLabel('Combat').blur();
    await expect(napoleon).toContainText('edited');
    await expect(page.getByText('Corrections: 2')).toBeVisible();

    await card.getByRole('button', { name: 'Reset: Imperial Guard, card 1 of 2' }).click();
    await expect(card).not.toContainText('edited');
    await expect(card.getByLabel('Attack')).toHaveValue('2d8');
    await expect(card.locator('.values')).toHaveText('Attack 2d8 · Defence 7 · Not Required To Advance');
    await expect(card.getByLabel('Pursuit')).toHaveValue('0');
    await expect(card.getByLabel('Not Required To Advance')).toBeChecked();
    await expect(page.getByText('Corrections: 1')).toBeVisible();
  });

  test('refuses invalid values with a message and saves nothing', async ({ page }) => {
    await openSettings(page);
    const guard = unitRow(page, 'Imperial Guard');
    const full = guard.getByLabel('Full strength');
    await full.fill('30');
    await full.press('Enter');
    await expect(guard.getByRole('alert')).toHaveText('“30”: enter a whole number from 0 to 20. Nothing was saved.');
    await expect(full).toHaveAttribute('aria-invalid', 'true');
    await expect(guard).not.toContainText('edited');

    // reduced above full
    const reduced = guard.getByLabel('Reduced strength');
    await reduced.fill('9');
    await reduced.press('Enter');
    await expect(guard.getByRole('alert').last()).toContainText('Reduced strength (9) cannot be more than full strength (8).');

    const card = page.getByRole('group', { name: 'Imperial Guard, card 1 of 2' });
    await card.getByRole('button', { name: 'Correct: Imperial Guard, card 1 of 2' }).click();
    const attack = card.getByLabel('Attack');
    await attack.fill('2d9');
    await attack.press('Enter');
    await expect(card.getByRole('alert')).toContainText('“2d9” is not dice printed on a card');
    await expect(card).not.toContainText('edited');
    // Escape puts the saved value back
    await attack.press('Escape');
    await expect(attack).toHaveValue('2d8');
    await expect(card.getByRole('alert')).toHaveCount(0);

    expect(await storedOverrides(page)).toBeNull();
    await page.reload();
    await expect(unitRow(page, 'Imperial Guard').getByLabel('Full strength')).toHaveValue('8');
    await expect(page.getByText('Corrections: 0')).toBeVisible();
  });

  test('corrects a map section square by square and resets it', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('tab', { name: 'Map sections' }).click();
    await expect(page.getByRole('tab', { name: 'Map sections' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('grid')).toHaveCount(24);
    // sections 2–4 are marked unverified
    for (const id of [2, 3, 4]) await expect(page.locator(`[data-section-id="${id}"]`)).toContainText('unverified');
    await expect(page.locator('[data-section-id="1"]')).not.toContainText('unverified');

    const section = page.locator('[data-section-id="1"]');
    const grid = page.getByRole('grid', { name: 'Section 1', exact: true });
    // section 1, first row "wccc": woods → marsh → fields
    await grid.getByRole('button', { name: 'Row 1, column 1: woods' }).click();
    await expect(grid.getByRole('button', { name: 'Row 1, column 1: marsh, edited', exact: true })).toBeVisible();
    await expect(section).toContainText('edited');
    await grid.getByRole('button', { name: 'Row 1, column 1: marsh' }).click();
    await expect(grid.getByRole('button', { name: 'Row 1, column 1: fields' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Saved: Section 1, row 1, column 1: fields');
    expect(await storedOverrides(page)).toEqual({ sections: { '1': ['fccc', 'cccc', 'cwwc', 'cwwh'] } });

    // the keyboard: arrows move between squares, Enter changes one
    await grid.getByRole('button', { name: 'Row 1, column 1: fields' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(grid.getByRole('button', { name: 'Row 1, column 2: clear' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('button', { name: 'Row 1, column 2: hill' })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Map sections' }).click();
    await expect(grid.getByRole('button', { name: 'Row 1, column 1: fields' })).toBeVisible();
    await expect(section).toContainText('edited');

    await section.getByRole('button', { name: 'Reset: Section 1' }).click();
    await expect(grid.getByRole('button', { name: 'Row 1, column 1: woods', exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Row 1, column 2: clear', exact: true })).toBeVisible();
    await expect(section).not.toContainText('edited');
    expect(await storedOverrides(page)).toBeNull();
  });

  test('reset all asks first, then removes every correction', async ({ page }) => {
    await openSettings(page);
    const resetAll = page.getByRole('button', { name: 'Reset all' });
    await expect(resetAll).toBeDisabled();
    const full = unitRow(page, 'Imperial Guard').getByLabel('Full strength');
    await full.fill('9');
    await full.press('Enter');
    await page.getByRole('button', { name: 'Russia', exact: true }).click();
    const first = unitRow(page, '1st Cavalry').getByLabel('Full strength');
    await first.fill('7');
    await first.press('Enter');
    await expect(page.getByText('Corrections: 2')).toBeVisible();

    await resetAll.click();
    const dialog = page.getByRole('dialog', { name: 'Reset all data to the built-in values?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Corrections: 2')).toBeVisible();

    await resetAll.click();
    await dialog.getByRole('button', { name: 'Remove all corrections' }).click();
    await expect(page.getByText('Corrections: 0')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('All corrections removed');
    expect(await storedOverrides(page)).toBeNull();
    await page.getByRole('button', { name: 'France', exact: true }).click();
    await expect(unitRow(page, 'Imperial Guard').getByLabel('Full strength')).toHaveValue('8');
  });

  test('a game opened after the correction uses it: the Imperial Guard’s counter shows strength 9', async ({ page }) => {
    await openSettings(page);
    const full = unitRow(page, 'Imperial Guard').getByLabel('Full strength');
    await full.fill('9');
    await full.press('Enter');
    await expect(unitRow(page, 'Imperial Guard')).toContainText('edited');

    const id = await writeGame(page, GUARD_DEPLOYED);
    await page.goto(`/game/${id}`);
    const board = page.getByRole('grid', { name: 'Battlefield: deployment' });
    const counter = board.locator('[data-square="d1"] [data-nation="france"]');
    await expect(counter).toHaveCount(1);
    await expect(counter.locator('text.unit-strength')).toHaveText('9');
    // the units still to deploy name their strength from the same data
    await expect(board.locator('[data-square="d1"]')).toHaveAccessibleName(/strength 9/);

    // back to the built-in data: the game, opened again, shows 8
    await page.goto('/settings');
    await unitRow(page, 'Imperial Guard').getByRole('button', { name: 'Reset: Imperial Guard' }).click();
    await expect(unitRow(page, 'Imperial Guard')).not.toContainText('edited');
    await page.goto(`/game/${id}`);
    await expect(board.locator('[data-square="d1"] [data-nation="france"] text.unit-strength')).toHaveText('8');
  });

  test('fits a 360 px phone with 44 px touch targets and has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const smallTargets = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'main button, main select, main input, header a, header button, main label.check, main label.file-button'
          )
        ]
          // a file input is tapped through its label (label.file-button)
          .filter((el) => el.offsetParent !== null && !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'file')))
          .map((el) => ({ text: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', r: el.getBoundingClientRect() }))
          .filter((b) => b.r.height < 44 || b.r.width < 44)
          .map((b) => `${b.text} ${Math.round(b.r.width)}x${Math.round(b.r.height)}`)
      );
    const scan = async () => {
      const results = await axeOf(page).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };

    await openSettings(page);
    // an edited unit, an invalid value, an open doubt, open anomalies and an open card editor
    const full = unitRow(page, 'Imperial Guard').getByLabel('Full strength');
    await full.fill('9');
    await full.press('Enter');
    await expect(unitRow(page, 'Imperial Guard')).toContainText('edited');
    const reduced = unitRow(page, 'Imperial Guard').getByLabel('Reduced strength');
    await reduced.fill('x');
    await reduced.press('Enter');
    await page.getByRole('button', { name: 'Note in the reference data: 19th Regiment Legere' }).click();
    await page.getByRole('button', { name: /Doubts and fixes in the reference data/ }).click();
    await page.getByRole('button', { name: 'Correct: Imperial Guard, card 1 of 2' }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);
    expect(await scan()).toEqual([]);

    await page.getByRole('tab', { name: 'Map sections' }).click();
    await page.getByRole('grid', { name: 'Section 2', exact: true }).getByRole('button', { name: 'Row 1, column 1: clear' }).click();
    await expect(page.locator('[data-section-id="2"]')).toContainText('edited');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);
    expect(await scan()).toEqual([]);

    // the reset-all dialog
    await page.getByRole('button', { name: 'Reset all' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test.describe('card and map data, in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('speaks Polish: units, decks, edited marks, refusals', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Dane kart i map' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jednostki: Francja' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Talia: Francja (60 kart)' })).toBeVisible();
    const guard = unitRow(page, 'Imperial Guard');
    await expect(guard.getByLabel('Rodzaj')).toHaveValue('infantry');
    const full = guard.getByLabel('Pełna siła');
    await full.fill('9');
    await full.press('Enter');
    await expect(guard).toContainText('edytowane');
    await expect(guard).toContainText('w danych: 8');
    await guard.getByRole('button', { name: 'Przywróć: Imperial Guard' }).click();
    await expect(guard).not.toContainText('edytowane');

    // dice in Polish notation, either letter accepted
    const card = page.getByRole('group', { name: 'Imperial Guard, karta 1 z 2' });
    await card.getByRole('button', { name: 'Popraw: Imperial Guard, karta 1 z 2' }).click();
    const attack = card.getByLabel('Atak');
    await expect(attack).toHaveValue('2k8');
    await attack.fill('2k9');
    await attack.press('Enter');
    await expect(card.getByRole('alert')).toContainText('„2k9” to nie są kości z karty');
    await expect(card.getByRole('alert')).toContainText('Nic nie zapisano.');
    await attack.fill('2k10');
    await attack.press('Enter');
    await expect(card).toContainText('edytowane');
    await expect(card.locator('.values')).toContainText('Atak 2k10 · Obrona 7');

    const doubt = page.getByRole('button', { name: 'Uwaga w danych źródłowych: 19th Regiment Legere' });
    await doubt.click();
    await expect(unitRow(page, '19th Regiment Legere')).toContainText('Uwaga w danych źródłowych (pewność: średnia; tekst po angielsku)');

    await page.getByRole('tab', { name: 'Sekcje mapy' }).click();
    const grid = page.getByRole('grid', { name: 'Sekcja 1', exact: true });
    await grid.getByRole('button', { name: 'Wiersz 1, kolumna 1: las' }).click();
    await expect(grid.getByRole('button', { name: 'Wiersz 1, kolumna 1: mokradła' })).toBeVisible();
    await expect(page.locator('[data-section-id="3"]')).toContainText('niepotwierdzona');
  });
});
