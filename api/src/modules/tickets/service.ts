import { randomBytes, randomInt } from 'node:crypto';
import type { TicketStatus, TicketView } from '@guildhall/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { events, tickets, type EventRow, type TicketOrderRow, type TicketRow } from '../../db/schema';
import type { MailService } from '../mail/service';
import { ticketEmail } from './ticket-email';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Transaction;

// Crockford's base32 without I, L, O, U: a ticket id read aloud or typed at the door is never ambiguous.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;

const newTicketCode = () =>
  `TKT-${Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** The QR code's content: 32 random bytes, nothing else (decisions 23): it names no ticket and cannot be guessed. */
const newQrSecret = () => randomBytes(32).toString('base64url');

export function ticketStatus(ticket: Pick<TicketRow, 'isCancelled' | 'isUsed'>): TicketStatus {
  if (ticket.isCancelled) return 'cancelled';
  return ticket.isUsed ? 'used' : 'valid';
}

const qrOptions = { errorCorrectionLevel: 'M', margin: 2, width: 320 } as const;

export function createTicketService(db: Db, mail: MailService, publicAppUrl: string) {
  // A ticket e-mail that keeps failing flags its ticket (decisions 21); the ticket itself stays.
  mail.onDeliveryFailed(async (failure) => {
    if (failure.kind !== 'ticket' || !failure.reference) return;
    await db.update(tickets).set({ emailFailed: true }).where(eq(tickets.id, failure.reference));
  });

  return {
    /**
     * Issues the ticket of a paid order and queues its e-mail, inside the caller's transaction (the order's
     * settlement): the ticket and its e-mail exist together or not at all.
     */
    async issueForOrder(tx: Transaction, order: TicketOrderRow, event: EventRow): Promise<TicketRow> {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          code: newTicketCode(),
          orderId: order.id,
          eventId: order.eventId,
          fullName: order.fullName,
          email: order.email,
          phone: order.phone,
          lpuId: order.lpuId,
          gender: order.gender,
          hosteler: order.hosteler,
          hostel: order.hostel,
          course: order.course,
          club: order.club,
          qrSecret: newQrSecret(),
        })
        .returning();
      const content = {
        ticketId: ticket!.code,
        orderId: order.id,
        fullName: ticket!.fullName,
        email: ticket!.email,
        lpuId: ticket!.lpuId,
        event,
        qrPng: await QRCode.toBuffer(ticket!.qrSecret, qrOptions),
      };
      await mail.enqueue({ ...ticketEmail(content, publicAppUrl), reference: ticket!.id }, tx);
      return ticket!;
    },

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
        qrCode: { url: await QRCode.toDataURL(row.ticket.qrSecret, qrOptions) },
      };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
export type { Transaction };
