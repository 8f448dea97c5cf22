import type { AdminEvent, AdminEventSort, adminEventListQuerySchema, Page } from '@guildhall/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { eventPosters, events, type EventPosterRow, type EventRow } from '../../db/schema';
import { HttpError } from '../../http';
import { clubDay, clubInstant } from './club-time';

/**
 * Seats already taken per event: tickets issued plus seats held by unpaid orders (docs/choices.md, "Events"). Ticketing
 * provides it; until an event has tickets or holds, nothing is taken.
 */
export type SeatCounter = (eventIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;

export interface EventServiceDeps {
  seatsTaken: SeatCounter;
  now?: () => Date;
}

export const EVENT_NOT_FOUND = 'Event not found';

// Soonest first; an event without a time sorts as if at 17:00, as it is shown.
const startOrder = [asc(events.date), asc(sql`coalesce(${events.time}, '17:00')`)];
const latestFirst = [desc(events.date), desc(sql`coalesce(${events.time}, '17:00')`)];

export function createEventService(db: Db, { seatsTaken, now = () => new Date() }: EventServiceDeps) {
  /** Not completed and not on a past day (club time): what the home card and the event list call upcoming. */
  const isUpcoming = (): SQL => and(ne(events.status, 'completed'), gte(events.date, clubDay(now())))!;

  /**
   * Events as admins see them (with poster ids and seats taken); the public routes' schema leaves those two out.
   */
  async function toEvents(rows: EventRow[]): Promise<AdminEvent[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [posters, taken] = await Promise.all([
      db.select().from(eventPosters).where(inArray(eventPosters.eventId, ids)).orderBy(asc(eventPosters.position)),
      seatsTaken(ids),
    ]);
    const postersByEvent = new Map<string, EventPosterRow[]>();
    for (const poster of posters)
      postersByEvent.set(poster.eventId, [...(postersByEvent.get(poster.eventId) ?? []), poster]);
    const at = now();
    return rows.map((row) => toEvent(row, postersByEvent.get(row.id) ?? [], taken.get(row.id) ?? 0, at));
  }

  async function firstUpcoming(extra?: SQL): Promise<AdminEvent | null> {
    const rows = await db
      .select()
      .from(events)
      .where(and(isUpcoming(), extra))
      .orderBy(...startOrder)
      .limit(1);
    return (await toEvents(rows))[0] ?? null;
  }

  /** Each list order; the id last, so that a page never repeats or skips an event whose keys tie. */
  const orderOf = (sort: AdminEventSort): SQL[] => {
    if (sort === 'date') return startOrder;
    if (sort === '-date') return latestFirst;
    if (sort === 'title') return [asc(sql`lower(${events.title})`), ...startOrder];
    // Upcoming soonest first, then the past (and completed) most recent first.
    const upcoming = isUpcoming();
    return [
      desc(sql`(${upcoming})`),
      asc(sql`case when ${upcoming} then ${events.date} end`),
      asc(sql`case when ${upcoming} then coalesce(${events.time}, '17:00') end`),
      ...latestFirst,
    ];
  };

  return {
    /** The next event that has not happened yet, or null. */
    upcoming: () => firstUpcoming(),

    /** The next `limit` upcoming events, soonest first, and how many there are (the admin overview). */
    async nextUpcoming(limit: number): Promise<Pick<Page<AdminEvent>, 'docs' | 'totalDocs'>> {
      const [rows, [total]] = await Promise.all([
        limit > 0
          ? db
              .select()
              .from(events)
              .where(isUpcoming())
              .orderBy(...startOrder)
              .limit(limit)
          : [],
        db.select({ value: count() }).from(events).where(isUpcoming()),
      ]);
      return { docs: await toEvents(rows), totalDocs: total?.value ?? 0 };
    },

    /** The event admins featured, while it is still ahead; otherwise the next upcoming one. */
    async featured(): Promise<AdminEvent | null> {
      return (await firstUpcoming(eq(events.featured, true))) ?? firstUpcoming();
    },

    async byId(id: string): Promise<AdminEvent> {
      const rows = await db.select().from(events).where(eq(events.id, id));
      const [event] = await toEvents(rows);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      return event;
    },

    /** The public list (sort 'date' or '-date') and the admin's (its sorts too: `orderOf`). */
    async list(query: z.output<typeof adminEventListQuerySchema>): Promise<Page<AdminEvent>> {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(events.status, query.status));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
        filters.push(or(ilike(events.title, pattern), ilike(events.venue, pattern)));
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(...orderOf(query.sort), asc(events.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(events).where(where),
      ]);
      return { docs: await toEvents(rows), totalDocs: total?.value ?? 0, page: query.page, limit: query.limit };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;

/** Tickets may be sold now, seats aside: not completed, not on a past day, inside the sales window (if set). */
export function salesWindowOpen(
  row: Pick<EventRow, 'status' | 'date' | 'salesOpenAt' | 'salesCloseAt'>,
  now: Date,
): boolean {
  return (
    row.status !== 'completed' &&
    row.date >= clubDay(now) &&
    (row.salesOpenAt === null || row.salesOpenAt <= now) &&
    (row.salesCloseAt === null || row.salesCloseAt > now)
  );
}

function toEvent(row: EventRow, posters: EventPosterRow[], seatsTaken: number, now: Date): AdminEvent {
  const startsAt = clubInstant(row.date, row.time);
  const spotsLeft = row.capacity === null ? null : Math.max(0, row.capacity - seatsTaken);
  const windowOpen = salesWindowOpen(row, now);
  const salesOpen = windowOpen && spotsLeft !== 0;
  // Join's own rules (waitlist/service.ts), so the page offers the list exactly when joining can work.
  const waitlistOpen =
    spotsLeft === 0 &&
    row.waitlistEnabled &&
    windowOpen &&
    startsAt > now &&
    row.ticketPrice >= 1 &&
    !row.registrationUrl;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    startsAt: startsAt.toISOString(),
    venue: row.venue,
    status: row.status,
    ticketPrice: row.ticketPrice,
    totalSpots: row.capacity,
    spotsLeft,
    salesOpenAt: row.salesOpenAt?.toISOString() ?? null,
    salesCloseAt: row.salesCloseAt?.toISOString() ?? null,
    salesOpen,
    waitlistOpen,
    tags: row.tags,
    posters: posters.map((poster) => ({ id: poster.id, url: poster.url, alt: poster.alt, order: poster.position })),
    sponsor: row.sponsor,
    organizer: row.organizer,
    registrationUrl: row.registrationUrl,
    featured: row.featured,
    registered: seatsTaken,
    unpaidHoldLimit: row.unpaidHoldLimit,
    waitlistEnabled: row.waitlistEnabled,
    offerWindowMinutes: row.offerWindowMinutes,
  };
}
