// Chromium's fake camera (--use-file-for-fake-video-capture) plays a Y4M file: a one-line header, then frames of raw
// YUV 4:2:0. Written here from a PNG (decoded by pngjs) so the suite needs no ffmpeg or any other system tool.
import fs from 'node:fs';
import { PNG } from 'pngjs';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;
/** Chromium loops the file; a few frames at 30 fps is a still picture either way, and keeps the file small. */
const FRAMES = 4;
const WHITE = 255;

/** The luma plane of `png` centred on white at FRAME_WIDTH x FRAME_HEIGHT, halved until it fits. */
export function lumaFrame(png: PNG | null): Uint8Array {
  const luma = new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT).fill(WHITE);
  if (!png) return luma;
  let step = 1;
  while (png.width / step > FRAME_WIDTH || png.height / step > FRAME_HEIGHT) step *= 2;
  const width = Math.floor(png.width / step);
  const height = Math.floor(png.height / step);
  const left = Math.floor((FRAME_WIDTH - width) / 2);
  const top = Math.floor((FRAME_HEIGHT - height) / 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const source = (y * step * png.width + x * step) * 4;
      const alpha = png.data[source + 3]! / 255;
      // BT.601 luma of the pixel, composited over white like ffmpeg's pad did.
      const value = 0.299 * png.data[source]! + 0.587 * png.data[source + 1]! + 0.114 * png.data[source + 2]!;
      luma[(top + y) * FRAME_WIDTH + left + x] = Math.round(value * alpha + WHITE * (1 - alpha));
    }
  }
  return luma;
}

/** The whole Y4M file: grey picture (chroma planes neutral), FRAMES frames. */
export function y4m(png: PNG | null): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaFrame(png), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** Writes `target` (atomically: Chromium may read it meanwhile) from the PNG file `pngFile`, or a white frame. */
export function writeFakeCamera(target: string, pngFile: string | null): void {
  const png = pngFile ? PNG.sync.read(fs.readFileSync(pngFile)) : null;
  fs.writeFileSync(`${target}.tmp`, y4m(png));
  fs.renameSync(`${target}.tmp`, target);
}
