import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import type { DeskCertificate } from '@guildhall/contracts/certificates';
import { formatDate } from '@guildhall/contracts/dates';

// The certificates' words and sizes, shared by their table and their cards (docs/choices.md, "Attendance certificates").

/** Every button of the section: a 44 px touch target. */
export const TOUCH_TARGET = { minHeight: 44 } as const;

/** 'Valid', or 'Revoked on 5 Dec 2026' (club time). */
export const certificateStateText = (certificate: DeskCertificate) =>
  certificate.state === 'valid'
    ? CERTIFICATE_DESK_TEXT.stateValid
    : CERTIFICATE_DESK_TEXT.revokedOn(formatDate(certificate.revokedAt));

/** Whom a row's action acts on, for its accessible name: 'Revoke: Asha Verma (GH-7KQ2-...)'. */
export const actionLabel = (action: string, certificate: DeskCertificate) =>
  `${action}: ${certificate.fullName} (${certificate.code})`;
