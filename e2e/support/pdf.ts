// A downloaded PDF read as the API's tests read one: pdfjs-dist's text and zxing-wasm's QR codes, in a child process
// (api/test/support/pdf-inspect.mjs, the one reader of both suites).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const INSPECT = path.resolve(__dirname, '../../api/test/support/pdf-inspect.mjs');

/** The first page's text (its runs joined by spaces) and the text of each QR code drawn on it. */
export function readPdf(pdf: Buffer): { text: string; qrCodes: string[] } {
  const output = execFileSync(process.execPath, [INSPECT], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  const [page] = (JSON.parse(output.toString('utf8')) as { pages: { text: string; qrCodes: string[] }[] }).pages;
  return { text: page!.text, qrCodes: page!.qrCodes };
}
