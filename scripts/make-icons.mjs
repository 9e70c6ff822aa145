// One-off: renders the app icons (static/*.png) from SVG with headless Chromium.
// Run `node scripts/make-icons.mjs` after changing the artwork, then commit the PNGs.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';

const favicon = await readFile(new URL('../static/favicon.svg', import.meta.url), 'utf8');

// Maskable: full-bleed background, the artwork inside the central safe zone (radius 40 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#2b3a55"/>
  <g transform="translate(32 32) scale(0.72) translate(-32 -32)">
    ${favicon.replace(/^[\s\S]*?<rect width="64" height="64" rx="12" fill="#2b3a55"\/>/, '').replace(/<\/svg>\s*$/, '')}
  </g>
</svg>`;

const targets = [
  { file: 'static/icon-192.png', svg: favicon, size: 192, transparent: true },
  { file: 'static/icon-512.png', svg: favicon, size: 512, transparent: true },
  { file: 'static/icon-maskable-512.png', svg: maskable, size: 512, transparent: false },
  { file: 'static/apple-touch-icon.png', svg: maskable, size: 180, transparent: false }
];

const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
try {
  for (const { file, svg, size, transparent } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
    await writeFile(new URL(`../${file}`, import.meta.url), png);
    console.log(`wrote ${file} (${size}x${size})`);
    await page.close();
  }
} finally {
  await browser.close();
}
