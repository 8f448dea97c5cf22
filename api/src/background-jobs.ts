import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from './db/client';
import type { ExclusiveJob } from './db/job-lock';
import { deleteEndedSessions } from './modules/auth/session-clean-up';
import { processMailRequests, type MailRequestHandlers } from './modules/mail/mail-requests';
import type { MailService } from './modules/mail/service';
import type { PaymentService } from './modules/payments/service';
import type { WaitlistOffers } from './modules/waitlist/offers';

const MAIL_INTERVAL_MS = 15_000;
/**
 * How long a reset or LPU ID request waits at most. The requests do not wake the job: its work, longer for a
 * registered address, never starts right after the request that caused it (docs/choices.md, "Sign-in and sessions").
 */
const MAIL_REQUESTS_INTERVAL_MS = 1_000;
const RECONCILE_INTERVAL_MS = 60_000;
/** How soon a seat freed by time (a hold or an offer that ran out) is offered to the next in line, at most. */
const WAITLIST_OFFERS_INTERVAL_MS = 15_000;
const SESSION_CLEAN_UP_INTERVAL_MS = 3_600_000;

type Pass<T> = (keepGoing: () => boolean) => Promise<T>;

export interface BackgroundJobsDeps {
  database: OpenDatabase;
  mail: MailService;
  /** What turns each 'Forgot Password?', 'Forgot your LPU ID?' and 'Find my ticket' request into its e-mail. */
  mailRequests: MailRequestHandlers;
  /** Absent when online sales are off (no Cashfree keys in production). */
  payments?: PaymentService | null;
  /** The waiting lists' offers of freed seats (run with online sales only: an offer is claimed by paying). */
  waitlistOffers?: Pick<WaitlistOffers, 'passAll'>;
  refreshTokenTtlSeconds: number;
  /** Where a mail request whose handler failed is told (the pass goes on with the others). */
  log?: (message: string, error: unknown) => void;
}

/**
 * Runs `pass` after `firstAfterMs`, then every `everyMs`, never two at once in this process; answers the stop
 * function, which resolves once the pass under way has ended (`keepGoing` turns false: a long pass stops at its next
 * step).
 */
function startPeriodicJob(
  pass: Pass<unknown>,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
  onError: (error: unknown) => void,
) {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running ??= pass(() => !stopped)
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  };
  let timer = setTimeout(() => {
    tick();
    timer = setInterval(tick, everyMs);
  }, firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer); // the first pass's timer or the interval: Node clears either
    await running;
  };
}

/**
 * The API's background jobs, safe to run on every instance (docs/choices.md, "Background jobs across instances"):
 * the mail worker claims each e-mail for itself row by row, so all instances share the sending; the mail requests,
 * the reconciliation and the session clean-up run each pass on one instance at a time (`database.runExclusively`).
 */
export function createBackgroundJobs({
  database,
  mail,
  mailRequests,
  payments,
  waitlistOffers,
  refreshTokenTtlSeconds,
  log = () => {},
}: BackgroundJobsDeps) {
  /** A pass that runs on one instance at a time: null when another instance's pass was under way. */
  const exclusive =
    <T>(job: ExclusiveJob, pass: Pass<T>) =>
    async (keepGoing: () => boolean = () => true): Promise<T | null> =>
      (await database.runExclusively(job, (held) => pass(() => keepGoing() && held()))) ?? null;

  const reconcilePayments = payments
    ? exclusive('payments.reconcile', payments.reconcile)
    : async (): Promise<number | null> => 0;
  const offerFreedSeats =
    payments && waitlistOffers
      ? exclusive('waitlist.offers', waitlistOffers.passAll)
      : async (): Promise<number | null> => 0;
  const handleMailRequests = exclusive('mail-requests', (keepGoing) =>
    processMailRequests(database.db, mailRequests, keepGoing, (error) => log('a mail request failed', error)),
  );
  const cleanUpSessions = exclusive('sessions.clean-up', (keepGoing) =>
    deleteEndedSessions(database.db, { now: new Date(), refreshTokenTtlSeconds, keepGoing }),
  );

  return {
    /** Single passes, for tests and tools that drive them by hand. */
    passes: { deliverMail: mail.deliverDue, handleMailRequests, reconcilePayments, offerFreedSeats, cleanUpSessions },

    /** Starts every job; answers the stop function, which resolves once the passes under way have ended. */
    start(log: FastifyBaseLogger): () => Promise<void> {
      const failed = (job: string) => (error: unknown) => log.error({ err: error }, `${job} failed`);
      const stops = [
        mail.startWorker(MAIL_INTERVAL_MS, failed('mail delivery')),
        // At start (what a stop left queued), then every second.
        startPeriodicJob(
          handleMailRequests,
          { firstAfterMs: 0, everyMs: MAIL_REQUESTS_INTERVAL_MS },
          failed('the mail requests'),
        ),
        // The first pass a minute after start, as always: `npm start` starts the local payment sandbox after the API.
        payments &&
          startPeriodicJob(
            reconcilePayments,
            { firstAfterMs: RECONCILE_INTERVAL_MS, everyMs: RECONCILE_INTERVAL_MS },
            failed('payment reconciliation'),
          ),
        payments &&
          startPeriodicJob(
            offerFreedSeats,
            { firstAfterMs: WAITLIST_OFFERS_INTERVAL_MS, everyMs: WAITLIST_OFFERS_INTERVAL_MS },
            failed('the waiting lists’ offers'),
          ),
        // At start: instances restarted more often than hourly still clean up.
        startPeriodicJob(
          async (keepGoing) => {
            const deleted = await cleanUpSessions(keepGoing);
            if (deleted && deleted.sessions + deleted.retiredTokens > 0) log.info(deleted, 'deleted ended sessions');
          },
          { firstAfterMs: 0, everyMs: SESSION_CLEAN_UP_INTERVAL_MS },
          failed('the clean-up of ended sessions'),
        ),
      ];
      return async () => {
        await Promise.allSettled(stops.map((stop) => stop?.()));
      };
    },
  };
}
