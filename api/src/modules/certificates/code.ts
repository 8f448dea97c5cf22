import { randomBytes } from 'node:crypto';
// The ticket codes' Crockford base 32 (no I, L, O, U), as CERTIFICATE_CODE_PATTERN reads it (docs/choices.md,
// "Attendance certificates").
import { CODE_ALPHABET as ALPHABET } from '../tickets/service';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new verification code, 'GH-' and three groups of four: 12 characters of 5 random bits each (60 bits). Each comes
 * from one random byte's low 5 bits, uniform because 256 is a multiple of 32.
 */
export function newCertificateCode(): string {
  const characters = [...randomBytes(GROUPS * GROUP_LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]!);
  const groups = Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  );
  return `GH-${groups.join('-')}`;
}
