// The in-app QR scanner of the table link (issue 34). On iOS a code scanned with the system camera
// opens Safari, outside the installed app, so the app scans itself: the browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android), else the `barcode-detector`
// package (ZXing compiled to WebAssembly), loaded only when first needed. Its .wasm file is a file
// of the app's build (`?url`), precached by the service worker like the rest: scanning works
// offline and fetches nothing from elsewhere. (Compiling WebAssembly needs 'wasm-unsafe-eval' in
// the Content-Security-Policy: csp.config.js.)
//
// The camera is asked for before the host's offer is made (`askCamera`): some phones give a page
// no local address (no host candidate) until it may use the camera.

/** What reads QR codes in a video frame. */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (o: { formats: string[] }): QrReader;
  getSupportedFormats?: () => Promise<string[]>;
}

let reader: Promise<QrReader> | null = null;

/** The QR reader: the browser's own, or the WebAssembly one (loaded once). */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => {
    const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (native && (await native.getSupportedFormats?.())?.includes('qr_code')) return new native({ formats: ['qr_code'] });
    const [{ BarcodeDetector, prepareZXingModule }, wasm] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url')
    ]);
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.default : prefix + path) }
    });
    return new BarcodeDetector({ formats: ['qr_code'] }) as QrReader;
  })();
  reader.catch(() => (reader = null));
  return reader;
}

/** The back camera, or null when there is none or the player said no. */
export async function askCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    return null;
  }
}

/** Stop a camera stream (the scanner closed). */
export function stopCamera(stream: MediaStream | null): void {
  for (const t of stream?.getTracks() ?? []) t.stop();
}

/**
 * Read QR codes from `video` until `accept` takes one (returns true) or `signal` stops it; a frame
 * every 150 ms.
 */
export async function scanCodes(
  video: HTMLVideoElement,
  accept: (text: string) => boolean | Promise<boolean>,
  signal: AbortSignal
): Promise<void> {
  const qr = await qrReader();
  while (!signal.aborted) {
    if (video.readyState >= 2) {
      const found = await qr.detect(video).catch(() => []);
      for (const f of found) if (await accept(f.rawValue)) return;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
