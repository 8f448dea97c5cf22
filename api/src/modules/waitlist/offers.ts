import { formatDate, formatEventTime } from '@guildhall/contracts/dates';
import { PATHS } from '@guildhall/contracts/paths';
import { WAITLIST_MESSAGES, type WaitlistOffer } from '@guildhall/contracts/waitlist';
import { and, asc, eq, exists, inArray, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, ticketOrders, tickets, waitlistEntries, type EventRow } from '../../db/schema';
import { HttpError } from '../../http';
import { clubInstant } from '../events/club-time';
import { EVENT_NOT_FOUND, salesWindowOpen } from '../events/service';
import type { MailService } from '../mail/service';
import { liveHold, lockEvent, seatsTakenAt } from '../payments/seats';
import { eventWhen } from '../tickets/ticket-email';
import type { Transaction } from '../tickets/service';
import { hashWaitlistToken, newLinkToken } from './tokens';

/** The outbox kind of an offer's e-mail. */
export const WAITLIST_OFFER_MAIL = 'waitlist-offer';

export interface WaitlistOffersDeps {
  db: Db;
  mail: MailService;
  /** Where the claim link leads. */
  publicAppUrl: string;
  now?: () => Date;
}

/** Whether the event gives freed seats to its list at `at`: a paid ticket sold here, a capacity, the list on, sales open. */
const offersOpen = (event: EventRow, at: Date) =>
  event.waitlistEnabled &&
  event.capacity !== null &&
  event.ticketPrice >= 1 &&
  !event.registrationUrl &&
  salesWindowOpen(event, at) &&
  clubInstant(event.date, event.time) > at;

/**
 * Offers of freed seats to an event's waiting list, in line order, one seat per offer (docs/choices.md, "Waiting
 * list"). Every decision is made under the event's row lock, with the seats counted as every sale counts them
 * (tickets, live holds, live offers): a seat is offered only when nothing else holds it, so two passes (two
 * instances, a job and a desk's click) can never offer one seat twice.
 */
