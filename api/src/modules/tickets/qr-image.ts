import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TicketRow } from '../../db/schema';

// A ticket's QR image link (the CSV's QR Code URL; docs/choices.md, "Ticket desk"): `/api/tickets/{id}/qr?key=`,
// for every ticket, online or manual. The key is an HMAC of a fixed label under the ticket's QR secret: it cannot be
// guessed, it gives the secret away to nobody who reads it in a log, and the door's offline list (the secret's
// SHA-256) cannot make it. No column: the secret never changes, so neither does the link.
const KEY_LABEL = 'guildhall ticket QR image link v1';
const KEY_LENGTH = 32;

/** The key of the ticket's QR link: 32 base64url characters (192 bits). */
export const qrLinkKey = (qrSecret: string) =>
  createHmac('sha256', qrSecret).update(KEY_LABEL).digest('base64url').slice(0, KEY_LENGTH);

/** Whether `key` is the ticket's QR link key (compared in constant time). */
export function qrLinkKeyMatches(qrSecret: string, key: string): boolean {
  const expected = Buffer.from(qrLinkKey(qrSecret));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address of the ticket's QR image on the public site. */
export const ticketQrUrl = (publicAppUrl: string, ticket: Pick<TicketRow, 'id' | 'qrSecret'>) =>
  `${publicAppUrl}/api/tickets/${ticket.id}/qr?key=${qrLinkKey(ticket.qrSecret)}`;
