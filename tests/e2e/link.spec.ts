// The table link (issue 34): two phones, one game, no server. Two browser contexts of one Chromium
// are the two phones (390×844); they pair through the text codes (a test cannot scan) in a network
// namespace of their own (link-net.ts). The host phone (Ala, France, seat 0) keeps the game; the
// guest phone plays Bartek (Great Britain, seat 1). Fixture: ordinary-turn (France's Discard
// Phase; the 4th Regiment of Foot on d6 in reach of an Assault from d5).
import { sample } from '../seed';
import { expect, test } from '@playwright/test';
import { BASE, GATHER_NOTHING, linkBrowser } from './link-net';
import {
  alertBox,
  bar,
  cannotTest,
  guestTurn,
  hold,
  hostAssaults,
  hostGame,
  linked,
  pair,
  phone,
  record,
  release,
  rollOnes,
  sendRaw,
  square,
  stopLink,
  storedActions,
  useLinkNet
} from './link-phones';

useLinkNet();

// one language in each run (drawn for the run; tests/seed.ts), both in test:full
for (const [locale, words] of sample(
  [
    [
      'en-US',
      { waiting: /Waiting for Bartek \(Great Britain\): Combat Phase, Withdraw or defend/, hostWaits: /Waiting for Ala \(France\)/ }
    ],
    [
      'pl-PL',
      { waiting: /Czekamy na gracza Bartek \(Wielka Brytania\): Walki|Czekamy na gracza Bartek/, hostWaits: /Czekamy na gracza Ala/ }
    ]
  ] as const,
  1,
  'link whole turn language'
)) {
  test(`${locale}: a whole player turn from each phone; the defender answers on the guest; each phone from its own edge`, async () => {
    const a = await phone(locale);
    const b = await phone(locale);
    const id = await hostGame(a.page);
    await pair(a.page, b.page, 1);
    const host = a.page;
    const guest = b.page;
    // each phone from its own player's edge: France (south) at the bottom of the host, Great Britain's on the guest
    const hostRotation = await host.locator('svg.board').getAttribute('data-rotation');
    const guestRotation = await guest.locator('svg.board').getAttribute('data-rotation');
    expect(hostRotation).not.toBe(guestRotation);
    // France decides: the guest waits
    await expect(guest.getByTestId('link-waiting-text')).toHaveText(words.hostWaits);
    await hostAssaults(host);
    // the defender's answers are Great Britain's, on the guest
    await expect(host.getByTestId('link-waiting-text')).toHaveText(words.waiting);
    await expect(bar(guest, 'combat:withdraw')).toBeVisible();
    // the move and the declaration are on the guest's board too
    await expect(guest.locator('svg.board [data-square="d5"] [data-unit]')).toBeVisible();
    await bar(guest, 'combat:withdraw').locator('[data-primary]').click();
    await expect(bar(host, 'combat:attacker')).toBeVisible();
    await bar(host, 'combat:attacker').locator('[data-primary]').click();
    await expect(bar(host, 'combat:roll')).toBeVisible();
    await rollOnes(host);
    await expect(bar(guest, 'combat:choose')).toBeVisible();
    await bar(guest, 'combat:choose').locator('[data-primary]').click();
    await expect(bar(host, 'restoration')).toBeVisible();
    await bar(host, 'restoration').locator('[data-primary]').click();
    // Great Britain's whole turn on the guest phone: discard nothing, a move the engine allows, no combat
    await expect(guest.locator('[data-testid="action-bar"][data-step="discard"][data-player="1"]')).toBeVisible();
    await expect(host.getByTestId('link-waiting')).toBeVisible();
    await guestTurn(guest, host, id);
    await expect(host.locator('[data-testid="action-bar"][data-step="discard"][data-player="0"]')).toBeVisible();
    await expect(guest.getByTestId('link-waiting')).toBeVisible();
    // nothing doubled: one move, one Assault, one roll in the stored record
    const actions = (await storedActions(host, id)).slice(record().actions.length);
    // one move each (France d4→d5 on the host, Great Britain's on the guest)
    expect(actions.filter((x) => x.type === 'move')).toHaveLength(2);
    expect(actions.find((x) => x.type === 'move')).toEqual({ type: 'move', from: 'd4', to: 'd5' });
    expect(actions.filter((x) => x.type === 'assault')).toHaveLength(1);
    expect(actions.filter((x) => x.type === 'roll')).toHaveLength(1);
    expect(actions.filter((x) => x.type === 'choose-result')).toHaveLength(1);
    await a.context.close();
    await b.context.close();
  });
}