export function createWaitlistOffers({ db, mail, publicAppUrl, now = () => new Date() }: WaitlistOffersDeps) {
  /** Ends the event's offers whose time ran out and whose order holds no seat now (a live order may still pay). */
  async function lapseOffers(tx: Transaction, eventId: string, at: Date) {
    await tx
      .update(waitlistEntries)
      .set({ state: 'expired' })
      .where(
        and(
          eq(waitlistEntries.eventId, eventId),
          eq(waitlistEntries.state, 'offered'),
          lte(waitlistEntries.offerExpiresAt, at),
          sql`not exists (select 1 from ${ticketOrders} where ${ticketOrders.id} = ${waitlistEntries.orderId} and ${liveHold(at)})`,
        ),
      );
  }

  /** Offers up to `max` seats to the first entries waiting in line (call it with the event's row locked). */
  async function offerSeats(tx: Transaction, event: EventRow, at: Date, max: number): Promise<number> {
    if (max <= 0) return 0;
    // Whoever got a ticket another way (a seat freed on the page, the desk) has their seat: no offer for them.
    await tx
      .update(waitlistEntries)
      .set({ state: 'claimed' })
      .where(
        and(
          eq(waitlistEntries.eventId, event.id),
          eq(waitlistEntries.state, 'waiting'),
          exists(
            tx
              .select({ id: tickets.id })
              .from(tickets)
              .where(
                and(eq(tickets.eventId, event.id), eq(tickets.lpuId, waitlistEntries.lpuId), not(tickets.isCancelled)),
              ),
          ),
        ),
      );
    const next = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.state, 'waiting')))
      .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.id))
      .limit(max);
    const offerExpiresAt = new Date(at.getTime() + event.offerWindowMinutes * 60_000);
    for (const entry of next) {
      const token = newLinkToken();
      await tx
        .update(waitlistEntries)
        .set({
          state: 'offered',
          offeredAt: at,
          offerExpiresAt,
          offerTokenHash: hashWaitlistToken(token),
          orderId: null,
        })
        .where(eq(waitlistEntries.id, entry.id));
      const claim = `${publicAppUrl}${PATHS.waitlistClaim}?token=${encodeURIComponent(token)}`;
      await mail.enqueue(
        {
          kind: WAITLIST_OFFER_MAIL,
          reference: entry.id,
          to: entry.email,
          subject: `A seat is free for you: ${event.title}`,
          text:
            `Hello ${entry.fullName},\n\nA seat for ${event.title} (${eventWhen(event)}, ${event.venue}) is free, ` +
            `and it is held for you until ${formatDate(offerExpiresAt)} at ${formatEventTime(offerExpiresAt)}. ` +
            `Buy your ticket with this link ` +
            `(it works for your e-mail address and LPU ID only):\n\n${claim}\n\n` +
            `If you do not buy it by then, the seat is offered to the next person in line.\n`,
        },
        tx,
      );
    }
    return next.length;
  }

  /** Seats free for the list now: the capacity less every seat taken (call it with the event's row locked). */
  async function freeSeats(tx: Transaction, event: EventRow, at: Date): Promise<number> {
    const taken = (await seatsTakenAt(tx, [event.id], at)).get(event.id) ?? 0;
    return (event.capacity ?? 0) - taken;
  }

  /**
   * One event's pass: lapsed offers end, then every free seat is offered to the next in line. Answers how many
   * offers were made. Nothing is offered once sales close or the event begins (live offers run out).
   */
  async function passOn(eventId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) return 0;
      const at = now();
      await lapseOffers(tx, event.id, at);
      if (!offersOpen(event, at)) return 0;
      return offerSeats(tx, event, at, await freeSeats(tx, event, at));
    });
  }

  return {
    passOn,

    /**
     * The background pass over every event with someone in line; answers the offers made. Runs on one instance at
     * a time (the job lock), though each event's pass is safe anywhere (its row lock).
     */
    async passAll(keepGoing: () => boolean = () => true): Promise<number> {
      const withLine = await db
        .selectDistinct({ eventId: waitlistEntries.eventId })
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.state, ['waiting', 'offered']));
      let offered = 0;
      for (const { eventId } of withLine) {
        if (!keepGoing()) break;
        offered += await passOn(eventId);
      }
      return offered;
    },

    /** The desk's "Offer the next seat now": one free seat to the next in line, or why not (409). */
    async offerNext(eventId: string): Promise<{ offered: number }> {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
        const at = now();
        await lapseOffers(tx, event.id, at);
        if (!offersOpen(event, at)) throw new HttpError(409, WAITLIST_MESSAGES.closed);
        if ((await freeSeats(tx, event, at)) <= 0) throw new HttpError(409, WAITLIST_MESSAGES.noSeatToOffer);
        const offered = await offerSeats(tx, event, at, 1);
        if (offered === 0) throw new HttpError(409, WAITLIST_MESSAGES.nobodyWaiting);
        return { offered };
      });
    },

    /** The claim link's offer, for the purchase form (404 unknown, 410 no longer held). */
    async offerFor(token: string): Promise<WaitlistOffer> {
      const [found] = await db
        .select({ entry: waitlistEntries, eventTitle: events.title })
        .from(waitlistEntries)
        .innerJoin(events, eq(events.id, waitlistEntries.eventId))
        .where(eq(waitlistEntries.offerTokenHash, hashWaitlistToken(token)));
      if (!found) throw new HttpError(404, WAITLIST_MESSAGES.offerInvalid);
      const { entry } = found;
      if (entry.state !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now())
        throw new HttpError(410, WAITLIST_MESSAGES.offerEnded);
      return {
        eventId: entry.eventId,
        eventTitle: found.eventTitle,
        fullName: entry.fullName,
        email: entry.email,
        lpuId: entry.lpuId,
        phone: entry.phone,
        offerExpiresAt: entry.offerExpiresAt.toISOString(),
      };
    },
  };
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
