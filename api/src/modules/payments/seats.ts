import { and, count, eq, gt, inArray, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import type { Transaction } from '../tickets/service';

/** An unpaid order whose seat is still held (decisions 18). */
export const liveHold = (now: Date): SQL =>
  and(eq(ticketOrders.status, 'pending'), gt(ticketOrders.holdExpiresAt, now))!;

/** Seats taken per event: tickets not cancelled plus live holds (decisions 1); events with none are absent. */
export async function seatsTakenAt(
  db: Db | Transaction,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  // One after the other: inside a transaction the two queries share one connection.
  const issued = await db
    .select({ eventId: tickets.eventId, value: count() })
    .from(tickets)
    .where(and(inArray(tickets.eventId, [...eventIds]), not(tickets.isCancelled)))
    .groupBy(tickets.eventId);
  const held = await db
    .select({ eventId: ticketOrders.eventId, value: count() })
    .from(ticketOrders)
    .where(and(inArray(ticketOrders.eventId, [...eventIds]), liveHold(now)))
    .groupBy(ticketOrders.eventId);
  const taken = new Map<string, number>();
  for (const row of [...issued, ...held]) taken.set(row.eventId, (taken.get(row.eventId) ?? 0) + row.value);
  return taken;
}
