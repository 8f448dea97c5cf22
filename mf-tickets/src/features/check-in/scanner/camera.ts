import type { FrameDecoder } from './zxing-decoder';

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
declare const BarcodeDetector:
  | undefined
  | {
      new (options: { formats: string[] }): BarcodeDetectorLike;
      getSupportedFormats(): Promise<string[]>;
    };

/** The browser's own QR decoder where it has one (Android Chrome, Safari); zxing-wasm everywhere else. */
async function createDecoder(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string[]>> {
  if (typeof BarcodeDetector !== 'undefined' && (await BarcodeDetector.getSupportedFormats()).includes('qr_code')) {
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  }
  const { createZxingDecoder } = await import(/* webpackChunkName: "zxing" */ './zxing-decoder');
  const decode: FrameDecoder = await createZxingDecoder();
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return [];
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(video, 0, 0, width, height);
    return decode(context.getImageData(0, 0, width, height));
  };
}

/**
 * Opens the camera (the back one on a phone; never `exact`, laptops and fake cameras refuse it) into `video` and
 * decodes frames one after the other, calling `onText` with each code read. Resolves to a stop function.
 */
export async function startCamera(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  // The decoder (zxing-wasm's download and compile) and the camera start side by side.
  const [decoder, stream] = await Promise.all([
    createDecoder(),
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
  ]);
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  const canvas = document.createElement('canvas');
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      try {
        for (const text of await decoder(video, canvas)) onText(text);
      } catch {
        // A frame that cannot be read is skipped.
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  };
  void loop();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
