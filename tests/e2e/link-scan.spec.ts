// The table link's in-app scanner (issue 34): the guest phone scans the host's QR code with its
// camera. Chromium's fake camera plays a video of the QR code the host's sheet shows (qr-video.ts);
// the app reads it with the browser's own BarcodeDetector where there is one, else ZXing compiled
// to WebAssembly, loaded from the app's own build only when a scan starts. The host has no camera
// here and pastes the guest's answer (the other way is the same scanner).
import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE } from './link-net';
import { hostCode, hostGame, phone, useLinkNet } from './link-phones';
import { writeQrVideo } from './qr-video';

const VIDEO = join(mkdtempSync(join(tmpdir(), 'adiutant-camera-')), 'camera.y4m');
writeQrVideo(VIDEO, null);
// the full browser: the headless shell's fake camera does not play the file
useLinkNet(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`], { fullBrowser: true });

test('the guest scans the host’s QR code with the in-app scanner: it answers and the phones link; the QR reader is loaded only then, from the app', async () => {
  const a = await phone('en-US');
  const b = await phone('en-US', true);
  const readers: string[] = [];
  b.context.on('request', (r) => void (/\.wasm(\?|$)|zxing|barcode/i.test(r.url()) && readers.push(r.url())));
  await hostGame(a.page);
  const { sheet, code } = await hostCode(a.page, 1);
  // the guest phone's camera now looks at the host's screen
  writeQrVideo(VIDEO, code);
  const guest = b.page;
  await guest.goto('/link');
  await expect(guest.getByTestId('link-offer-input-text')).toBeVisible();
  const native = await guest.evaluate(() => 'BarcodeDetector' in window);
  // nothing of the reader is loaded before a scan starts
  expect(readers).toEqual([]);
  await guest.getByRole('button', { name: "Scan the host's code" }).click();
  const reply = guest.getByTestId('link-reply-text');
  await expect(reply).toHaveValue(/^[A-Za-z0-9_-]{80,}$/, { timeout: 20_000 });
  // where the browser has no BarcodeDetector of its own (Chromium on Linux, iOS Safari), ZXing's
  // WebAssembly came from the app itself
  if (!native) {
    expect(readers.some((u) => u.endsWith('.wasm'))).toBe(true);
    expect(readers.every((u) => u.startsWith(`${BASE}/`))).toBe(true);
  }
  await sheet.getByTestId('link-answer-text').fill(await reply.inputValue());
  await sheet.getByTestId('link-answer-submit').click();
  await expect(sheet.getByTestId('link-peer')).toHaveAttribute('data-state', 'linked', { timeout: 12_000 });
  await expect(guest.getByTestId('link-waiting')).toBeVisible();
  await a.context.close();
  await b.context.close();
});
