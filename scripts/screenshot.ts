// Makes docs/screenshot.png (the README's picture): the play screen of the movement fixture.
// Usage: npm run build && node --import tsx scripts/screenshot.ts
import { launch, openMovementPhase, startServer } from '../bench/browser.bench';

const server = await startServer();
const browser = await launch();
try {
  const page = await openMovementPhase(browser, 'tests/e2e/fixtures/france-britain.json');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('[data-square="c2"]').click();
  await page.screenshot({ path: 'docs/screenshot.png' });
} finally {
  await browser.close();
  server.kill();
}
