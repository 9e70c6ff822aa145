// Makes docs/screenshot.png (the README's picture): the play screen on a 390×844 phone during the
// ordinary turn of `npm run bench` (tests/e2e/fixtures/ordinary-turn.json), at the moment the
// player picks the card that starts an Assault: the board and the action bar on one screen.
// Usage: npm run build && node --import tsx scripts/screenshot.ts
import { launch, ordinaryTurn, startServer } from '../bench/browser.bench';

const server = await startServer();
const browser = await launch();
try {
  await ordinaryTurn(browser, undefined, { width: 390, height: 844 }, async (page, step) => {
    if (step === 'combat-declare') await page.screenshot({ path: 'docs/screenshot.png' });
  });
} finally {
  await browser.close();
  server.kill();
}
