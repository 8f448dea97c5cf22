import { LPU_ID_HAS_TICKET } from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import {
  WAITLIST_CONFIRM_HOURS,
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistPlace,
  type WaitlistState,
} from '@guildhall/contracts/waitlist';
import { and, count, eq, gt, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, waitlistEntries, type EventRow, type WaitlistEntryRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import { clubInstant } from '../events/club-time';
import { EVENT_NOT_FOUND, salesWindowOpen } from '../events/service';
import type { MailService } from '../mail/service';
import { recipientHasRoom } from '../mail/recipient-quota';
import { hasSeat, lockEvent, validTicketOf } from '../payments/seats';
import { FREE_EVENT, SOLD_ELSEWHERE } from '../payments/service';
import { eventWhen } from '../tickets/ticket-email';
import type { Transaction } from '../tickets/service';
import { hashWaitlistToken, newLinkToken } from './tokens';

/** The outbox kind of the confirmation e-mail, counted per recipient on its own. */
export const WAITLIST_CONFIRM_MAIL = 'waitlist-confirm';
const CONFIRM_MS = WAITLIST_CONFIRM_HOURS * 3_600_000;

/** The states that stand in line (their place counts), and those that no longer hold an e-mail or LPU ID. */
const IN_LINE: WaitlistState[] = ['waiting', 'offered'];
const ENDED: WaitlistState[] = ['left', 'removed', 'expired'];
/** What its own leave link can still end (a claimed seat is a ticket: the desk cancels those). */
const LEAVABLE: WaitlistState[] = ['waiting_confirmation', 'waiting', 'offered'];

export interface WaitlistServiceDeps {
  db: Db;
  mail: MailService;
  /** Where the e-mail's links lead. */
  publicAppUrl: string;
  /** Confirmation e-mails one address may be sent an hour (over every event). */
  recipientMailLimit: number;
  /** An offered entry left: its seat goes to the next in line now (the offers' pass of the event). */
  passOn?: (eventId: string) => Promise<unknown>;
  now?: () => Date;
}

/**
 * An event's waiting list: join (an entry waiting for its e-mail to be confirmed), confirm (in line), the place in
 * line, leave (docs/choices.md, "Waiting list"). The offers of freed seats are offers.ts's.
 */
export function createWaitlistService({
  db,
  mail,
  publicAppUrl,
  recipientMailLimit,
  passOn = async () => {},
  now = () => new Date(),
}: WaitlistServiceDeps) {
  const link = (path: string, token: string) => `${publicAppUrl}${path}?token=${encodeURIComponent(token)}`;

  /** New links for an entry: the tokens to e-mail, and the hashes to store. */
  function newLinks() {
    const tokens = { confirm: newLinkToken(), leave: newLinkToken() };
    return {
      tokens,
      hashes: { confirmTokenHash: hashWaitlistToken(tokens.confirm), leaveTokenHash: hashWaitlistToken(tokens.leave) },
    };
  }

  /** Queues the e-mail with the entry's two links, in the transaction that stores their hashes. */
  async function mailLinks(
    tx: Transaction,
    entry: { id: string; fullName: string; email: string },
    event: EventRow,
    { confirm, leave }: { confirm: string; leave: string },
  ) {
    await mail.enqueue(
      {
        kind: WAITLIST_CONFIRM_MAIL,
        reference: entry.id,
        to: entry.email,
        subject: `Confirm your place on the waiting list: ${event.title}`,
        text:
          `Hello ${entry.fullName},\n\nYou asked to join the waiting list for ${event.title} ` +
          `(${eventWhen(event)}, ${event.venue}). Your place counts once you open this link within ` +
          `${WAITLIST_CONFIRM_HOURS} hours; it shows your place in line:\n\n${link(PATHS.waitlistConfirm, confirm)}\n\n` +
          `To leave the waiting list at any time, open this link:\n\n${link(PATHS.waitlistLeave, leave)}\n\n` +
          `If you did not ask for this, ignore this e-mail: an entry nobody confirms lapses in ` +
          `${WAITLIST_CONFIRM_HOURS} hours.\n`,
      },
      tx,
    );
  }

  /** Its place in line: 1 + the event's entries in line confirmed before it (ties by id); null when not in line. */
  async function positionOf(entry: WaitlistEntryRow): Promise<number | null> {
    if (!IN_LINE.includes(entry.state) || !entry.confirmedAt) return null;
    const [row] = await db
      .select({ ahead: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.eventId, entry.eventId),
          inArray(waitlistEntries.state, IN_LINE),
          or(
            lt(waitlistEntries.confirmedAt, entry.confirmedAt),
            and(eq(waitlistEntries.confirmedAt, entry.confirmedAt), lt(waitlistEntries.id, entry.id)),
          ),
        ),
      );
    return 1 + (row?.ahead ?? 0);
  }

  async function entryWhere(where: SQL) {
    const [found] = await db
      .select({ entry: waitlistEntries, eventTitle: events.title })
      .from(waitlistEntries)
      .innerJoin(events, eq(events.id, waitlistEntries.eventId))
      .where(where);
    return found;
  }

  async function placeOf({
    entry,
    eventTitle,
  }: {
    entry: WaitlistEntryRow;
    eventTitle: string;
  }): Promise<WaitlistPlace> {
    return { eventId: entry.eventId, eventTitle, state: entry.state, position: await positionOf(entry) };
  }

  /**
   * The entry of a confirmation token, as its place. An entry never confirmed within its day is expired (marked so
   * now if nothing did before) and answers 410; an unknown token 404.
   */
  async function placeByConfirmToken(token: string, at: Date): Promise<WaitlistPlace> {
    const found = await entryWhere(eq(waitlistEntries.confirmTokenHash, hashWaitlistToken(token)));
    if (!found) throw new HttpError(404, WAITLIST_MESSAGES.confirmInvalid);
    const { entry } = found;
    const lapsed = entry.state === 'waiting_confirmation' && entry.createdAt.getTime() <= at.getTime() - CONFIRM_MS;
    if (lapsed)
      await db
        .update(waitlistEntries)
        .set({ state: 'expired' })
        .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'waiting_confirmation')));
    if (lapsed || (entry.state === 'expired' && entry.confirmedAt === null))
      throw new HttpError(410, WAITLIST_MESSAGES.confirmExpired);
    return placeOf(found);
  }

  return {
    /**
     * Joins the event's waiting list, when it has one and no seat is left: an entry waiting for its e-mail to be
     * confirmed, and that e-mail (the confirmation and leave links), within the recipient's hourly limit. Under the
     * event's row lock, as every seat decision. An e-mail address or LPU ID already on the list (not left, removed
     * or expired) makes no second entry: the address of an unconfirmed one is sent its links again (new ones), and
     * nothing else happens. The caller answers the same whatever happened (docs/choices.md, "Waiting list").
     */
    async join(input: WaitlistJoin): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const event = await lockEvent(tx, input.eventId);
        if (!event) throw fieldError(404, 'eventId', EVENT_NOT_FOUND);
        if (event.registrationUrl) throw new HttpError(409, SOLD_ELSEWHERE);
        if (event.ticketPrice < 1) throw new HttpError(409, FREE_EVENT);
        if (!event.waitlistEnabled) throw new HttpError(409, WAITLIST_MESSAGES.off);
        if (!salesWindowOpen(event, at) || clubInstant(event.date, event.time) <= at)
          throw new HttpError(409, WAITLIST_MESSAGES.closed);
        if (await hasSeat(tx, event.id, event.capacity, at)) throw new HttpError(409, WAITLIST_MESSAGES.seatsLeft);
        // As create-order says it (an LPU ID's ticket is no secret there either), with the way to the ticket.
        if ((await validTicketOf(tx, { eventId: event.id, lpuId: input.lpuId })).length > 0)
          throw new HttpError(409, LPU_ID_HAS_TICKET.message, [{ path: 'lpuId', msg: LPU_ID_HAS_TICKET.field }]);

        // Entries never confirmed within their day hold their e-mail and LPU ID no more: checked here, where it
        // matters, rather than by a job.
        await tx
          .update(waitlistEntries)
          .set({ state: 'expired' })
          .where(
            and(
              eq(waitlistEntries.eventId, event.id),
              eq(waitlistEntries.state, 'waiting_confirmation'),
              lte(waitlistEntries.createdAt, new Date(at.getTime() - CONFIRM_MS)),
            ),
          );
        const sameEmail = sql`lower(${waitlistEntries.email}) = ${input.email.toLowerCase()}`;
        const standing = await tx
          .select()
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.eventId, event.id),
              notInArray(waitlistEntries.state, ENDED),
              or(sameEmail, eq(waitlistEntries.lpuId, input.lpuId)),
            ),
          );
        const room = () =>
          recipientHasRoom(tx, { kind: WAITLIST_CONFIRM_MAIL, to: input.email, limit: recipientMailLimit, now: at });

        if (standing.length > 0) {
          // Only to the address that is the entry's own: its links could otherwise be sent to anyone who types
          // its LPU ID. A confirmed entry keeps the links it has.
          const own = standing.find(
            (entry) =>
              entry.email.toLowerCase() === input.email.toLowerCase() && entry.state === 'waiting_confirmation',
          );
          if (own && (await room())) {
            const links = newLinks();
            await tx.update(waitlistEntries).set(links.hashes).where(eq(waitlistEntries.id, own.id));
            await mailLinks(tx, own, event, links.tokens);
          }
          return;
        }
        // Over the limit nothing is made either: an entry nobody can confirm would only block its e-mail and LPU ID.
        if (!(await room())) return;
        const links = newLinks();
        const [entry] = await tx
          .insert(waitlistEntries)
          .values({
            eventId: event.id,
            fullName: input.fullName,
            email: input.email,
            lpuId: input.lpuId,
            phone: input.phone,
            ...links.hashes,
            createdAt: at,
          })
          .returning({ id: waitlistEntries.id });
        await mailLinks(tx, { ...input, id: entry!.id }, event, links.tokens);
      });
    },

    /** The confirmation link: in line from now (once: confirming again changes nothing), and the place. */
    async confirm(token: string): Promise<WaitlistPlace> {
      const at = now();
      await db
        .update(waitlistEntries)
        .set({ state: 'waiting', confirmedAt: at })
        .where(
          and(
            eq(waitlistEntries.confirmTokenHash, hashWaitlistToken(token)),
            eq(waitlistEntries.state, 'waiting_confirmation'),
            gt(waitlistEntries.createdAt, new Date(at.getTime() - CONFIRM_MS)),
          ),
        );
      return placeByConfirmToken(token, at);
    },

    /** The place of the confirmation link's entry, as it is now (the confirmation page's refresh). */
    position: (token: string): Promise<WaitlistPlace> => placeByConfirmToken(token, now()),

    /**
     * The leave link: the entry leaves the list (once: leaving again, or after it ended otherwise, changes nothing)
     * and its e-mail and LPU ID are free to join again. An offered seat it gives up goes to the next in line.
     */
    async leave(token: string): Promise<WaitlistPlace> {
      const hash = hashWaitlistToken(token);
      const [left] = await db
        .update(waitlistEntries)
        .set({ state: 'left', leftAt: now() })
        .where(and(eq(waitlistEntries.leaveTokenHash, hash), inArray(waitlistEntries.state, LEAVABLE)))
        .returning({ eventId: waitlistEntries.eventId, offered: waitlistEntries.offerTokenHash });
      // The offers' pass can fail (a busy database) without failing the leave: the job's next pass offers the seat.
      if (left?.offered) await passOn(left.eventId).catch(() => {});
      const found = await entryWhere(eq(waitlistEntries.leaveTokenHash, hash));
      if (!found) throw new HttpError(404, WAITLIST_MESSAGES.leaveInvalid);
      return placeOf(found);
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
