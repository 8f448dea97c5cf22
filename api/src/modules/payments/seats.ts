import { defaultUnpaidHoldLimit } from '@guildhall/contracts';
import { and, count, eq, gt, inArray, isNull, not, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, ticketOrders, tickets, waitlistEntries, type EventRow } from '../../db/schema';
import type { Transaction } from '../tickets/service';

/** An unpaid order whose seat is still held (docs/choices.md, "Tickets and payments"). */
export const liveHold = (now: Date): SQL =>
  and(eq(ticketOrders.status, 'pending'), gt(ticketOrders.holdExpiresAt, now))!;

/**
 * A waiting list's offer that holds its seat at `now`: offered, not lapsed, and no live hold of the order started
 * with it (that hold counts the seat instead). docs/choices.md, "Waiting list".
 */
export const liveOffer = (now: Date): SQL =>
  and(
    eq(waitlistEntries.state, 'offered'),
    gt(waitlistEntries.offerExpiresAt, now),
    or(
      isNull(waitlistEntries.orderId),
      notExists(
        sql`(select 1 from ${ticketOrders} where ${ticketOrders.id} = ${waitlistEntries.orderId} and ${liveHold(now)})`,
      ),
    ),
  )!;

/** Seats taken per event: tickets not cancelled, live holds and live offers; events with none are absent. */
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
  const offered = await db
    .select({ eventId: waitlistEntries.eventId, value: count() })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.eventId, [...eventIds]), liveOffer(now)))
    .groupBy(waitlistEntries.eventId);
  const taken = new Map<string, number>();
  for (const row of [...issued, ...held, ...offered]) taken.set(row.eventId, (taken.get(row.eventId) ?? 0) + row.value);
  return taken;
}

/**
 * Locks the event's row: every seat decision of one event happens one at a time (holds, late payments, tickets an
 * admin creates), so holds + tickets never exceed the capacity unless the desk confirmed going over.
 */
export async function lockEvent(tx: Transaction, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

/**
 * Whether a seat is left at `at` for a new hold or a late payment: tickets + live holds < capacity (call it with the
 * event's row locked). No capacity: always.
 */
export async function hasSeat(tx: Transaction, eventId: string, capacity: number | null, at: Date): Promise<boolean> {
  if (capacity === null) return true;
  return ((await seatsTakenAt(tx, [eventId], at)).get(eventId) ?? 0) < capacity;
}

/** Most seats unpaid orders may hold at once: the event's own limit, else the default share; null = no limit. */
export function unpaidHoldLimit(event: Pick<EventRow, 'capacity' | 'unpaidHoldLimit'>): number | null {
  return event.unpaidHoldLimit ?? defaultUnpaidHoldLimit(event.capacity);
}

/** Whether one more unpaid order may hold a seat at `at` (call it with the event's row locked). */
export async function belowHoldLimit(tx: Transaction, event: EventRow, at: Date): Promise<boolean> {
  const limit = unpaidHoldLimit(event);
  if (limit === null) return true;
  const [row] = await tx
    .select({ value: count() })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, event.id), liveHold(at)));
  return (row?.value ?? 0) < limit;
}

/** Who asks for a hold: each is counted apart (a device id only when the browser sent one). */
export interface HoldBuyer {
  lpuId: string;
  email: string;
  clientAddress: string;
  deviceId?: string | undefined;
}

/**
 * Which of the buyer's identities already holds its most unpaid seats for the event at `at`, if any (call it with
 * the event's row locked): `perBuyer` per LPU ID, e-mail and device; a client address the larger of `perBuyer` and a
 * quarter of the event's hold limit (docs/choices.md, "Tickets and payments").
 */
export async function buyerAtHoldLimit(
  tx: Transaction,
  event: EventRow,
  buyer: HoldBuyer,
  perBuyer: number,
  at: Date,
): Promise<'lpuId' | 'email' | 'device' | 'address' | null> {
  const counted = (same: SQL) => sql<number>`count(*) filter (where ${same})`.mapWith(Number);
  const [held] = await tx
    .select({
      lpuId: counted(eq(ticketOrders.lpuId, buyer.lpuId)),
      email: counted(eq(ticketOrders.email, buyer.email)),
      device: counted(buyer.deviceId ? eq(ticketOrders.deviceId, buyer.deviceId) : sql`false`),
      address: counted(eq(ticketOrders.clientAddress, buyer.clientAddress)),
    })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, event.id), liveHold(at)));
  if (!held) return null;
  const perAddress = Math.max(perBuyer, Math.floor((unpaidHoldLimit(event) ?? 0) / 4));
  if (held.lpuId >= perBuyer) return 'lpuId';
  if (held.email >= perBuyer) return 'email';
  if (held.device >= perBuyer) return 'device';
  if (held.address >= perAddress) return 'address';
  return null;
}

/** The LPU ID's valid (not cancelled) ticket for the event, if any: one per LPU ID and event. */
export const validTicketOf = (tx: Transaction, holder: { eventId: string; lpuId: string }) =>
  tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, holder.eventId), eq(tickets.lpuId, holder.lpuId), not(tickets.isCancelled)))
    .limit(1);
