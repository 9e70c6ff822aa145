// Every phone screen at 200 % text (issue 30 §7): the root font size doubled (html { font-size: 200% },
// set through the CSSOM before the app's first script, as a browser's text size setting doubles the
// rem every size is written in; an inline <style> would be refused by the app's CSP). On a 390×844
// phone: no page scrolls sideways, nothing that clips (overflow hidden, auto, clip) cuts its content
// (scrollWidth ≤ clientWidth), nothing sticks out of the screen's right edge, every key control is in
// the viewport or reachable by scrolling (scrolled into view, it is whole on the screen), and the
// board keeps a usable size (at least 300 px). The screens that never scroll at the usual size
// (lessons, the guided battle, board mode, the play screen) scroll as a page instead
// (layout.svelte.ts: html.big-text). A wide table may scroll sideways in a box of its own that the
// keyboard reaches (the rulebook's charts). One page per test, several screens each.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { LESSONS } from '../../src/lib/learn';
import { encodePositionJsonLink, parsePosition, toRecord, type Game, type GameRecord } from '../../src/lib/rules';
import { makeBot, matchDeckSeed, playMatch, randomPlayer, type Player } from '../../src/lib/bot';
import { QUESTIONS } from './fixtures/board-positions';
import { fixture } from './steps';
import { storeRecord } from './store';

const W = 390;
const H = 844;
test.use({ viewport: { width: W, height: H } });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const big = () => document.documentElement.style.setProperty('font-size', '200%');
    if (document.documentElement) big();
    else
      new MutationObserver((_, o) => {
        if (!document.documentElement) return;
        o.disconnect();
        big();
      }).observe(document, { childList: true });
  });
});

