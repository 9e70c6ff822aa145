// A camera for the in-app scanner's browser test (issue 34): Chromium's fake capture device plays a
// Y4M file (--use-file-for-fake-video-capture) as the camera's picture. This writes a file whose
// frames show one QR code (black on white, a quiet zone of 4 modules), the way the code's QR is
// shown on the other phone's screen.
import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const SIDE = 480;

/** Write a Y4M video of `frames` frames (4:2:0, 480×480) showing `text` as a QR code; null: a blank white picture. */
export function writeQrVideo(path: string, text: string | null, frames = 4): void {
  const qr = text === null ? null : encode(text, { ecc: 'M', border: 4 });
  const scale = qr ? Math.floor(SIDE / qr.size) : 1;
  const offset = qr ? Math.floor((SIDE - qr.size * scale) / 2) : 0;
  const y = Buffer.alloc(SIDE * SIDE, 235);
  if (qr)
    for (let r = 0; r < qr.size; r++)
      for (let c = 0; c < qr.size; c++)
        if (qr.data[r]![c])
          for (let dy = 0; dy < scale; dy++)
            y.fill(16, (offset + r * scale + dy) * SIDE + offset + c * scale, (offset + r * scale + dy) * SIDE + offset + (c + 1) * scale);
  const chroma = Buffer.alloc((SIDE / 2) * (SIDE / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F10:1 Ip A1:1 C420jpeg\n`), ...Array(frames).fill(frame)]));
}
