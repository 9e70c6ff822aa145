import { launch, openMovementPhase, startServer, tapToHighlight } from './browser.bench';
const server = await startServer();
const browser = await launch();
try {
  console.log('open');
  const page = await openMovementPhase(browser, 'tests/e2e/fixtures/france-britain.json');
  console.log('opened', await page.locator('.phases [aria-current="step"]').textContent());
  console.log('d2 class', await page.locator('[data-square="d2"]').getAttribute('class'));
  await page.locator('[data-square="d2"]').click();
  console.log('dest count', await page.locator('.dest').count());
  await page.locator('[data-square="d2"]').click();
  console.log(await tapToHighlight(page, 'd2', 3));
} catch (e) { console.log('ERR', e); } finally { await browser.close(); server.kill(); }
