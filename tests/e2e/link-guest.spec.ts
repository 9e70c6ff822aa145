// The table link (issue 34), the guest phone's side: opening the host's link, keeping no game of its
// own until "Keep a copy", nothing leaving the two phones, Undo from the guest, questions on either
// phone while the other decides, a tap lost with a drop (told it was not saved) or played (caught
// up silently), and a network that keeps the phones apart (no link within 10 s). Phones, fixture and
// steps: link-phones.ts.
import { sample } from '../seed';
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE } from './link-net';
import {
  alertBox,
  bar,
  hold,
  hostAssaults,
  hostCode,
  hostGame,
  linked,
  loseHeld,
  pair,
  phone,
  record,
  savedGames,
  stopLink,
  storedActions,
  useLinkNet
} from './link-phones';

useLinkNet();

/** Every request a phone's pages make, from now on. */
function requestsOf(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => void urls.push(r.url()));
  for (const page of context.pages()) page.on('websocket', (w) => void urls.push(w.url()));
  context.on('page', (page) => page.on('websocket', (w) => void urls.push(w.url())));
  return urls;
}

test('the guest opens the host’s link: it answers at once; it keeps no game until “Keep a copy”; nothing leaves the two phones', async () => {
  const a = await phone('en-US');
  const b = await phone('en-US');
  const sent = [a, b].map((p) => requestsOf(p.context));
  const host = a.page;
  const guest = b.page;
  const id = await hostGame(host);
  const { sheet, code } = await hostCode(host, 1);
  const link = sheet.getByTestId('link-offer-link');
  // the link holds the same code as the text
  await expect(link).toHaveAttribute('href', `${BASE}/link#${code}`);
  // the other phone opens the link: its answer is shown with nothing pasted
  await guest.goto((await link.getAttribute('href'))!);
  const reply = guest.getByTestId('link-reply-text');
  await expect(reply).toHaveValue(/^[A-Za-z0-9_-]{80,}$/, { timeout: 15_000 });
  await expect(guest.getByTestId('link-reply-link')).toHaveAttribute('href', `${BASE}/link#${await reply.inputValue()}`);
  await sheet.getByTestId('link-answer-text').fill(await reply.inputValue());
  await sheet.getByTestId('link-answer-submit').click();
  await expect(sheet.getByTestId('link-peer')).toHaveAttribute('data-state', 'linked', { timeout: 12_000 });
  await host.keyboard.press('Escape');
  // the guest plays the defender's step: still no game of its own on this phone
  await hostAssaults(host);
  await bar(guest, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(host, 'combat:attacker')).toBeVisible();
  expect(await savedGames(guest)).toEqual([]);
  await guest.getByTestId('link-button').click();
  await expect(guest.getByTestId('link-guest-state')).toHaveText("Linked to Ala's phone.");
  await guest.getByTestId('link-keep').click();
  await expect(guest.getByTestId('link-guest-sheet').getByRole('status')).toHaveText('A copy is in your saved games.');
  // the copy: one saved game, the host's record as it stands
  const kept = await savedGames(guest);
  expect(kept).toHaveLength(1);
  expect(kept[0]!.name).toBe('Wagram');
  expect(await storedActions(guest, kept[0]!.id)).toEqual(await storedActions(host, id));
  // no request left the two phones: every one went to the app's own server (the link is WebRTC)
  const all = sent.flat();
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((u) => !u.startsWith(`${BASE}/`) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('undo from the guest’s phone takes back its own tap on the host’s record; questions work on the phone that waits', async () => {
  const t = await linked();
  // the guest waits for France's Discard Phase: "?", the turn guide and Night? answer there all the same
  await expect(t.guest.getByTestId('link-waiting')).toBeVisible();
  await t.guest.getByTestId('link-waiting-why').click();
  await expect(t.guest.getByTestId('link-why-sheet')).toContainText('Discard Phase (rule 4)');
  await t.guest.keyboard.press('Escape');
  await t.guest.locator('.tabs [data-panel="guide"]').click();
  await expect(t.guest.getByTestId('panel-sheet')).toBeVisible();
  await expect(t.guest.getByTestId('panel-sheet')).toContainText('Discard');
  await t.guest.keyboard.press('Escape');
  await t.guest.getByTestId('night-toggle').click();
  await expect(t.guest.getByTestId('night-toggle')).toHaveAttribute('aria-pressed', 'true');
  await t.guest.getByTestId('night-toggle').click();
  await hostAssaults(t.host);
  const before = await storedActions(t.host, t.id);
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(t.host, 'combat:attacker')).toBeVisible();
  // the attacker's step is the host's: the guest reads the combat's totals meanwhile (rule 6.1)
  await t.guest.locator('.tabs [data-panel="combat"]').click();
  await expect(t.guest.getByTestId('panel-sheet')).toContainText('Attack Total 8');
  await t.guest.keyboard.press('Escape');
  // one tap, the defender's two passes (no Withdraw, no defence card: rule 6.1)
  expect((await storedActions(t.host, t.id)).slice(before.length)).toEqual([{ type: 'pass' }, { type: 'pass' }]);
  // Undo on the guest: the host takes back that tap, both phones show the defender's step again
  await t.guest.getByTestId('bar-undo').click();
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  await expect(t.host.getByTestId('link-waiting-text')).toHaveText(
    /Waiting for Bartek \(Great Britain\): Combat Phase, Withdraw or defend/
  );
  expect(await storedActions(t.host, t.id)).toEqual(before);
  await t.close();
});

test('a tap lost when the link drops is said at the rejoin (not saved); a tap the host played before the drop is caught up silently', async () => {
  const t = await linked();
  await hostAssaults(t.host);
  const before = await storedActions(t.host, t.id);
  // the guest's tap is on its way when the link drops: the host never gets it
  await hold(t.host);
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await stopLink(t.host);
  await loseHeld(t.host);
  await expect(t.guest.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 6000 });
  expect(await storedActions(t.host, t.id)).toEqual(before);
  await pair(t.host, t.guest, 1, true);
  await expect(alertBox(t.guest)).toHaveText('The link dropped before the host phone got your last tap: it was not saved');
  await expect(bar(t.guest, 'combat:withdraw')).toBeVisible();
  // now the host gets the tap and plays it, but its answer never reaches the guest before the drop
  await hold(t.guest);
  await bar(t.guest, 'combat:withdraw').locator('[data-primary]').click();
  await expect(bar(t.host, 'combat:attacker')).toBeVisible();
  await stopLink(t.host);
  await loseHeld(t.guest);
  await expect(t.guest.getByTestId('link-button')).toHaveAttribute('data-state', 'down', { timeout: 6000 });
  await pair(t.host, t.guest, 1, true);
  // caught up: the tap is in the record once, and the guest is told nothing
  await expect(t.guest.getByTestId('link-waiting-text')).toHaveText(/Waiting for Ala \(France\): Combat Phase, Attack cards/);
  await expect(t.guest.getByTestId('link-waiting-error')).toHaveCount(0);
  const after = await storedActions(t.host, t.id);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length)).toEqual([{ type: 'pass' }, { type: 'pass' }]);
  await t.close();
});

