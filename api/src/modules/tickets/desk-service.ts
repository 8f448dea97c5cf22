import {
  DOOR_NIGHT_ENDS_HOUR,
  TICKET_CSV_COLUMNS,
  ticketCsvFileName,
  type AdminTicket,
  type CreatedTicket,
  type ManualTicket,
  type TicketPage,
  type TicketSort,
  type TicketStats,
  type TicketTimeline,
  type ticketExportQuerySchema,
  type ticketListQuerySchema,
} from '@guildhall/contracts';
import { CERTIFICATE_MESSAGES } from '@guildhall/contracts/certificate-text';
import { clubInstant, formatDateTime } from '@guildhall/contracts/dates';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { foreignKeyViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { events, tickets, type EventRow, type TicketRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import type { Account } from '../../principal';
import type { ActivityKind } from '../activity/kinds';
import { recordActivity } from '../activity/service';
import { EVENT_NOT_FOUND } from '../events/service';
import { ALREADY_TICKETED } from '../payments/service';
import { lockEvent, seatsTakenAt, validTicketOf } from '../payments/seats';
import { csvLine } from './csv';
import { ticketQrUrl } from './qr-image';
import type { TicketService, Transaction } from './service';

export const TICKET_NOT_FOUND = 'Ticket not found';
export const NO_TICKETS_TO_EXPORT = 'No tickets to export.';
/** Rows per keyset step of the CSV export: memory stays flat whatever the event's size. */
const EXPORT_BATCH = 1000;
const DAY_MS = 86_400_000;

type ListQuery = z.output<typeof ticketListQuerySchema>;
type ExportQuery = z.output<typeof ticketExportQuerySchema>;

/** Each sort as (column, direction); the ticket id breaks ties in the same direction, so keysets are total. */
const SORTS: Record<TicketSort, { column: AnyColumn; descending: boolean; cast: 'timestamptz' | 'text' }> = {
  newest: { column: tickets.createdAt, descending: true, cast: 'timestamptz' },
  oldest: { column: tickets.createdAt, descending: false, cast: 'timestamptz' },
  lpuId: { column: tickets.lpuId, descending: false, cast: 'text' },
  '-lpuId': { column: tickets.lpuId, descending: true, cast: 'text' },
};

const orderOf = (sort: TicketSort) => {
  const { column, descending } = SORTS[sort];
  return descending ? [desc(column), desc(tickets.id)] : [asc(column), asc(tickets.id)];
};

/** The event's tickets matching the search (LPU ID, name or e-mail) and, when asked, the e-mail failure flag. */
function ticketFilter(eventId: string, { search, emailFailed }: Pick<ListQuery, 'search' | 'emailFailed'>): SQL {
  const pattern = search ? containsPattern(search) : null;
  return and(
    eq(tickets.eventId, eventId),
    pattern
      ? or(ilike(tickets.lpuId, pattern), ilike(tickets.fullName, pattern), ilike(tickets.email, pattern))
      : undefined,
    emailFailed === undefined ? undefined : eq(tickets.emailFailed, emailFailed),
  )!;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminTicket(ticket: TicketRow, eventName: string): AdminTicket {
  return {
    id: ticket.id,
    ticketId: ticket.code,
    fullName: ticket.fullName,
    email: ticket.email,
    phone: ticket.phone,
    lpuId: ticket.lpuId,
    gender: ticket.gender,
    hosteler: ticket.hosteler,
    hostel: ticket.hostel,
    course: ticket.course,
    club: ticket.club,
    eventId: ticket.eventId,
    eventName,
    isUsed: ticket.isUsed,
    usedAt: iso(ticket.usedAt),
    checkedInBy: ticket.checkedInBy,
    clockAdjusted: ticket.clockAdjusted,
    isCancelled: ticket.isCancelled,
    cancelReason: ticket.cancelReason,
    cancelledAt: iso(ticket.cancelledAt),
    emailFailed: ticket.emailFailed,
    source: ticket.orderId ? 'online' : 'manual',
    createdAt: ticket.createdAt.toISOString(),
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The UTC day (YYYY-MM-DD) of an instant in epoch milliseconds. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days the event's sale ran, UTC (docs/choices.md, "Ticket desk"): from its first ticket's creation to the end of
 * its door night (DOOR_NIGHT_ENDS_HOUR the morning after its day, club time), or to today while that is to come. The
 * timeline counts anything stored outside them on the nearest of the two: a door's wrong clock or an old row can
 * never stretch the chart to years of empty days.
 */
function saleDays(event: EventRow, created: readonly { day: string }[], now: Date): { first: string; last: string } {
  const doorNightEnds = clubInstant(event.date, '00:00').getTime() + DAY_MS + DOOR_NIGHT_ENDS_HOUR * 3_600_000;
  const last = utcDay(Math.min(now.getTime(), doorNightEnds));
  const firstCreated = created.map(({ day }) => day).reduce((a, b) => (a < b ? a : b));
  return { first: firstCreated < last ? firstCreated : last, last };
}
/** The desk's refusal of a full event, until the admin confirms going over (`overCapacity`). */
export const eventFull = (taken: number, capacity: number) =>
  `This event is full: ${taken} of ${capacity} seats are taken (tickets issued or held). ` +
  'Confirm to issue this ticket over capacity.';

/** As the activity log names a ticket: 'Asha Verma (TKT-7KQ2M9XD)'. */
const ticketLabel = (ticket: TicketRow) => `${ticket.fullName} (${ticket.code})`;

export interface TicketDeskDeps {
  tickets: TicketService;
  /** The site's public origin: the CSV's QR Code URL (a ticket's QR image) is there. */
  publicAppUrl: string;
  /** A seat was freed (a ticket cancelled): the waiting list's offers pass the event now (docs/choices.md). */
  seatFreed?: (eventId: string) => Promise<unknown>;
  now?: () => Date;
}

/** The admin ticket desk: the event's list, stats and timeline, manual tickets, the row actions and the CSV. */
export function createTicketDeskService(
  db: Db,
  { tickets: ticketService, publicAppUrl, seatFreed = async () => {}, now = () => new Date() }: TicketDeskDeps,
) {
  async function eventOf(eventId: string): Promise<EventRow> {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    return event;
  }

  /**
   * Loads the ticket for update inside a transaction with its event, lets `change` decide (and throw a refusal),
   * writes the activity entry and answers the ticket as it is now.
   */
  async function changeTicket(
    admin: Account,
    id: string,
    kind: ActivityKind,
    change: (tx: Transaction, ticket: TicketRow) => Promise<Partial<TicketRow>>,
  ): Promise<AdminTicket> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ticket: tickets, eventName: events.title })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(eq(tickets.id, id))
        .for('update', { of: tickets });
      if (!row) throw new HttpError(404, TICKET_NOT_FOUND);
      const values = await change(tx, row.ticket);
      const [updated] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
      await recordActivity(tx, { actor: admin, kind, target: ticketLabel(updated!) });
      return toAdminTicket(updated!, row.eventName);
    });
  }

  function csvRow(ticket: TicketRow, event: EventRow): string {
    return csvLine([
      ticket.code,
      ticket.fullName,
      ticket.email,
      ticket.phone,
      ticket.lpuId,
      ticket.gender,
      yesNo(ticket.hosteler),
      ticket.hostel,
      ticket.course,
      ticket.club,
      event.id,
      event.title,
      yesNo(ticket.isUsed),
      // Every ticket's, online or manual: its QR image, drawn from its secret when asked (docs/choices.md).
      ticketQrUrl(publicAppUrl, ticket),
      // No QR image is stored anywhere, so no public id.
      '',
      yesNo(ticket.isCancelled),
      formatDateTime(ticket.createdAt),
      yesNo(ticket.emailFailed),
      // After the spec's 18: when and by whom it was checked in, blank while unused (as other missing values are).
      ticket.usedAt ? formatDateTime(ticket.usedAt) : '',
      ticket.checkedInBy,
    ]);
  }

  /** The rows in `sort` order, EXPORT_BATCH at a time, each step continuing after the last row (a keyset cursor). */
  async function* batchesInOrder(where: SQL, sort: TicketSort): AsyncGenerator<TicketRow[]> {
    const { column, descending, cast } = SORTS[sort];
    let after: { value: string; id: string } | null = null;
    for (;;) {
      // The column's exact text (a timestamp with its microseconds), so the next step starts exactly after it.
      const keyset: SQL | undefined = after
        ? descending
          ? sql`(${column}, ${tickets.id}) < (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
          : sql`(${column}, ${tickets.id}) > (${after.value}::${sql.raw(cast)}, ${after.id}::uuid)`
        : undefined;
      const batch: { ticket: TicketRow; key: string }[] = await db
        .select({ ticket: tickets, key: sql<string>`${column}::text` })
        .from(tickets)
        .where(and(where, keyset))
        .orderBy(...orderOf(sort))
        .limit(EXPORT_BATCH);
      if (batch.length > 0) yield batch.map((row) => row.ticket);
      if (batch.length < EXPORT_BATCH) return;
      const last = batch.at(-1)!;
      after = { value: last.key, id: last.ticket.id };
    }
  }

  return {
    async list(eventId: string, query: ListQuery): Promise<TicketPage> {
      const event = await eventOf(eventId);
      const where = ticketFilter(eventId, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tickets)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(tickets).where(where),
      ]);
      return {
        docs: rows.map((ticket) => toAdminTicket(ticket, event.title)),
        totalDocs: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    async stats(eventId: string): Promise<TicketStats> {
      await eventOf(eventId);
      const [row] = await db
        .select({
          total: count(),
          cancelled: sql<number>`count(*) filter (where ${tickets.isCancelled})`.mapWith(Number),
          checkedIn: sql<number>`count(*) filter (where ${tickets.isUsed})`.mapWith(Number),
        })
        .from(tickets)
        .where(eq(tickets.eventId, eventId));
      return { total: row?.total ?? 0, cancelled: row?.cancelled ?? 0, checkedIn: row?.checkedIn ?? 0 };
    },

    /**
     * Created, used (on the day of check-in) and cancelled per UTC day, gaps filled with zeros; never longer than the
     * sale ran (`saleDays`), whatever times are stored.
     */
    async timeline(eventId: string): Promise<TicketTimeline> {
      const event = await eventOf(eventId);
      const perDay = (column: AnyColumn, when?: SQL) => {
        const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
        return db
          .select({ day, value: count() })
          .from(tickets)
          .where(and(eq(tickets.eventId, eventId), isNotNull(column), when))
          .groupBy(day);
      };
      // One after the other: PGlite runs one query at a time anyway.
      const created = await perDay(tickets.createdAt);
      const used = await perDay(tickets.usedAt, eq(tickets.isUsed, true));
      const cancelled = await perDay(tickets.cancelledAt, eq(tickets.isCancelled, true));
      // No ticket, nothing to chart (used and cancelled days need a ticket too).
      if (created.length === 0) return { days: [] };
      const sale = saleDays(event, created, now());
      const days = new Map<string, { created: number; used: number; cancelled: number }>();
      const add = (rows: { day: string; value: number }[], series: 'created' | 'used' | 'cancelled') => {
        for (const { day, value } of rows) {
          const within = day < sale.first ? sale.first : day > sale.last ? sale.last : day;
          const entry = days.get(within) ?? { created: 0, used: 0, cancelled: 0 };
          entry[series] += value;
          days.set(within, entry);
        }
      };
      add(created, 'created');
      add(used, 'used');
      add(cancelled, 'cancelled');
      const sorted = [...days.keys()].sort();
      const result: TicketTimeline['days'] = [];
      const last = Date.parse(`${sorted.at(-1)}T00:00:00Z`);
      for (let at = Date.parse(`${sorted[0]}T00:00:00Z`); at <= last; at += DAY_MS) {
        const day = new Date(at).toISOString().slice(0, 10);
        result.push({ day, ...(days.get(day) ?? { created: 0, used: 0, cancelled: 0 }) });
      }
      return { days: result };
    },

    /**
     * A ticket without payment (the Create Ticket form): one per LPU ID and event, while seats are left (tickets
     * issued plus seats held, as online sales count them). Past that only with `overCapacity` (the admin confirmed):
     * the event is then over capacity by the desk, and online sales stay closed (docs/choices.md, "Ticket desk").
     */
    async create(admin: Account, input: ManualTicket): Promise<CreatedTicket> {
      const { ticket, event } = await db.transaction(async (tx) => {
        const locked = await lockEvent(tx, input.eventId);
        if (!locked) throw fieldError(404, 'eventId', EVENT_NOT_FOUND);
        if ((await validTicketOf(tx, input)).length > 0) throw fieldError(409, 'lpuId', ALREADY_TICKETED);
        if (locked.capacity !== null && !input.overCapacity) {
          const taken = (await seatsTakenAt(tx, [locked.id], now())).get(locked.id) ?? 0;
          if (taken >= locked.capacity) throw fieldError(409, 'overCapacity', eventFull(taken, locked.capacity));
        }
        const issued = await ticketService.issueManual(tx, input, locked);
        await recordActivity(tx, { actor: admin, kind: 'ticket.created', target: ticketLabel(issued) });
        return { ticket: issued, event: locked };
      });
      return { ...toAdminTicket(ticket, event.title), qrCode: { url: await ticketService.qrDataUrl(ticket) } };
    },

    /** Mark Used / Mark Not Used; a cancelled ticket is never marked used. The admin is who checked it in. */
    setUsed: (admin: Account, id: string, isUsed: boolean) =>
      changeTicket(admin, id, isUsed ? 'ticket.marked-used' : 'ticket.marked-unused', async (_tx, ticket) => {
        if (isUsed && ticket.isCancelled) throw new HttpError(409, 'A cancelled ticket cannot be marked used.');
        // Nothing to change (another admin was first, or a stale list): said, not written (an empty update failed).
        if (ticket.isUsed === isUsed)
          throw new HttpError(409, isUsed ? 'This ticket is already marked used.' : 'This ticket is not marked used.');
        // Marked by hand: the admin who did it is named, as a door is (the desk, the CSV and a later scan say so);
        // the time is the server's, so no door's clock was adjusted.
        return {
          isUsed,
          usedAt: isUsed ? now() : null,
          checkedInBy: isUsed ? admin.row.fullname : null,
          clockAdjusted: false,
        };
      }),

    /** Cancels with a reason: the spot is free again and the door refuses the ticket. */
    async cancel(admin: Account, id: string, reason: string): Promise<AdminTicket> {
      const cancelled = await changeTicket(admin, id, 'ticket.cancelled', async (_tx, ticket) => {
        if (ticket.isCancelled) throw new HttpError(409, 'This ticket is already cancelled.');
        return { isCancelled: true, cancelReason: reason, cancelledAt: now() };
      });
      // Done once the ticket is cancelled: a failed pass leaves the seat to the offers' next pass.
      await seatFreed(cancelled.eventId).catch(() => {});
      return cancelled;
    },

    /** Queues the ticket e-mail again and clears the failure flag (docs/choices.md, "Mail outbox under faults"). */
    resend: (admin: Account, id: string) =>
      changeTicket(admin, id, 'ticket.resent', async (tx, ticket) => {
        if (ticket.isCancelled) throw new HttpError(409, 'A cancelled ticket cannot be sent.');
        const [event] = await tx.select().from(events).where(eq(events.id, ticket.eventId));
        await ticketService.resendEmail(tx, ticket, event!);
        return { emailFailed: false };
      }),

    async remove(admin: Account, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const [ticket] = await tx.delete(tickets).where(eq(tickets.id, id)).returning();
          if (!ticket) throw new HttpError(404, TICKET_NOT_FOUND);
          await recordActivity(tx, { actor: admin, kind: 'ticket.deleted', target: ticketLabel(ticket) });
        });
      } catch (error) {
        // A certificate keeps its ticket (docs/choices.md, "Attendance certificates").
        if (!foreignKeyViolation(error)) throw error;
        throw new HttpError(409, CERTIFICATE_MESSAGES.ticketHasCertificate);
      }
    },

    /**
     * The event's tickets as the spec's CSV (UTF-8 with BOM, its 18 columns then ours), in the list's sort, search and
     * filter, read EXPORT_BATCH rows at a time. Refuses (404) before answering anything when there is nothing to export.
     */
    async exportCsv(eventId: string, query: ExportQuery): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
      const event = await eventOf(eventId);
      const where = ticketFilter(eventId, query);
      const [any] = await db.select({ id: tickets.id }).from(tickets).where(where).limit(1);
      if (!any) throw new HttpError(404, NO_TICKETS_TO_EXPORT);
      async function* lines() {
        yield `\uFEFF${csvLine(TICKET_CSV_COLUMNS)}`;
        for await (const batch of batchesInOrder(where, query.sort))
          yield batch.map((ticket) => csvRow(ticket, event)).join('');
      }
      return { fileName: ticketCsvFileName(eventId, now()), lines: lines() };
    },
  };
}

export type TicketDeskService = ReturnType<typeof createTicketDeskService>;
