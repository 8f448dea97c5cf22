import type { FindTicketRequest } from '@guildhall/contracts';
import { and, asc, eq, gte, ne, not, sql, type SQL } from 'drizzle-orm';
import { events, tickets } from '../../db/schema';
import { clubDay } from '../events/club-time';
import type { MailRequestQueue, MailRequestTx } from '../mail/mail-requests';
import { recipientHasRoom } from '../mail/recipient-quota';
import type { TicketService } from './service';

/** The outbox kind of the ticket e-mails Find my ticket sends again: counted per recipient on its own. */
const FOUND_TICKET_MAIL = 'ticket-found';
/** The most tickets one request e-mails (the soonest events first): one per event, so a buyer has few. */
const MOST_TICKETS_PER_REQUEST = 10;

/** Its event is not completed and not on a past day (club time): what the event pages call upcoming. */
export const eventAhead = (at: Date): SQL => and(ne(events.status, 'completed'), gte(events.date, clubDay(at)))!;

/** Soonest first; an event without a time sorts as if at 17:00, as it is shown. */
const soonestEventFirst = [asc(events.date), asc(sql`coalesce(${events.time}, '17:00')`)];

export interface TicketFinderDeps {
  tickets: TicketService;
  /** Where a request waits for the mail-requests job. */
  mailRequests: MailRequestQueue;
  /** How many times an hour one address may be sent its tickets again. */
  recipientMailLimit: number;
  now?: () => Date;
}

/**
 * "Find my ticket": the e-mail address and LPU ID of a purchase (or a ticket issued at the desk) get the ticket
 * e-mails sent again. Like 'Forgot Password?', the request only queues, so its answer and its time are the same for
 * any details; the mail-requests job looks the tickets up (docs/choices.md, "Tickets and payments").
 */
export function createTicketFinder({
  tickets: ticketService,
  mailRequests,
  recipientMailLimit,
  now = () => new Date(),
}: TicketFinderDeps) {
  return {
    /** Stores the request; nothing is looked up now. */
    request: ({ email, lpuId }: FindTicketRequest) => mailRequests.queue('find-ticket', email, lpuId),

    /**
     * The mail-requests job's handler, inside its transaction: each valid ticket (not used, not cancelled) of an
     * upcoming event held under both the address and the LPU ID gets its ticket e-mail again, one e-mail per
     * ticket, if the address was sent fewer than `recipientMailLimit` of these in the last hour. Else nothing.
     */
    async mailTickets(tx: MailRequestTx, email: string, lpuId: string | null): Promise<void> {
      if (lpuId === null) return;
      const at = now();
      const found = await tx
        .select({ ticket: tickets, event: events })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(
          and(
            eq(tickets.lpuId, lpuId),
            eq(tickets.email, email),
            not(tickets.isCancelled),
            not(tickets.isUsed),
            eventAhead(at),
          ),
        )
        .orderBy(...soonestEventFirst)
        .limit(MOST_TICKETS_PER_REQUEST);
      if (found.length === 0) return;
      if (!(await recipientHasRoom(tx, { kind: FOUND_TICKET_MAIL, to: email, limit: recipientMailLimit, now: at })))
        return;
      for (const { ticket, event } of found) await ticketService.resendEmail(tx, ticket, event, FOUND_TICKET_MAIL);
    },
  };
}

export type TicketFinder = ReturnType<typeof createTicketFinder>;