/** The code with another UDP port for its candidate (nothing listens there: no link can open). */
function unreachable(code: string): string {
  const b = Buffer.from(code, 'base64url');
  let i = 37; // version, tag, fingerprint
  i += 1 + b[i]!; // ufrag
  i += 1 + b[i]!; // pwd
  const port = ((b[i]! << 8) | b[i + 1]!) === 9 ? 10 : 9;
  b[i] = port >> 8;
  b[i + 1] = port & 255;
  return b.toString('base64url');
}

// one language in each run (drawn for the run; tests/seed.ts), both in test:full
for (const [locale, sentence] of sample(
  [
    [
      'en-US',
      'The phones did not link within 10 s: the network (a guest Wi-Fi, say) may keep devices apart. Join both phones to the same home Wi-Fi, or turn on one phone’s hotspot and join the other to it'
    ],
    ['pl-PL', 'Telefony nie połączyły się w ciągu 10 s: sieć (np. Wi-Fi dla gości) może je od siebie oddzielać.']
  ] as const,
  1,
  'link apart language'
))
  test(`${locale}: a network that keeps the phones apart: no link within 10 s, one sentence with what to try; the game stays a one-phone game`, async () => {
    const a = await phone(locale);
    const b = await phone(locale);
    const host = a.page;
    const id = await hostGame(host);
    const { sheet, code } = await hostCode(host, 1);
    // each phone is given an address of the other that reaches nothing (as a Wi-Fi that isolates devices)
    await b.page.goto('/link');
    await b.page.getByTestId('link-offer-input-text').fill(unreachable(code));
    await b.page.getByTestId('link-offer-input-submit').click();
    const reply = b.page.getByTestId('link-reply-text');
    await expect(reply).toHaveValue(/^[A-Za-z0-9_-]{80,}$/, { timeout: 15_000 });
    await sheet.getByTestId('link-answer-text').fill(unreachable(await reply.inputValue()));
    const t0 = Date.now();
    await sheet.getByTestId('link-answer-submit').click();
    const error = sheet.getByTestId('link-answer-error');
    await expect(error).toContainText(sentence, { timeout: 15_000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(9_000);
    await expect(error).toBeInViewport();
    // the host plays on as a one-phone game
    await host.keyboard.press('Escape');
    await expect(host.getByTestId('link-button')).not.toHaveAttribute('data-state', 'linked');
    await bar(host, 'discard').locator('[data-primary]').click();
    await expect(bar(host, 'movement')).toBeVisible();
    expect((await storedActions(host, id)).length).toBeGreaterThan(record().actions.length);
    await a.context.close();
    await b.context.close();
  });
