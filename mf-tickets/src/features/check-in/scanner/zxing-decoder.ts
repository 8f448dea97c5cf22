// Loaded only when the camera starts (a dynamic import): zxing-wasm's glue and its .wasm, which is served by
// mf-tickets itself (an asset of this build), never fetched from a CDN.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

export type FrameDecoder = (frame: ImageData) => Promise<string[]>;

/** Starts fetching and compiling the .wasm now (while the camera starts) and returns the frame decoder. */
export async function createZxingDecoder(): Promise<FrameDecoder> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return async (frame) => {
    const results = await readBarcodes(frame, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
    return results.filter((result) => result.isValid).map((result) => result.text);
  };
}
