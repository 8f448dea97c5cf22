import { z } from 'zod';
import { nameField, requestBody, requiredTextField } from './fields';
import { CERTIFICATE_CODE_PATTERN, CERTIFICATE_MESSAGES, CERTIFICATE_STATES } from './certificate-text';

// Attendance certificates from the door's record (docs/choices.md, "Attendance certificates"): an entry of its own
// (`@guildhall/contracts/certificates`), outside the shared barrel, like the waiting list's.
// Its words and links are plain constants of their own (certificate-text.ts), for the pages that only show them.
export * from './certificate-text';

/** The most characters a printed name may have (the purchase form's full name). */
export const CERTIFICATE_NAME_MAX = 100;
/** The most characters of a revocation's reason. */
export const CERTIFICATE_REASON_MAX = 300;

/** A verification code in a path: upper-cased and trimmed first, so a typed 'gh-abcd-...' is found. */
export const certificateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CERTIFICATE_CODE_PATTERN, CERTIFICATE_MESSAGES.malformed);
export const certificateCodeParamsSchema = z.object({ code: certificateCodeSchema });

/**
 * What the public page shows of a code (GET /api/certificates/{code}; 404 with CERTIFICATE_MESSAGES.unknown when
 * no certificate has it). `eventDate` is the event's day in the club's zone (YYYY-MM-DD); times are ISO instants.
 * `replacedBy` is true when a re-issue revoked it (the new code is not shown: it is the attendee's to share).
 */
export const certificateVerdictSchema = z.object({
  code: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  fullName: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  venue: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  replaced: z.boolean(),
});
export type CertificateVerdict = z.infer<typeof certificateVerdictSchema>;

/** One certificate as the desk lists it: who, which ticket, its state and whether its e-mail went. */
export const deskCertificateSchema = z.object({
  code: z.string(),
  ticketId: z.string(),
  ticketCode: z.string(),
  fullName: z.string(),
  email: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** The code that replaced it on a re-issue. */
  replacedBy: z.string().nullable(),
});
export type DeskCertificate = z.infer<typeof deskCertificateSchema>;

/** An admitted attendee whose name the PDF's fonts cannot print: issued one by one with a corrected name. */
export const unprintableAttendeeSchema = z.object({
  ticketId: z.string(),
  ticketCode: z.string(),
  fullName: z.string(),
  /** The characters the fonts lack, as written in the name. */
  characters: z.string(),
});
export type UnprintableAttendee = z.infer<typeof unprintableAttendeeSchema>;

/**
 * The desk's view of one event's certificates (GET /api/admin/events/{id}/certificates). `issuable`: whether the
 * event is over (completed, or its start plus EVENT_CALENDAR_HOURS past). `admitted`: tickets admitted at the door and
 * not cancelled; `toIssue`: those of them without a valid certificate whose names print (issued by one POST).
 */
export const certificateDeskSchema = z.object({
  issuable: z.boolean(),
  admitted: z.number().int().nonnegative(),
  issued: z.number().int().nonnegative(),
  revoked: z.number().int().nonnegative(),
  toIssue: z.number().int().nonnegative(),
  unprintable: z.array(unprintableAttendeeSchema),
  /** Valid ones first, by name; then the revoked, newest first. */
  certificates: z.array(deskCertificateSchema),
});
export type CertificateDesk = z.infer<typeof certificateDeskSchema>;

/** POST /api/admin/events/{id}/certificates: how many were issued now, and how many attendees had one already. */
export const certificateIssueResultSchema = z.object({
  issued: z.number().int().nonnegative(),
  alreadyIssued: z.number().int().nonnegative(),
  unprintable: z.array(unprintableAttendeeSchema),
});
export type CertificateIssueResult = z.infer<typeof certificateIssueResultSchema>;

/** The name a certificate prints: the purchase form's full name rule. */
const printedName = nameField('Full name', CERTIFICATE_NAME_MAX);

/** POST .../certificates/{ticketId} (one attendee, a corrected name) and POST /api/admin/certificates/{code}/reissue. */
export const certificateNameSchema = requestBody({ fullName: printedName });
export type CertificateName = z.infer<typeof certificateNameSchema>;

/** POST /api/admin/certificates/{code}/revoke. */
export const certificateRevokeSchema = requestBody({
  reason: requiredTextField('Reason', CERTIFICATE_REASON_MAX),
});
export type CertificateRevoke = z.infer<typeof certificateRevokeSchema>;

/** One of the signed-in member's valid certificates (GET /api/members/me/certificates): by LPU ID, newest first. */
export const memberCertificateSchema = z.object({
  code: z.string(),
  fullName: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  venue: z.string(),
  issuedAt: z.string(),
});
export type MemberCertificate = z.infer<typeof memberCertificateSchema>;
