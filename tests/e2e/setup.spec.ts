import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { randomUUID } from 'node:crypto';
import { SETUP_SUMMARY, storeRecord } from './store';
import { axeOf } from './a11y';

// The setup wizard (rule 3) on /game/<id>: every step through the engine, from the first-player
// roll to the last deployed unit.

type Action = Record<string, unknown>;

/**
 * A saved game, written straight into the app's IndexedDB (tests/e2e/store.ts), opened at
 * /game/<id>. `actions` are stored as already played (the app replays and re-validates them).
 */
async function createGame(
  page: Page,
  { players = ['Ala', 'Bartek'], actions = [], name = 'Test' }: { players?: [string, string]; actions?: Action[]; name?: string } = {}
): Promise<string> {
  const id = randomUUID();
  await storeRecord(page, id, name, { setup: { players }, actions }, SETUP_SUMMARY);
  await page.goto(`/game/${id}`);
  return id;
}

/** The actions stored for a game, in order. */
async function storedActions(page: Page, id: string): Promise<Action[]> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('adiutant');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const rows = await new Promise<{ seq: number; action: Record<string, unknown> }[]>((resolve, reject) => {
      const req = db.transaction('actions').objectStore('actions').index('gameId').getAll(id);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return rows.sort((a, b) => a.seq - b.seq).map((r) => r.action);
  }, id);
}

const MAP: Action = {
  type: 'choose-map',
  sections: [
    { id: 1, rotation: 0 },
    { id: 5, rotation: 90 },
    { id: 10, rotation: 0 },
    { id: 22, rotation: 0 }
  ]
};
/** Ala (seat 0) is First Player with France on the south edge; Bartek has Great Britain, north. */
const TO_DEPLOY: Action[] = [
  { type: 'roll-first-player', dice: [8, 3] },
  MAP,
  { type: 'choose-nations', nations: ['france', 'great-britain'] },
  { type: 'choose-army', nation: 'france' },
  { type: 'choose-edge', edge: 'north' },
  { type: 'deal' }
];

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

