import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What pdf-inspect.mjs reads of a PDF: its metadata, and per page its text, link annotations and QR codes' text. */
export interface PdfContent {
  info: Record<string, unknown>;
  pages: { text: string; links: string[]; qrCodes: string[] }[];
}

/** Reads `pdf` with pdfjs-dist and zxing-wasm, in a child process (pdf-inspect.mjs says why). */
export function inspectPdf(pdf: Buffer): PdfContent {
  const script = path.join(__dirname, 'pdf-inspect.mjs');
  const output = execFileSync(process.execPath, [script], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output.toString('utf8')) as PdfContent;
}