test('a refused action on the guest: the engine’s reason on the guest, nothing reaches the record (rule 5-R1)', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await bar(t.host, 'combat:attacker').locator('[data-primary]').click();
  await rollOnes(t.host);
  await bar(t.guest, 'combat:choose').locator('[data-primary]').click();
  await bar(t.host, 'restoration').locator('[data-primary]').click();
  await bar(t.guest, 'discard').locator('[data-primary]').click();
  await expect(bar(t.guest, 'draw').or(bar(t.guest, 'movement'))).toBeVisible();
  if (await bar(t.guest, 'draw').isVisible()) await bar(t.guest, 'draw').locator('[data-primary]').click();
  const before = (await storedActions(t.host, t.id)).length;
  // no move yet: the engine refuses to end the Movement Phase, on the guest
  await bar(t.guest, 'movement').locator('[data-primary]').click();
  await expect(alertBox(t.guest)).toHaveText('You must move one unit first — rule 5');
  await expect(bar(t.guest, 'movement')).toBeVisible();
  expect((await storedActions(t.host, t.id)).length).toBe(before);
  await expect(t.host.getByTestId('link-waiting-error')).toHaveCount(0);
  await t.close();
});

test('two taps at once: the host’s order wins, the guest is told its tap came second and it is dropped; nothing doubled', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  const before = await storedActions(t.host, t.id);
  // both phones tap on the same record: the guest answers the Assault while the host takes it back;
  // the guest's message is held on its way until the host's tap is saved (the host saw it first)
  await t.host.evaluate(() => ((window as unknown as { __linkHold: boolean }).__linkHold = true));
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await t.host.getByTestId('bar-undo').click();
  await expect(bar(t.host, 'combat')).toBeVisible();
  await t.host.evaluate(() => (window as unknown as { __linkRelease: () => void }).__linkRelease());
  await expect(t.guest.getByTestId('link-waiting-error')).toHaveText('Your tap came second: the game moved on');
  // exactly one landed: the undo; the guest's answer was not played on the record that moved on
  const after = await storedActions(t.host, t.id);
  expect(after.length).toBeLessThan(before.length);
  expect(after).toEqual(before.slice(0, after.length));
  expect(after.filter((a) => a.type === 'assault')).toHaveLength(0);
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(/Waiting for Ala \(France\)/);
  // the game goes on from there on both phones
  await square(t.host, 'd6').click();
  await bar(t.host, 'combat').locator('[data-option^="assault-"]').click();
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  expect((await storedActions(t.host, t.id)).filter((a) => a.type === 'assault')).toHaveLength(1);
  await t.close();
});

test('close the guest mid-turn: the host says so at once and plays on; the guest reopens and rejoins, caught up, nothing doubled', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  await t.guest.close();
  // the host says so at once and its game goes on as a one-phone game: the defender's step is here now
  await expect(t.host.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 6000 });
  await expect(bar(t.host, 'combat:withdraw')).toBeVisible();
  await expect(alertBox(t.host)).toContainText('The link to Bartek’s phone dropped');
  await bar(t.host, 'combat:withdraw').locator('[data-primary]').click();
  await bar(t.host, 'combat:attacker').locator('[data-primary]').click();
  // the guest opens the app again and pairs again
  const guest = await t.b.context.newPage();
  await pair(t.host, guest, 1);
  await expect(bar(t.host, 'combat:roll')).toBeVisible();
  await expect(guest.getByTestId('link-waiting-text')).toHaveText(/Waiting for Ala \(France\): Combat Phase, The roll/);
  await expect(guest.locator('svg.board [data-square="d5"] [data-unit]')).toBeVisible();
  await rollOnes(t.host);
  await expect(bar(guest, 'combat:choose')).toBeVisible();
  await bar(guest, 'combat:choose').locator('[data-primary]').click();
  await expect(bar(t.host, 'restoration')).toBeVisible();
  const actions = (await storedActions(t.host, t.id)).slice(record().actions.length);
  for (const type of ['move', 'assault', 'roll', 'choose-result'])
    expect(
      actions.filter((x) => x.type === type),
      type
    ).toHaveLength(1);
  // no Withdraw and no defence card (one step on the host, two passes), no further attack card
  expect(actions.filter((x) => x.type === 'pass')).toHaveLength(3);
  await t.close();
});

test('a drop while both pages stay open: both say so; pairing again from the same page catches the guest up with what it missed', async () => {
  const t = await linked();
  // the host stops the link: both phones say so at once
  await stopLink(t.host);
  await expect(t.guest.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 6000 });
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(
    'The link to the host phone is lost. The game goes on there; pair again to rejoin.'
  );
  // the guest offers no step meanwhile (the game goes on on the host phone); the host plays on alone
  await expect(t.guest.getByTestId('action-bar')).toHaveCount(0);
  await hostAssaults(t.host);
  await bar(t.host, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(t.host, 'combat:attacker')).toBeVisible();
  // pairing again from the guest's open page (its link sheet): caught up silently
  await pair(t.host, t.guest, 1, true);
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(/Waiting for Ala \(France\): Combat Phase, Attack cards/);
  await expect(t.guest.locator('svg.board [data-square="d5"] [data-unit]')).toBeVisible();
  await expect(t.guest.getByTestId('link-waiting-error')).toHaveCount(0);
  await t.close();
});

