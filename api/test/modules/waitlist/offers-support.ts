// What the waiting list's tests share: a sold-out event, people in line, tickets, the offer e-mail's claim link.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, tickets, waitlistEntries } from '../../../src/db/schema';
import { WAITLIST_OFFER_MAIL } from '../../../src/modules/waitlist/offers';
import { hashWaitlistToken } from '../../../src/modules/waitlist/tokens';
import { buyer, insertEvent } from '../../support/payments';
import type { OpenDatabase } from '../../../src/db/client';

const MINUTE_MS = 60_000;
let sequence = 0;

/** `count` confirmed entries in line for the event, in that order (confirmed a millisecond apart). */
export async function lineUp(database: OpenDatabase, eventId: string, count: number) {
  const start = Date.now() - 60 * MINUTE_MS;
  const rows = Array.from({ length: count }, (_, index) => {
    sequence += 1;
    return {
      eventId,
      fullName: `Waiting ${sequence}`,
      email: `waiting${sequence}@example.org`,
      lpuId: String(62_000_000 + sequence),
      phone: '+91 98765 43210',
      state: 'waiting' as const,
      confirmedAt: new Date(start + index),
      confirmTokenHash: hashWaitlistToken(randomBytes(32).toString('base64url')),
      leaveTokenHash: hashWaitlistToken(randomBytes(32).toString('base64url')),
    };
  });
  return database.db.insert(waitlistEntries).values(rows).returning();
}

/** A ticket of the event for `holder`. */
export const ticketRow = (eventId: string, holder: { fullName: string; email: string; lpuId: string }) => ({
  code: `TKT-${randomBytes(5).toString('hex').toUpperCase()}`,
  eventId,
  ...holder,
  qrSecret: randomBytes(32).toString('base64url'),
});

/** Tickets of the event, one each, taking `count` seats. */
export async function issueTickets(database: OpenDatabase, eventId: string, count: number) {
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    return ticketRow(eventId, {
      fullName: `Holder ${sequence}`,
      email: `holder${sequence}@example.org`,
      lpuId: String(63_000_000 + sequence),
    });
  });
  return database.db.insert(tickets).values(rows).returning({ id: tickets.id });
}

/** The claim link's token in the last offer e-mail to `to`, if any. */
export async function claimTokenOf(database: OpenDatabase, to: string) {
  const mails = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, WAITLIST_OFFER_MAIL), eq(mailOutbox.to, to)))
    .orderBy(mailOutbox.createdAt);
  return /\/waitlist\/claim\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
}

/** The purchase form of an entry's own person, with its claim token. */
export const claimForm = (
  entry: { eventId: string; fullName: string; email: string; lpuId: string },
  offerToken: string | undefined,
) => buyer(entry.eventId, { fullName: entry.fullName, email: entry.email, lpuId: entry.lpuId, offerToken });

/** An event whose one seat is taken by a ticket (LPU ID 12345678's). */
export async function soldOutEvent(database: OpenDatabase, overrides: Parameters<typeof insertEvent>[1] = {}) {
  const eventId = await insertEvent(database, { capacity: 1, ...overrides });
  await database.db
    .insert(tickets)
    .values(ticketRow(eventId, { fullName: 'Early Bird', email: 'early@example.org', lpuId: '12345678' }));
  return eventId;
}
