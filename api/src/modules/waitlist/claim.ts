import { WAITLIST_MESSAGES } from '@guildhall/contracts/waitlist';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { ticketOrders, waitlistEntries, type WaitlistEntryRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Transaction } from '../tickets/service';
import { hashWaitlistToken } from './tokens';

/** The order being made with a claim link: its event, and the buyer the seat is held for. */
export interface OfferClaim {
  token: string;
  eventId: string;
  email: string;
  lpuId: string;
}

/**
 * A create-order with a claim link's token (call it with the event's row locked): the offer, still holding its seat,
 * for this e-mail and LPU ID; an order started with it before ends, as the new one takes its seat. 404 unknown, 410
 * no longer held, 409 someone else's (docs/choices.md, "Waiting list").
 */
export async function claimOffer(tx: Transaction, claim: OfferClaim, at: Date): Promise<WaitlistEntryRow> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.offerTokenHash, hashWaitlistToken(claim.token)))
    .for('update');
  if (!entry || entry.eventId !== claim.eventId) throw new HttpError(404, WAITLIST_MESSAGES.offerInvalid);
  if (entry.state !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= at)
    throw new HttpError(410, WAITLIST_MESSAGES.offerEnded);
  if (entry.email.toLowerCase() !== claim.email.toLowerCase() || entry.lpuId !== claim.lpuId)
    throw new HttpError(409, WAITLIST_MESSAGES.offerNotYours);
  if (entry.orderId)
    await tx
      .update(ticketOrders)
      .set({ status: 'expired' })
      .where(and(eq(ticketOrders.id, entry.orderId), eq(ticketOrders.status, 'pending')));
  return entry;
}

/** The order now holds the offer's seat (in the transaction that made it). */
export async function attachOrder(tx: Transaction, entryId: string, orderId: string): Promise<void> {
  await tx.update(waitlistEntries).set({ orderId }).where(eq(waitlistEntries.id, entryId));
}

/** The order's ticket was issued: its offer, if it came from one, is claimed (even when it ran out meanwhile). */
export async function markOfferClaimed(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ state: 'claimed' })
    .where(and(eq(waitlistEntries.orderId, orderId), inArray(waitlistEntries.state, ['offered', 'expired'])));
}

/** Whether a live offer still holds a seat for the order (its hold ran out, the offer's time did not). */
export async function offerHoldsSeatFor(tx: Transaction, orderId: string, at: Date): Promise<boolean> {
  const [entry] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.orderId, orderId),
        eq(waitlistEntries.state, 'offered'),
        gt(waitlistEntries.offerExpiresAt, at),
      ),
    );
  return entry !== undefined;
}
