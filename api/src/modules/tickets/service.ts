import { randomBytes, randomInt } from 'node:crypto';
import type { TicketStatus, TicketView } from '@guildhall/contracts';
import { and, eq } from 'drizzle-orm';
import QRCode, { type QRCodeToBufferOptions, type QRCodeToDataURLOptions } from 'qrcode';
import type { Db } from '../../db/client';
import { events, tickets, type EventRow, type TicketOrderRow, type TicketRow } from '../../db/schema';
import type { MailPurpose, MailService } from '../mail/service';
import { ticketEmail } from './ticket-email';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Transaction;

// Crockford's base32 without I, L, O, U: a ticket id read aloud or typed at the door is never ambiguous.
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;

export const newTicketCode = () =>
  `TKT-${Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** The QR code's content: 32 random bytes, nothing else: it names no ticket and cannot be guessed. */
export const newQrSecret = () => randomBytes(32).toString('base64url');

export function ticketStatus(ticket: Pick<TicketRow, 'isCancelled' | 'isUsed'>): TicketStatus {
  if (ticket.isCancelled) return 'cancelled';
  return ticket.isUsed ? 'used' : 'valid';
}

/**
 * The QR image: a grayscale PNG with every row filtered against the one above (a QR's rows repeat), 1.5 KB instead of
 * 2.4 and no per-row trial of PNG's five filters (docs/choices.md, "Ticket QR images"). New for each image: qrcode
 * writes the image's size into `rendererOpts` and hands them to pngjs's PNG, whose options its types do not list.
 */
const qrOptions = (): QRCodeToBufferOptions & QRCodeToDataURLOptions => ({
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 320,
  rendererOpts: { filterType: 2, colorType: 0 } as QRCodeToBufferOptions['rendererOpts'],
});

/** The outbox kinds of a ticket's e-mail: as issued or re-sent by the desk, and as Find my ticket sends it again. */
export type TicketMailKind = 'ticket' | 'ticket-found';

/** Who a ticket is for: what the purchase form (an order) or the admin's Create Ticket form says. */
export type TicketHolder = Pick<
  TicketRow,
  'fullName' | 'email' | 'phone' | 'lpuId' | 'gender' | 'hosteler' | 'hostel' | 'course' | 'club'
>;

/** Only the holder's fields (an order row has many more). */
const holderOf = ({ fullName, email, phone, lpuId, gender, hosteler, hostel, course, club }: TicketHolder) => ({
  fullName,
  email,
  phone,
  lpuId,
  gender,
  hosteler,
  hostel,
  course,
  club,
});

export function createTicketService(db: Db, mail: MailService, publicAppUrl: string) {
  // A ticket e-mail failing for minutes flags its ticket, one that goes out clears the flag; the ticket itself
  // stays (docs/choices.md, "Mail outbox under faults").
  const isTicketMail = (purpose: MailPurpose): purpose is MailPurpose & { reference: string } =>
    purpose.kind === 'ticket' && purpose.reference !== null;
  mail.onDeliveryTrouble(async (trouble) => {
    if (!isTicketMail(trouble)) return;
    await db.update(tickets).set({ emailFailed: true }).where(eq(tickets.id, trouble.reference));
  });
  mail.onDelivered(async (delivered) => {
    if (!isTicketMail(delivered)) return;
    await db
      .update(tickets)
      .set({ emailFailed: false })
      .where(and(eq(tickets.id, delivered.reference), eq(tickets.emailFailed, true)));
  });

  /**
   * What a ticket's holder gets: the ticket e-mail with its QR code, queued inside `executor`'s transaction, as
   * `kind` (the outbox's; 'ticket' is the one the emailFailed flag follows).
   */
  async function queueTicketEmail(
    executor: Pick<Db, 'insert'>,
    ticket: TicketRow,
    event: EventRow,
    kind: TicketMailKind = 'ticket',
  ): Promise<void> {
    const content = {
      ticketId: ticket.code,
      orderId: ticket.orderId,
      fullName: ticket.fullName,
      email: ticket.email,
      lpuId: ticket.lpuId,
      event,
      qrPng: await QRCode.toBuffer(ticket.qrSecret, qrOptions()),
    };
    await mail.enqueue({ ...ticketEmail(content, publicAppUrl), kind, reference: ticket.id }, executor);
  }

  /** Inserts a ticket (a new code and QR secret) and queues its e-mail, both inside `tx`. */
  async function issue(tx: Transaction, holder: TicketHolder, event: EventRow, orderId: string | null) {
    const [ticket] = await tx
      .insert(tickets)
      .values({ ...holderOf(holder), code: newTicketCode(), orderId, eventId: event.id, qrSecret: newQrSecret() })
      .returning();
    await queueTicketEmail(tx, ticket!, event);
    return ticket!;
  }

  return {
    /**
     * Issues the ticket of a paid order and queues its e-mail, inside the caller's transaction (the order's
     * settlement): the ticket and its e-mail exist together or not at all.
     */
    issueForOrder: (tx: Transaction, order: TicketOrderRow, event: EventRow): Promise<TicketRow> =>
      issue(tx, order, event, order.id),

    /** A ticket an admin creates (no order), inside the caller's transaction (which checked the seat). */
    issueManual: (tx: Transaction, holder: TicketHolder, event: EventRow): Promise<TicketRow> =>
      issue(tx, holder, event, null),

    /**
     * Sends the ticket e-mail again: the desk's Resend ('ticket'), or Find my ticket's ('ticket-found', counted per
     * recipient apart from the tickets bought); the mail outbox delivers and retries it like the first one.
     */
    resendEmail: (executor: Pick<Db, 'insert'>, ticket: TicketRow, event: EventRow, kind?: TicketMailKind) =>
      queueTicketEmail(executor, ticket, event, kind),

    /** The QR code as a PNG data URL (what the holder's page and the desk's success view show). */
    qrDataUrl: (ticket: Pick<TicketRow, 'qrSecret'>) => QRCode.toDataURL(ticket.qrSecret, qrOptions()),

    /** The same QR code as PNG bytes (the CSV's QR Code URL serves it: qr-routes.ts). */
    qrPng: (ticket: Pick<TicketRow, 'qrSecret'>) => QRCode.toBuffer(ticket.qrSecret, qrOptions()),

    async byOrder(orderId: string, executor: Executor = db): Promise<TicketView | null> {
      const [row] = await executor
        .select({ ticket: tickets, eventName: events.title })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(eq(tickets.orderId, orderId));
      if (!row) return null;
      return {
        ticketId: row.ticket.code,
        eventId: row.ticket.eventId,
        eventName: row.eventName,
        fullName: row.ticket.fullName,
        lpuId: row.ticket.lpuId,
        status: ticketStatus(row.ticket),
        qrCode: { url: await QRCode.toDataURL(row.ticket.qrSecret, qrOptions()) },
      };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
export type { Transaction };
