import fs from 'node:fs';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { clubInstant, formatLongDate } from '@guildhall/contracts/dates';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode, { type QRCodeToBufferOptions } from 'qrcode';

// The certificate's PDF (docs/choices.md, "Attendance certificates"): A4 landscape, real text in Noto Sans and Noto
// Sans Devanagari (embedded, subset by pdfkit), a QR code of the public page with a link on it. Drawn on demand from
// the certificate's row: nothing is stored.

type Script = 'latin' | 'devanagari';
type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
};
const SCRIPTS: readonly Script[] = ['latin', 'devanagari'];
const DEVANAGARI_FIRST: readonly Script[] = ['devanagari', 'latin'];
const DEVANAGARI = /\p{Script=Devanagari}/u;

interface LoadedFonts {
  files: Record<Script, Record<Weight, Buffer>>;
  /** Which characters each script's font has (the regular and bold files cover the same ones). */
  has: Record<Script, (codePoint: number) => boolean>;
}

let loaded: LoadedFonts | undefined;
function fonts(): LoadedFonts {
  if (loaded) return loaded;
  const read = (file: string) => fs.readFileSync(require.resolve(file));
  const files = {
    latin: { regular: read(FONT_FILES.latin.regular), bold: read(FONT_FILES.latin.bold) },
    devanagari: { regular: read(FONT_FILES.devanagari.regular), bold: read(FONT_FILES.devanagari.bold) },
  };
  const glyphTest = (file: Buffer) => {
    const font = fontkit.create(file) as fontkit.Font;
    return (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  };
  loaded = { files, has: { latin: glyphTest(files.latin.regular), devanagari: glyphTest(files.devanagari.regular) } };
  return loaded;
}

const printable = (codePoint: number) => SCRIPTS.some((script) => fonts().has[script](codePoint));
const isSpace = (character: string) => /\s/u.test(character);

/** The characters of `name` neither font can print, each once, as written ('' when all print). */
export function unprintableCharacters(name: string): string {
  const missing = new Set<string>();
  for (const character of name)
    if (!isSpace(character) && !printable(character.codePointAt(0)!)) missing.add(character);
  return [...missing].join('');
}

interface Run {
  script: Script;
  text: string;
}

/**
 * `text` split into runs per font. A letter takes the first font that has it, its own script's first (Noto Sans has
 * Devanagari too; Noto Sans Devanagari is drawn for it); anything else (spaces, marks, digits, punctuation) stays in the
 * run it follows when that font has it. A character no font has stays in its run (drawn as the font's empty box: only
 * an event's own text can have one, names are checked first).
 */
function runsOf(text: string): Run[] {
  const { has } = fonts();
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const last = runs.at(-1);
    const staysInRun = last && !/\p{L}/u.test(character) && has[last.script](codePoint);
    const order = DEVANAGARI.test(character) ? DEVANAGARI_FIRST : SCRIPTS;
    const script = staysInRun ? last.script : (order.find((one) => has[one](codePoint)) ?? last?.script ?? 'latin');
    if (last?.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

// The page: A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const QR_SIZE = 92;
const INK = '#1d1d1f';
const ACCENT = '#1f4e79';
const MUTED = '#555555';
/** The smallest a long name or title is shrunk to, to stay on one line. */
const MIN_FONT_SIZE = 10;

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** The QR image: grayscale PNG, rows filtered against the one above (as the tickets' QR images). */
const qrOptions = (): QRCodeToBufferOptions => ({
  errorCorrectionLevel: 'M',
  margin: 1,
  width: 276,
  rendererOpts: { filterType: 2, colorType: 0 } as QRCodeToBufferOptions['rendererOpts'],
});

export interface CertificateContent {
  code: string;
  fullName: string;
  issuedAt: Date;
  /** The event as stored: its day (YYYY-MM-DD) and start (HH:MM, or none) in the club's time zone. */
  event: { title: string; date: string; time: string | null; venue: string };
  /** The public page the QR code leads to. */
  pageUrl: string;
}

/** The event's day as the certificate writes it: 'Friday, 27 November 2026' (in the club's time zone). */
export const eventDay = (event: CertificateContent['event']) => formatLongDate(clubInstant(event.date, event.time));

/** The certificate as PDF bytes. */
export async function certificatePdf(content: CertificateContent): Promise<Buffer> {
  const { files } = fonts();
  const qrPng = await QRCode.toBuffer(content.pageUrl, qrOptions());
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Certificate of Attendance: ${content.fullName}, ${content.event.title}`,
      Author: CLUB_CONTACT.name,
      Subject: `Verification code ${content.code}`,
      Creator: CLUB_CONTACT.name,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const script of SCRIPTS)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(script, weight), files[script][weight]);

  /**
   * One centred line of `text` on the baseline `y` (the fonts' ascents differ), in runs per font, shrunk from `size`
   * until it fits the page's width.
   */
  function line(text: string, y: number, size: number, { weight = 'regular' as Weight, color = INK } = {}) {
    const runs = runsOf(text);
    const widthAt = (fontSize: number) =>
      runs.reduce(
        (sum, run) => sum + doc.font(fontName(run.script, weight)).fontSize(fontSize).widthOfString(run.text),
        0,
      );
    const fitted = Math.max(MIN_FONT_SIZE, Math.min(size, (size * TEXT_WIDTH) / Math.max(widthAt(size), 1)));
    let x = (PAGE.width - widthAt(fitted)) / 2;
    doc.fillColor(color);
    for (const run of runs) {
      doc.font(fontName(run.script, weight)).fontSize(fitted);
      doc.text(run.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(run.text);
    }
  }

  doc
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .lineWidth(3)
    .stroke(ACCENT);
  doc
    .rect(28, 28, PAGE.width - 56, PAGE.height - 56)
    .lineWidth(0.8)
    .stroke(ACCENT);

  line(CLUB_CONTACT.name, 88, 18, { weight: 'bold', color: ACCENT });
  line('Certificate of Attendance', 150, 36, { weight: 'bold' });
  line('This is to certify that', 210, 15, { color: MUTED });
  line(content.fullName, 258, 34, { weight: 'bold' });
  line('attended', 300, 15, { color: MUTED });
  line(content.event.title, 340, 24, { weight: 'bold' });
  line(eventDay(content.event), 372, 14);
  line(content.event.venue, 394, 14);

  // The foot: issue date and code on the left, the QR code (a link to the public page) on the right.
  const footY = PAGE.height - MARGIN - QR_SIZE;
  const qrX = PAGE.width - MARGIN - QR_SIZE;
  doc.font(fontName('latin', 'regular')).fontSize(11).fillColor(INK);
  doc.text(`Issued on ${formatLongDate(content.issuedAt)}`, MARGIN, footY + 30, { lineBreak: false });
  doc.text(`Verification code ${content.code}`, MARGIN, footY + 48, { lineBreak: false });
  doc.fontSize(9).fillColor(MUTED);
  doc.text(`Check it at ${content.pageUrl}`, MARGIN, footY + 66, { lineBreak: false, link: content.pageUrl });
  doc.image(qrPng, qrX, footY, { width: QR_SIZE, height: QR_SIZE });
  doc.link(qrX, footY, QR_SIZE, QR_SIZE, content.pageUrl);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