test('a drop that mends itself while both pages stay open: both say so, the host plays on alone, then both are linked again and the guest is caught up', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  // nothing gets through either way (each phone's messages wait on the way): both go silent
  await hold(t.host);
  await hold(t.guest);
  await expect(t.guest.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 8000 });
  await expect(t.host.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 8000 });
  await expect(alertBox(t.host)).toContainText('The link to Bartek’s phone dropped');
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(
    'The link to the host phone is lost. The game goes on there; pair again to rejoin.'
  );
  await expect(t.guest.getByTestId('action-bar')).toHaveCount(0);
  // the host's game goes on as a one-phone game: the defender's step is taken there
  await bar(t.host, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(t.host, 'combat:attacker')).toBeVisible();
  // the network comes back: what waited arrives, in order; both phones are linked again, no pairing
  await release(t.host);
  await release(t.guest);
  await expect(t.guest.getByTestId('link-button')).toHaveAttribute('data-state', 'linked', { timeout: 8000 });
  await expect(t.host.getByTestId('link-button')).toHaveAttribute('data-state', 'linked', { timeout: 8000 });
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(/Waiting for Ala \(France\): Combat Phase, Attack cards/);
  await expect(t.guest.getByTestId('link-waiting-error')).toHaveCount(0);
  await expect(alertBox(t.host)).toHaveText('');
  const actions = (await storedActions(t.host, t.id)).slice(record().actions.length);
  expect(actions.filter((x) => x.type === 'assault')).toHaveLength(1);
  expect(actions.slice(-2)).toEqual([{ type: 'pass' }, { type: 'pass' }]);
  await t.close();
});

test('a forged or replayed message is refused and logged on screen; the record is unchanged', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(t.host, 'combat:attacker')).toBeVisible();
  const before = await storedActions(t.host, t.id);
  // the guest's own last tap, sent again as it was: a replay
  await sendRaw(t.guest, (sent) => sent.filter((x) => x.includes('"t":"act"')).pop()!);
  await expect(alertBox(t.host)).toContainText('Refused a message from Bartek sent again');
  // a sync (the host's kind of message) from the guest, with the next number and the right pairing: forged
  await sendRaw(t.guest, (sent) => {
    const last = JSON.parse(sent[sent.length - 1]!) as { tag: string; seq: number };
    const at = { length: 0, hash: '0000000000000000' };
    return JSON.stringify({ v: 1, tag: last.tag, seq: last.seq + 1, t: 'sync', from: null, keep: 0, actions: [], at, depth: 0 });
  });
  await expect(alertBox(t.host)).toContainText('Refused a message from Bartek');
  await t.host.getByTestId('link-button').click();
  await expect(t.host.getByTestId('link-log').locator('li')).toHaveCount(2);
  await t.host.keyboard.press('Escape');
  expect(await storedActions(t.host, t.id)).toEqual(before);
  await t.close();
});

test('the watcher: a third phone follows the game read-only and answers nothing', async () => {
  const t = await linked();
  const c = await phone('pl-PL');
  await pair(t.host, c.page, null);
  const watcher = c.page;
  await expect(watcher.getByTestId('link-waiting')).toContainText('Obserwacja');
  await expect(watcher.getByTestId('action-bar')).toHaveCount(0);
  await hostAssaults(t.host);
  // it follows: the move, then the defender's step (Bartek's, on his phone)
  await expect(watcher.locator('svg.board [data-square="d5"] [data-unit]')).toBeVisible();
  await expect(watcher.getByTestId('link-waiting-text')).toHaveText(/Czekamy na gracza Bartek/);
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  // a tap sent by the watcher anyway is refused as forged (watchers play nothing)
  const before = await storedActions(t.host, t.id);
  await sendRaw(watcher, (sent) => {
    const last = JSON.parse(sent[sent.length - 1]!) as { tag: string; seq: number };
    return JSON.stringify({ v: 1, tag: last.tag, seq: last.seq + 1, t: 'undo', n: 1, base: { length: 0, hash: '0000000000000000' } });
  });
  await expect(t.host.getByTestId('link-waiting-error')).toContainText('This phone only watches the game');
  expect(await storedActions(t.host, t.id)).toEqual(before);
  await c.context.close();
  await t.close();
});

// one language in each run (drawn for the run; tests/seed.ts), both in test:full
for (const [locale, sentence] of sample(
  [
    [
      'en-US',
      'The phones cannot link: this phone has no local network. Join both phones to the same Wi-Fi, or turn on one phone’s hotspot and join the other to it'
    ],
    ['pl-PL', 'Telefony nie mogą się połączyć: ten telefon nie ma sieci lokalnej.']
  ] as const,
  1,
  'link no network language'
))
  test(`${locale}: no network (no default route): one sentence with what to try; the game stays a one-phone game`, async () => {
    const bare = await linkBrowser({ bare: true });
    if ('skip' in bare) {
      cannotTest(bare.skip);
      test.skip(true, bare.skip);
      return;
    }
    const context = await bare.browser.newContext({
      baseURL: BASE,
      locale,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block'
    });
    if (bare.gatherNothing) await context.addInitScript(GATHER_NOTHING);
    const page = await context.newPage();
    await hostGame(page);
    await page.getByTestId('link-button').click();
    await page.getByTestId('link-seat-1').click();
    await expect(page.getByTestId('link-error')).toContainText(sentence, { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await bar(page, 'discard').locator('[data-primary]').click();
    await expect(bar(page, 'movement')).toBeVisible();
    await bare.browser.close();
  });