/** What is cut or off the screen's right edge, in words (empty: nothing). */
function cut(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) out.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => !c.startsWith('svelte-')).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll('body *')) {
      // what only screen readers get (1 px boxes) and the board's picture are not text to cut
      if (el.closest('.visually-hidden, .narrow-hidden, svg, dialog:not([open])')) continue;
      const box = el.getBoundingClientRect();
      // (and 1 px boxes: what is there for screen readers only, SvelteKit's route announcer among them)
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // a wide table scrolls in a box of its own that the keyboard reaches (the rulebook's charts): scrolling where it must
      const tableBox = /auto|scroll/.test(style.overflowX) && el.matches('[tabindex="0"]:has(> table)');
      if (el.closest('[tabindex="0"]:has(> table) > table')) continue;
      if (!tableBox && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        out.push(`cut: ${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
      if (box.right > width + 1 && style.position !== 'fixed') out.push(`off the right edge: ${name(el)} at ${Math.round(box.right)}`);
    }
    return out.slice(0, 12);
  }, W);
}

/** The control can be brought whole into the viewport (by scrolling, if it must). */
async function reachable(control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, `${what}: on the screen`).not.toBeNull();
  const b = box!;
  expect(b.x >= 0 && b.x + b.width <= W + 1 && b.y >= -1 && b.y + b.height <= H + 1, `${what}: whole in view, ${JSON.stringify(b)}`).toBe(
    true
  );
}

async function boardWidth(page: Page): Promise<number> {
  return (await page.locator('svg.board').first().boundingBox())?.width ?? 0;
}

async function screen(page: Page, what: string, controls: [Locator, string][], board = false): Promise<void> {
  // the app sees the large text once its page has started (CI retry: looked at before that)
  await expect(page.locator('html'), `${what}: large text seen`).toHaveClass(/\bbig-text\b/);
  expect(await cut(page), what).toEqual([]);
  for (const [c, name] of controls) await reachable(c, `${what}: ${name}`);
  if (board) expect(await boardWidth(page), `${what}: the board's width`).toBeGreaterThanOrEqual(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${what.replace(/\W+/g, '-')}.png`) });
}

for (const locale of ['en-GB', 'pl-PL'])
  test.describe(locale, () => {
    test.use({ locale });
    test(`the lessons at 200 % text (${locale}): the map, a squares, an action and a choice stage, the guided battle's scoring`, async ({
      page
    }) => {
      test.setTimeout(90_000);
      await page.goto('/learn');
      await expect(page.locator('[data-testid="learn-battle"][data-loaded="true"]')).toBeVisible();
      await screen(page, '/learn', [[page.getByTestId('learn-battle-start'), 'the battle']]);

      await page.goto('/learn?lesson=' + LESSONS[1]!.id);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await screen(page, 'a lesson', [[page.locator('ol.stages a').last(), 'its last stage']]);

      const foot = (what: string): [Locator, string][] => [
        [page.getByTestId('learn-hint'), `${what}'s Hint`],
        [page.getByTestId('learn-stage').getByTestId('rule-link').last(), `${what}'s rule link`]
      ];
      await page.goto('/learn?stage=move-infantry');
      await expect(page.getByTestId('learn-goal')).toBeVisible();
      await screen(page, 'a squares stage', [...foot('squares'), [page.getByTestId('learn-check'), 'Check']], true);
      await page.goto('/learn?stage=move-game');
      await expect(page.getByTestId('learn-action')).toBeVisible();
      const actions = await page.getByTestId('learn-action').getByRole('button').all();
      await screen(
        page,
        'an action stage',
        [...foot('action'), ...actions.map((b, i): [Locator, string] => [b, `action button ${i + 1}`])],
        true
      );
      await page.goto('/learn?stage=battlefield-strength');
      await expect(page.getByTestId('learn-goal')).toBeVisible();
      const options = await page.locator('[data-testid="learn-stage"] [data-option]').all();
      await screen(page, 'a choice stage', [...foot('choice'), ...options.map((b, i): [Locator, string] => [b, `option ${i + 1}`])], true);

      await page.goto('/learn?battle=scoring');
      await expect(page.getByTestId('learn-final')).toBeVisible();
      await screen(page, "the battle's scoring", [[page.getByTestId('learn-final-next'), 'Start']], true);
      await page.getByTestId('learn-final-next').click();
      await screen(page, "the battle's scoring, a mark", [
        [page.getByTestId('learn-final-skip'), 'Skip'],
        [page.getByTestId('learn-final-next'), 'Next'],
        [page.getByTestId('learn-final-prev'), 'Back']
      ]);
      await page.getByTestId('learn-final-skip').click();
      await screen(page, "the battle's result", [
        [page.getByTestId('learn-final-result'), 'the result'],
        [page.getByTestId('learn-final-done'), 'To the lessons']
      ]);
    });
  });

test('board mode at 200 % text: the four tabs, both palettes whole, Ask and the calculator, the board at its usual size', async ({
  page
}) => {
  test.setTimeout(60_000);
  const r = parsePosition(QUESTIONS);
  if (!r.ok) throw new Error(r.error.message);
  await page.goto(`/board#json=${encodePositionJsonLink(r.value)}`);
  await expect(page.locator('[data-testid="bm-palette-1"] [data-unit]').first()).toBeVisible();
  const tabs = ['setup', 'ask', 'combat', 'night'].map((t): [Locator, string] => [page.getByTestId(`bm-tab-${t}`), `the ${t} tab`]);
  const britain = await page.locator('[data-testid="bm-palette-1"] [data-unit]').all();
  expect(britain.length).toBeGreaterThan(0);
  await screen(page, 'set-up', [...tabs, ...britain.map((u, i): [Locator, string] => [u, `Great Britain's unit ${i + 1}`])], true);
  await page.getByTestId('bm-tab-ask').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await screen(page, 'Ask', [...tabs, [page.getByTestId('bm-ask-retreat'), 'the retreat answer']], true);
  await page.getByTestId('bm-tab-combat').click();
  await page.locator('.bm-board [data-square="d2"]').click();
  await page.locator('.bm-board [data-square="c2"]').click();
  await screen(page, 'the calculator', [...tabs, [page.getByTestId('bm-calc-target'), 'the target']], true);
  await page.getByTestId('bm-tab-night').click();
  await screen(page, 'nightfall', tabs, true);
});

test('home, the play screen and the guided battle at 200 % text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await screen(page, 'home', [[page.getByRole('button', { name: 'Start the game' }), 'Start the game']]);

  const id = `big-text-${Date.now()}`;
  await storeRecord(page, id, 'Large', fixture('france-britain'));
  await page.goto(`/game/${id}`);
  const bar = page.getByTestId('action-bar');
  await expect(bar).toHaveAttribute('data-step', 'discard');
  await screen(
    page,
    'play: discard',
    [
      [bar.getByTestId('discard-draw'), 'Discard nothing'],
      [bar.getByTestId('discard-open'), 'Choose cards']
    ],
    true
  );
  await bar.getByTestId('discard-draw').click();
  await expect(bar).toHaveAttribute('data-step', 'movement');
  await page.locator('svg.board [data-square="d2"]').click();
  await screen(page, 'play: movement', [[bar.getByRole('button').last(), 'the last button']], true);

  await page.goto('/learn');
  await page.locator('[data-testid="learn-battle"][data-loaded="true"]').waitFor();
  await page.getByTestId('learn-battle-start').click();
  await page.waitForURL(/\/game\/[^/]+$/);
  await expect(page.getByTestId('guided-card')).toBeVisible();
  await screen(page, "the guided battle's card", [[page.getByTestId('guided-dismiss'), 'Got it']], true);
});

test('settings, the rulebook and the setup wizard at 200 % text', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/settings');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await screen(page, 'settings', [[page.getByRole('tab').last(), 'the sections tab']]);
  await page.goto('/rules');
  await expect(page.locator('.table-wrap').first()).toBeAttached();
  await screen(page, 'the rulebook', [[page.locator('main input').first(), 'the search']]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/game\//);
  await expect(page.locator('.wizard')).toBeVisible();
  await screen(page, 'setup', [[page.getByTestId('dice').locator('.pad button').last(), 'the last die face']]);
});

/** A match Adiutant really played (its cards dealt from its seed), up to its first move, with `setup.opponent` as the app writes it. */
function soloAtMove(): GameRecord {
  const seed = 3;
  const seat = 1 as const;
  const deck = matchDeckSeed(seed, seat);
  const bot = makeBot('normal', deck);
  let at: Game | null = null;
  const adiutant: Player = (view) => {
    const a = bot(view);
    if ('action' in a && a.action.type === 'move') {
      at = view.game;
      throw new Error('at its first move');
    }
    return a;
  };
  try {
    playMatch({ seed, players: [randomPlayer(seed), adiutant] });
  } catch (e) {
    if (!at) throw e;
  }
  const rec = toRecord(at!);
  return { ...rec, setup: { ...rec.setup, opponent: { seat, level: 'normal', seed: deck } } };
}

for (const locale of ['en-GB', 'pl-PL'])
  test.describe(`Adiutant (${locale})`, () => {
    test.use({ locale });
    test(`Adiutant's card and a game's summary at 200 % text (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      const id = `big-solo-${locale}`;
      await storeRecord(page, id, 'Solo', soloAtMove());
      await page.goto(`/game/${id}`);
      await expect(page.getByTestId('bot-sentence')).toBeVisible({ timeout: 30_000 });
      await screen(page, `Adiutant's card (${locale})`, [
        [page.getByTestId('bot-done'), 'Done'],
        [page.getByTestId('bot-why'), 'Why?']
      ]);
      await page.goto(`/game/${id}/summary`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await screen(page, `the summary (${locale})`, []);
    });
  });
