import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailRequests, type MAIL_REQUEST_KINDS } from '../../db/schema';

type MailRequestRow = typeof mailRequests.$inferSelect;

export type MailRequestKind = (typeof MAIL_REQUEST_KINDS)[number];

/** What a handler may do inside the transaction that deletes its request: look up, count, queue the e-mail. */
export type MailRequestTx = Pick<Db, 'select' | 'insert' | 'delete' | 'update' | 'execute'>;

/**
 * Turns one request into its e-mail (queued in the outbox through `tx`) or into nothing: an unknown address, a
 * recipient over its limit. `lpuId`: what the request gave with the address ('find-ticket' only), else null.
 */
export type MailRequestHandler = (tx: MailRequestTx, email: string, lpuId: string | null) => Promise<void>;
export type MailRequestHandlers = Record<MailRequestKind, MailRequestHandler>;

/**
 * The e-mails asked for by address ('Forgot Password?', 'Forgot your LPU ID?', 'Find my ticket'), queued durably: the request writes
 * one row and answers, whether the address is registered or not, so neither its answer nor its time tells; the
 * mail-requests job does the lookup, the recipient limit and the e-mail on its own clock, within a second
 * (docs/choices.md, "Sign-in and sessions").
 */
export function createMailRequestQueue(db: Db) {
  return {
    /** Stores the request, committed before the caller answers. Wakes nothing (the job's work would then follow it). */
    async queue(kind: MailRequestKind, email: string, lpuId: string | null = null): Promise<void> {
      await db.insert(mailRequests).values({ kind, email, lpuId });
    },
  };
}

export type MailRequestQueue = ReturnType<typeof createMailRequestQueue>;

/** A request whose handler failed this often is dropped (its sender may ask again); the waits double up to then. */
export const MAIL_REQUEST_ATTEMPTS = 8;
const retryDelayMs = (attempts: number) => Math.min(1_000 * 2 ** attempts, 10 * 60_000);

/**
 * One pass: the oldest due request first, each in a transaction of its own that runs its handler and deletes it, so
 * a request is handled once and a stop or crash half-way leaves it queued. A handler that fails leaves its request
 * for later (1 s, 2 s, 4 s ... up to 10 minutes; dropped after MAIL_REQUEST_ATTEMPTS failures, `onFailure` told each
 * time) and the pass goes on with the next, so one bad request never holds back the others. Runs under the job lock
 * ('mail-requests'); SKIP LOCKED keeps two passes apart all the same. Answers how many requests it handled.
 */
export async function processMailRequests(
  db: Db,
  handlers: MailRequestHandlers,
  keepGoing: () => boolean = () => true,
  onFailure: (error: unknown) => void = () => {},
): Promise<number> {
  let handled = 0;
  // Requests that failed in this pass are not taken again in it.
  const failed: string[] = [];
  while (keepGoing()) {
    let taken: MailRequestRow | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(mailRequests)
          .where(
            and(lte(mailRequests.dueAt, new Date()), failed.length ? notInArray(mailRequests.id, failed) : undefined),
          )
          .orderBy(asc(mailRequests.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!request) return false;
        taken = request;
        await handlers[request.kind](tx, request.email, request.lpuId);
        await tx.delete(mailRequests).where(eq(mailRequests.id, request.id));
        return true;
      });
      if (!done) break;
      handled += 1;
    } catch (error) {
      // Nothing was taken: the database itself failed, and the next pass tries again.
      if (!taken) throw error;
      onFailure(error);
      failed.push(taken.id);
      const attempts = taken.attempts + 1;
      if (attempts >= MAIL_REQUEST_ATTEMPTS) await db.delete(mailRequests).where(eq(mailRequests.id, taken.id));
      else
        await db
          .update(mailRequests)
          .set({ attempts, dueAt: new Date(Date.now() + retryDelayMs(attempts)) })
          .where(eq(mailRequests.id, taken.id));
    }
  }
  return handled;
}