test.describe('setup wizard, in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a newcomer sets up a whole game: roll, map with a rotation and a painted square, armies, edges, 16 units', async ({ page }) => {
    test.setTimeout(90_000);
    const id = await createGame(page, { name: 'Pierwsza bitwa' });
    const step = page.locator('section.step');

    // 3-R1: both roll
    await expect(page.getByRole('heading', { level: 2, name: 'Rzut o pierwszego gracza' })).toBeVisible();
    await expect(step).toContainText('Krok 1 z 7');
    await expect(step).toContainText('zasada 3');
    await expect(step).toContainText('Decydują obaj gracze: Ala i Bartek');
    await expect(step).toContainText('zostaje Pierwszym graczem');
    await expect(page.getByRole('group', { name: 'k10: Ala (kość 1) i Bartek (kość 2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cofnij' })).toBeDisabled();
    // one tap per die on the pad; the roll is sent when both are in (each slot named after its player)
    await expect(page.getByRole('button', { name: 'Ala (k10): pusta' })).toBeVisible();
    await face(page, 8);
    await face(page, 3);

    // 3-R2: the First Player lays out four sections
    await expect(page.getByRole('heading', { level: 2, name: 'Pole bitwy z 4 sekcji mapy' })).toBeFocused();
    await expect(step).toContainText('Decyduje: Ala (Pierwszy gracz)');
    await expect(step).toContainText('zasada 3');
    await expect(page.locator('.summary')).toContainText('Pierwszy gracz: Ala (rzut 8–3)');
    await expect(page.getByRole('button', { name: 'Zatwierdź mapę' })).toBeDisabled();
    // sections 2–4 are marked unverified
    await expect(page.locator('[data-section="3"]')).toContainText('niepotwierdzona');
    await expect(page.locator('[data-section="7"]')).not.toContainText('niepotwierdzona');
    for (const s of [1, 5, 10, 22]) await page.locator(`[data-section="${s}"]`).click();
    await expect(page.locator('[data-section="5"]')).toContainText('leży: północny wschód');

    const preview = page.getByRole('table', { name: 'Podgląd pola bitwy 8×8' });
    await expect(preview.locator('[data-square]')).toHaveCount(64);
    // section 5 unrotated: its top-left square (e8) is clear; turned 90° clockwise it is woods
    await expect(preview.locator('[data-square="e8"]')).toHaveAttribute('data-terrain', 'clear');
    await page.getByRole('button', { name: 'Obróć sekcję (miejsce: północny wschód) o 90° w prawo' }).click();
    await expect(preview.locator('[data-square="e8"]')).toHaveAttribute('data-terrain', 'woods');
    await expect(page.getByRole('button', { name: /Miejsce: północny wschód — sekcja 5, obrót 90°/ })).toBeVisible();

    // paint one square that differs on the table: e4 is a town
    await page.getByRole('button', { name: 'Maluj teren' }).click();
    await page.getByRole('radio', { name: 'miasto' }).check();
    const paintBoard = page.getByRole('grid', { name: 'Podgląd pola bitwy 8×8' });
    await expect(paintBoard.locator('[data-square="e4"]')).toHaveAttribute('data-terrain', 'clear');
    await paintBoard.locator('[data-square="e4"]').click();
    await expect(paintBoard.locator('[data-square="e4"]')).toHaveAttribute('data-terrain', 'town');
    await expect(step).toContainText('Pola poprawione ręcznie: 1');
    await page.getByRole('button', { name: 'Zatwierdź mapę' }).click();

    // 3-R3: the Second Player picks the nations (first-game suggestion)
    await expect(page.getByRole('heading', { level: 2, name: 'Wybór dwóch nacji' })).toBeVisible();
    await expect(step).toContainText('Decyduje: Bartek (Drugi gracz)');
    await expect(page.locator('.summary')).toContainText('pola poprawione ręcznie');
    await page.getByRole('button', { name: 'Pierwsza gra: Francja przeciw Wielkiej Brytanii' }).click();

    // 3-R4: the First Player picks an army
    await expect(page.getByRole('heading', { level: 2, name: 'Wybór armii' })).toBeVisible();
    await expect(step).toContainText('Którą armią dowodzi Ala?');
    await page.locator('button[data-nation="france"]').click();

    // 3-R5: the Second Player picks an edge
    await expect(page.getByRole('heading', { level: 2, name: 'Krawędź startowa' })).toBeVisible();
    await expect(step).toContainText('Decyduje: Bartek (Drugi gracz)');
    await page.locator('button[data-edge="north"]').click();
    await expect(step).toContainText('Krawędź startowa — Bartek (Wielka Brytania): północ; Ala (Francja): południe.');
    await page.getByRole('button', { name: 'Zatwierdź krawędź' }).click();

    // 3-R6, 3-R7: shuffle, cut, draw 5
    await expect(page.getByRole('heading', { level: 2, name: 'Tasowanie i 5 kart na rękę' })).toBeVisible();
    await expect(step).toContainText('Przeciwnik przekłada talię.');
    await page.getByRole('button', { name: 'Karty rozdane' }).click();

    // 3-R8, 3.3: Ala deploys 8 French units on ranks 1–2, then Bartek 8 British on ranks 7–8
    await expect(page.getByRole('heading', { level: 2, name: 'Rozstawienie jednostek' })).toBeVisible();
    await expect(step).toContainText('Decyduje: Ala (Pierwszy gracz)');
    const board = page.getByRole('grid', { name: 'Pole bitwy: rozstawienie' });
    // the engine took the painted square
    await expect(board.locator('[data-square="e4"]')).toHaveAttribute('data-terrain', 'town');
    await expect(board.locator('.cell.dest')).toHaveCount(16);
    const units = page.locator('button[data-unit-id]');
    await expect(units).toHaveCount(8);
    await expect(units.first()).toContainText('siła');

    for (let i = 0; i < 8; i++) {
      const square = `${FILES[i]}1`;
      if (i === 7) {
        // the next unit is selected already (issue 23): the square alone places it
        await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
        await expect(step).toContainText('Następna: ');
        await board.locator(`[data-square="${square}"]`).click();
      } else {
        await units.first().click();
        await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
        await board.locator(`[data-square="${square}"]`).click();
      }
      await expect(board.locator(`[data-square="${square}"] [data-nation="france"]`)).toHaveCount(1);
      await expect(units).toHaveCount(i === 7 ? 8 : 7 - i);
    }
    await expect(step).toContainText('Teraz rozstawia Bartek.');
    await expect(step).toContainText('Decyduje: Bartek (Drugi gracz)');
    // the Second Player's home rows are ranks 7–8
    await expect(board.locator('[data-square="a8"]')).toHaveClass(/dest/);
    await expect(board.locator('[data-square="a2"]')).not.toHaveClass(/dest/);

    for (let i = 0; i < 8; i++) {
      await units.first().click();
      await board.locator(`[data-square="${FILES[i]}8"]`).click();
      if (i < 7) await expect(units).toHaveCount(7 - i);
    }

    // the finished deployment is shown before play begins (issue 15): the last unit on the board,
    // not saved until the players start the battle
    await expect(page.getByRole('heading', { name: 'Wszystkie jednostki są na mapie' })).toBeVisible();
    await expect(board.locator('[data-square="h8"] [data-nation="great-britain"]')).toHaveCount(1);
    expect(await storedActions(page, id)).toHaveLength(6 + 15);
    await page.getByRole('button', { name: 'Rozpocznij bitwę' }).click();

    // play begins: the route swaps the wizard for the play screen
    await expect(page.locator('.wizard')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Przygotowanie gry' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/game/${id}`);

    const actions = await storedActions(page, id);
    expect(actions).toHaveLength(6 + 16);
    expect(actions[1]).toMatchObject({
      type: 'choose-map',
      sections: [
        { id: 1, rotation: 0 },
        { id: 5, rotation: 90 },
        { id: 10, rotation: 0 },
        { id: 22, rotation: 0 }
      ]
    });
    // e4: rank 4 (row 5 from the top), file e
    expect((actions[1] as { terrain: string[] }).terrain[4]![4]).toBe('t');
    expect(actions.slice(2, 6)).toEqual(TO_DEPLOY.slice(2));
  });

  test('switches language inside the wizard without a reload', async ({ page }) => {
    await createGame(page, { actions: TO_DEPLOY.slice(0, 1) });
    await expect(page.getByRole('heading', { level: 2, name: 'Pole bitwy z 4 sekcji mapy' })).toBeVisible();
    await page.locator('[data-section="12"]').click();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeVisible();
    await expect(page.locator('section.step')).toContainText('Decision: Ala (First Player)');
    await expect(page.locator('section.step')).toContainText('rule 3');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    // the choice in progress is kept
    await expect(page.locator('[data-section="12"]')).toContainText('placed: north-west');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 2, name: 'Pole bitwy z 4 sekcji mapy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cofnij' })).toBeEnabled();
  });
});

