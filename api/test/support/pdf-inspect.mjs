// Reads a PDF given on standard input and prints what a test checks, as JSON: its text (per page), metadata, link
// annotations, and the text of every QR code drawn as an image. A child process of its own (test/support/pdf.ts):
// pdfjs-dist and zxing-wasm are ES modules with WebAssembly, which jest's sandbox does not load.
import fs from 'node:fs';
import process from 'node:process';
import { createRequire } from 'node:module';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: { wasmBinary: fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
});

/** An image as pdfjs decoded it (pdfkit's are RGB or RGBA) as RGBA pixels, zxing's ImageData. */
function rgba({ width, height, data, kind }) {
  if (kind === ImageKind.RGBA_32BPP) return { width, height, data: new Uint8ClampedArray(data), colorSpace: 'srgb' };
  if (kind !== ImageKind.RGB_24BPP) throw new Error(`an image of kind ${kind}`);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    out.set([data[pixel * 3], data[pixel * 3 + 1], data[pixel * 3 + 2], 255], pixel * 4);
  return { width, height, data: out, colorSpace: 'srgb' };
}

const bytes = new Uint8Array(fs.readFileSync(0));
const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const { info } = await pdf.getMetadata();
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  const links = (await page.getAnnotations())
    .filter((annotation) => annotation.subtype === 'Link')
    .map((annotation) => annotation.url);
  const operators = await page.getOperatorList();
  const qrCodes = [];
  for (const [index, op] of operators.fnArray.entries()) {
    if (op !== OPS.paintImageXObject) continue;
    const name = operators.argsArray[index][0];
    const image = await new Promise((resolve) => page.objs.get(name, resolve));
    const results = await readBarcodes(rgba(image), { formats: ['QRCode'], tryHarder: true });
    qrCodes.push(...results.filter((result) => result.isValid).map((result) => result.text));
  }
  const text = content.items.map((item) => `${item.str}${item.hasEOL ? '\n' : ''}`).join('');
  pages.push({ text, links, qrCodes });
}
process.stdout.write(JSON.stringify({ info, pages }));
