// Attendance certificates' words, codes and links (docs/choices.md, "Attendance certificates"). Plain constants
// without zod (`@guildhall/contracts/certificate-text`), so the public verification page, the member's list and the
// desk's section bundle no zod of their own. `@guildhall/contracts/certificates` re-exports them.
import { PATHS } from './paths';

/**
 * A certificate's verification code: 'GH-' and three groups of four characters from Crockford's base-32 alphabet
 * (no I, L, O, U): 60 random bits, printed under its QR code and typed by hand.
 */
export const CERTIFICATE_CODE_PATTERN = /^GH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code as people type it: upper case, trimmed (the API and the page accept 'gh-abcd-...'). */
export const normalizeCertificateCode = (code: string) => code.trim().toUpperCase();

/** The public page a certificate's QR code leads to. */
export const certificatePagePath = (code: string) => `${PATHS.certificates}/${encodeURIComponent(code)}`;
/** The public verdict on a code (GET). */
export const certificateVerdictPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}`;
/** A genuine certificate's PDF (GET, public: the code is the key). */
export const certificatePdfPath = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;
/** The desk's list, counts and issue (GET, POST) for one event. */
export const eventCertificatesPath = (eventId: string) =>
  `/api/admin/events/${encodeURIComponent(eventId)}/certificates`;
/** A sample certificate of the event for its first admitted attendee, not issued (GET, PDF). */
export const eventCertificatePreviewPath = (eventId: string) => `${eventCertificatesPath(eventId)}/preview`;
/** Issue one attendee's certificate with a corrected name (POST): for a name the PDF's fonts cannot print. */
export const attendeeCertificatePath = (eventId: string, ticketId: string) =>
  `${eventCertificatesPath(eventId)}/${encodeURIComponent(ticketId)}`;
/** Re-issue under a fixed name (POST: the old one is revoked, pointing at the new). */
export const certificateReissuePath = (code: string) => `/api/admin/certificates/${encodeURIComponent(code)}/reissue`;
/** Revoke (POST). */
export const certificateRevokePath = (code: string) => `/api/admin/certificates/${encodeURIComponent(code)}/revoke`;
/** The signed-in member's certificates (GET). */
export const MY_CERTIFICATES_PATH = '/api/members/me/certificates';

/** A certificate stands (`valid`) until it is revoked, by hand or by a re-issue. */
export const CERTIFICATE_STATES = ['valid', 'revoked'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** What the certificates' calls answer and refuse with. */
export const CERTIFICATE_MESSAGES = {
  unknown: 'No certificate has this code.',
  malformed: 'This is not a certificate code: it reads GH- and three groups of four letters or digits.',
  revokedPdf: 'This certificate was revoked: it has no PDF.',
  notYet: 'Certificates can be issued once the event is completed or its night is over.',
  nobodyAdmitted: 'Nobody was admitted at the door of this event: there is nobody to certify.',
  notAdmitted: 'This ticket was not admitted at the door: it earns no certificate.',
  alreadyIssued: 'This attendee has a certificate already: re-issue it to change the name.',
  alreadyRevoked: 'This certificate was revoked already.',
  unprintable: (characters: string) =>
    `The certificate's fonts cannot print ${characters}: write the name in Latin or Devanagari letters.`,
  certificateNotFound: 'Certificate not found',
  /** The ticket desk's Delete, on a ticket a certificate was issued to (the certificate keeps its ticket). */
  ticketHasCertificate: 'This ticket has an attendance certificate on record: it cannot be deleted.',
  issued: (issued: number, already: number) =>
    `${issued} certificate${issued === 1 ? '' : 's'} issued and e-mailed` +
    (already > 0 ? `; ${already} attendee${already === 1 ? '' : 's'} had one already.` : '.'),
  issuedOne: 'The certificate was issued and e-mailed.',
  reissued: 'The certificate was re-issued and e-mailed: the old code now reads as revoked.',
  revoked: 'The certificate was revoked.',
} as const;

/** The public page (/certificates/:code): what it says of a code. */
export const CERTIFICATE_PAGE_TEXT = {
  title: 'Certificate check',
  checking: 'Checking the certificate...',
  failed: 'The certificate could not be checked. Please try again.',
  retry: 'Try again',
  genuine: 'Genuine certificate',
  genuineBody: (name: string, eventTitle: string) => `${name} attended ${eventTitle}.`,
  revoked: 'Revoked certificate',
  revokedBody: 'This certificate was revoked by the club and is no longer valid.',
  replaced: 'It was replaced by a new certificate.',
  unknown: 'Unknown certificate',
  unknownBody: 'No certificate has this code. Check it against the one printed under the QR code.',
  name: 'Name',
  event: 'Event',
  date: 'Date',
  venue: 'Venue',
  issuedOn: 'Issued on',
  revokedOn: 'Revoked on',
  code: 'Code',
  download: 'Download the PDF',
} as const;

/** The member profile's list. */
export const MEMBER_CERTIFICATES_TEXT = {
  title: 'My certificates',
  loading: 'Loading your certificates...',
  loadFailed: 'Your certificates could not be loaded',
  empty: 'No certificates yet. After an event you were admitted to, the club may issue you one.',
  download: 'Download PDF',
  verify: 'Verification page',
} as const;

/** The Tickets tab's "Certificates" section. */
export const CERTIFICATE_DESK_TEXT = {
  title: 'Attendance certificates',
  loading: 'Loading the certificates...',
  loadFailed: 'Failed to load the certificates',
  notYet: 'Certificates can be issued once the event is completed or its night is over.',
  counts: (admitted: number, issued: number, toIssue: number) =>
    `${admitted} admitted at the door · ${issued} certificate${issued === 1 ? '' : 's'} issued · ${toIssue} to issue`,
  empty: 'No certificates issued yet.',
  preview: 'Preview one',
  previewing: 'Opening...',
  previewFailed: 'The preview could not be made',
  issue: (count: number) => `Issue ${count} certificate${count === 1 ? '' : 's'}`,
  issuing: 'Issuing...',
  issueTitle: 'Issue the certificates?',
  issueBody: (count: number) =>
    `Each of the ${count} attendee${count === 1 ? '' : 's'} without one is e-mailed a PDF certificate, once.`,
  issueFailed: 'The certificates could not be issued',
  cancel: 'Cancel',
  unprintableTitle: 'Names the certificate cannot print',
  unprintableBody:
    'These names have letters outside Latin and Devanagari. Type the name as it should be printed, then issue.',
  issueOne: 'Issue',
  correctedName: (ticketCode: string) => `Name to print for ${ticketCode}`,
  reissue: 'Re-issue',
  reissueTitle: 'Re-issue under a corrected name',
  reissueBody: 'The current code is revoked and the attendee is e-mailed a new certificate.',
  reissueFailed: 'The certificate could not be re-issued',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this certificate?',
  revokeBody: (name: string) =>
    `${name}'s certificate will read as revoked on its verification page. This cannot be undone.`,
  revokeReason: 'Reason',
  revokeFailed: 'The certificate could not be revoked',
  pdf: 'PDF',
  stateValid: 'Valid',
  stateRevoked: 'Revoked',
  revokedOn: (date: string) => `Revoked on ${date}`,
  fullName: 'Full name',
  columns: {
    name: 'Name',
    email: 'E-mail',
    ticket: 'Ticket',
    code: 'Code',
    state: 'State',
    issued: 'Issued',
    actions: 'Actions',
  },
} as const;