/** Tap a face on the dice pad (one tap per die). */
async function face(page: Page, n: number): Promise<void> {
  await page
    .getByTestId('dice')
    .locator('.pad button', { hasText: new RegExp(`^${n}$`) })
    .click();
}

test.describe('setup wizard', () => {
  test.use({ locale: 'en-GB' });

  test('a tie is recorded and rolled again', async ({ page }) => {
    await createGame(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Roll for the First Player' })).toBeVisible();
    await face(page, 5);
    await face(page, 5);

    await expect(page.getByRole('status').filter({ hasText: 'A tie, 5–5: roll again.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Roll for the First Player' })).toBeVisible();
    await expect(page.locator('.history li')).toHaveText(['Ala: 5, Bartek: 5']);
    // fresh dice for the new roll
    await expect(page.getByRole('button', { name: 'Ala (d10): empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bartek (d10): empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

    // a d10's 0 face counts as 10: Bartek wins 10–2 (typed on a keyboard: 2, then 0)
    await page.getByTestId('dice').locator('.pad button').first().focus();
    await page.keyboard.press('2');
    await page.keyboard.press('0');
    await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeVisible();
    await expect(page.locator('section.step')).toContainText('Decision: Bartek (First Player)');
    await expect(page.locator('.summary')).toContainText('First Player: Bartek (rolled 10–2)');
  });

  test('the in-app roll always ends on a First Player or a recorded tie', async ({ page }) => {
    await createGame(page);
    await page.getByRole('button', { name: 'Roll in the app' }).click();
    await expect(
      page
        .getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })
        .or(page.getByRole('status').filter({ hasText: 'roll again' }))
    ).toBeVisible();
  });

  test('undo goes back a step, and takes back a deployed unit', async ({ page }) => {
    await createGame(page, { actions: TO_DEPLOY.slice(0, 2) });
    await expect(page.getByRole('heading', { level: 2, name: 'Choose the two nations' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeFocused();
    // the map step shows the layout that was taken back, ready to confirm again or change
    for (const name of [
      'north-west: section 1, turned 0°',
      'north-east: section 5, turned 90°',
      'south-west: section 10, turned 0°',
      'south-east: section 22, turned 0°'
    ])
      await expect(page.getByRole('button', { name: `Place ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm the map' })).toBeEnabled();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Roll for the First Player' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // deployment: one unit placed, then taken back
    await createGame(page, { actions: TO_DEPLOY });
    const board = page.getByRole('grid', { name: 'Battlefield: deployment' });
    const units = page.locator('button[data-unit-id]');
    await expect(units).toHaveCount(8);
    const first = await units.first().getAttribute('data-unit-id');
    await units.first().click();
    await board.locator('[data-square="c2"]').click();
    await expect(board.locator('[data-square="c2"] [data-nation="france"]')).toHaveCount(1);
    await expect(units).toHaveCount(7);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(board.locator('[data-square="c2"] [data-unit]')).toHaveCount(0);
    await expect(units).toHaveCount(8);
    await expect(page.locator(`button[data-unit-id="${first}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Deploy the units' })).toBeVisible();
  });

  test('deploys with the keyboard only, unit first or square first', async ({ page }) => {
    await createGame(page, { actions: TO_DEPLOY });
    const board = page.getByRole('grid', { name: 'Battlefield: deployment' });
    const units = page.locator('button[data-unit-id]');
    await expect(units).toHaveCount(8);

    // unit first: Enter on a unit, Tab into the board, arrows, Enter
    await units.first().focus();
    await page.keyboard.press('Enter');
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
    await units.last().focus();
    await page.keyboard.press('Tab');
    await expect(board.locator('[data-square="a1"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(board.locator('[data-square="b1"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(board.locator('[data-square="b1"] [data-nation="france"]')).toHaveCount(1);
    await expect(units).toHaveCount(7);

    // the next unit is selected for the player (issue 23): Space on a square places it
    await expect(units.first()).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(board.locator('[data-square="b2"]')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(board.locator('[data-square="b2"] [data-nation="france"]')).toHaveCount(1);
    await expect(units).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'is on b2.' })).toHaveCount(1);

    // square first, once no unit is selected (the next one taken, then deselected): Enter on a
    // square, Shift+Tab back to the units, Enter; the focus returns to the board
    await units.first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.locator('button[data-unit-id][aria-pressed="true"]')).toHaveCount(0);
    await units.last().focus();
    await page.keyboard.press('Tab');
    await expect(board.locator('[data-square="b2"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(board.locator('[data-square="c2"]')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(board.locator('[data-square="c2"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('section.step')).toContainText('Square c2: now tap a unit.');
    await page.keyboard.press('Shift+Tab');
    await expect(units.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(board.locator('[data-square="c2"] [data-nation="france"]')).toHaveCount(1);
    await expect(units).toHaveCount(5);
    await expect(board.locator('[data-square="c2"]')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'is on c2.' })).toHaveCount(1);
  });

  test('an illegal deployment square is refused with the engine’s reason', async ({ page }) => {
    // section 21 in the south-west puts a lake on b1
    await createGame(page, {
      actions: [
        TO_DEPLOY[0]!,
        {
          type: 'choose-map',
          sections: [
            { id: 1, rotation: 0 },
            { id: 5, rotation: 0 },
            { id: 21, rotation: 0 },
            { id: 22, rotation: 0 }
          ]
        },
        ...TO_DEPLOY.slice(2)
      ]
    });
    const board = page.getByRole('grid', { name: 'Battlefield: deployment' });
    const units = page.locator('button[data-unit-id]');
    const alert = page.locator('.bar [role="alert"]');
    await expect(board.locator('[data-square="b1"]')).toHaveAttribute('data-terrain', 'lake');
    // the engine's legal squares: ranks 1–2 without the lake
    await expect(board.locator('.cell.dest')).toHaveCount(15);
    await expect(board.locator('[data-square="b1"]')).not.toHaveClass(/dest/);

    // outside the home rows (3.3-R1)
    await units.first().click();
    await board.locator('[data-square="e4"]').click();
    await expect(alert).toContainText('e4 is not in your two home rows');
    await expect(alert).toContainText('rule 3');
    await expect(board.locator('[data-square="e4"] [data-unit]')).toHaveCount(0);
    await expect(units).toHaveCount(8);

    // on the lake
    await board.locator('[data-square="b1"]').click();
    await expect(alert).toContainText('b1 is a Lake');
    await expect(alert).toContainText('rule 3');

    // a legal square clears the refusal
    await board.locator('[data-square="a1"]').click();
    await expect(board.locator('[data-square="a1"] [data-nation="france"]')).toHaveCount(1);
    await expect(alert).toHaveText('');

    // on an occupied square (3.3-R2), with the next unit selected for the player
    await board.locator('[data-square="a1"]').click();
    await expect(alert).toContainText('a1 is already occupied');
    await expect(alert).toContainText('rule 3');
    // outside the home rows, the same
    await board.locator('[data-square="d6"]').click();
    await expect(alert).toContainText('d6 is not in your two home rows');

    // in Polish, with the rule number
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(alert).toContainText('d6 nie leży w dwóch wierszach przy twojej krawędzi');
    await expect(alert).toContainText('zasada 3');
  });

  test('fits a 360 px phone in both languages and keeps touch targets of 44 px', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const smallTargets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.wizard button, .wizard label.swatch')]
          .filter((el) => el.offsetParent !== null)
          .map((el) => ({ text: el.textContent?.trim() ?? '', h: el.getBoundingClientRect().height }))
          .filter((b) => b.h < 44)
      );

    await createGame(page, { actions: TO_DEPLOY.slice(0, 1) });
    await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeVisible();
    for (const s of [1, 2, 3, 4]) await page.locator(`[data-section="${s}"]`).click();
    await page.getByRole('button', { name: 'Paint terrain' }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pole bitwy z 4 sekcji mapy' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await smallTargets()).toEqual([]);

    for (const n of [2, 3, 4, 5, 6]) {
      await createGame(page, { actions: TO_DEPLOY.slice(0, n) });
      await expect(page.locator('.wizard')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(await smallTargets()).toEqual([]);
    }
    // deployment: the whole board fits the width
    await expect(page.getByRole('grid', { name: 'Pole bitwy: rozstawienie' })).toBeVisible();
    const box = await page.locator('svg.board').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.width).toBeLessThanOrEqual(360);
  });

  test('has no serious or critical axe violations on the map and deployment steps', async ({ page }) => {
    test.setTimeout(90_000);
    const scan = async () => {
      const results = await axeOf(page).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };

    await createGame(page, { actions: TO_DEPLOY.slice(0, 1) });
    await expect(page.getByRole('heading', { level: 2, name: 'The battlefield from 4 map sections' })).toBeVisible();
    for (const s of [2, 6, 9]) await page.locator(`[data-section="${s}"]`).click();
    await page.getByRole('button', { name: 'Paint terrain' }).click();
    await page.getByRole('grid', { name: 'Preview of the 8×8 battlefield' }).locator('[data-square="c3"]').click();
    expect(await scan()).toEqual([]);

    await createGame(page, { actions: TO_DEPLOY });
    const board = page.getByRole('grid', { name: 'Battlefield: deployment' });
    await page.locator('button[data-unit-id]').first().click();
    await board.locator('[data-square="b2"]').click();
    await page.locator('button[data-unit-id]').first().click();
    await board.locator('[data-square="b5"]').click();
    await expect(page.locator('.bar [role="alert"]')).toContainText('rule 3');
    expect(await scan()).toEqual([]);
  });
});
