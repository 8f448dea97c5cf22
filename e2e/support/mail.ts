// E-mails of the composition under test: without SMTP each one is an .eml file, announced in the app's log
// (scripts/lib/composition.ts) as 'mail to <address>: ... -> <file>.eml'.
import fs from 'node:fs';
import path from 'node:path';
import { COMPOSITION_NAME } from './ports';

/** The log of this worker's composition. */
const APP_LOG = path.resolve(__dirname, `../../.e2e-artifacts/${COMPOSITION_NAME}.log`);

/** The newest e-mail file sent to `email`, or null while none is. */
export function mailFileFor(email: string): string | null {
  const log = fs.existsSync(APP_LOG) ? fs.readFileSync(APP_LOG, 'utf8') : '';
  const line = log
    .split('\n')
    .filter((entry) => entry.startsWith(`mail to ${email}:`))
    .pop();
  return line?.match(/-> (\S+\.eml)/)?.[1] ?? null;
}

/** An .eml file's text with quoted-printable soft line breaks joined and '=3D' decoded back to '='. */
export function readMail(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replaceAll('=3D', '=');
}
