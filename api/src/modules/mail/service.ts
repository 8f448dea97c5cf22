import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema';
import { DEFAULT_SMTP_TIMEOUTS, longestSendMs, type MailTransport, type OutgoingMail } from './transport';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Waits before the 2nd, 3rd... attempt; after the last one the e-mail is given up (~8.6 hours after the first).
 * Short at first: the 5th attempt, 8.5 minutes after the first, is the first one past DELAYED_AFTER_MS. Then every
 * 5 minutes for the first hour, so an e-mail goes out within 5 minutes of a mail server's return after an outage
 * (a ticket night's), and more slowly after that.
 */
const DEFAULT_RETRY_DELAYS_MS = [
  30 * SECOND_MS,
  MINUTE_MS,
  2 * MINUTE_MS,
  ...Array.from({ length: 10 }, () => 5 * MINUTE_MS),
  15 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  4 * HOUR_MS,
];
/** A failing e-mail queued this long ago is reported as in trouble while its retries go on. */
const DELAYED_AFTER_MS = 8 * MINUTE_MS;
/** On top of the longest send: the claim's and the mark's database writes, on a busy event loop. */
const LEASE_MARGIN_MS = 30 * SECOND_MS;
/** E-mails in flight at once: a stalled send holds one lane while the others keep moving. */
const SENDS_AT_ONCE = 4;
/** The most e-mails one deliverDue pass tries. */
const BATCH = 20;

/**
 * How long a claimed e-mail is left to its sender: longer than any send, so it is never claimed again while one is
 * in flight, and short enough that a crash delays it by under 2 minutes (docs/choices.md, "Mail outbox under faults").
 */
export const claimLeaseMs = (longestSend: number): number => longestSend + LEASE_MARGIN_MS;

export interface MailServiceOptions {
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

/** What an e-mail is for, and the row it is about. */
export interface MailPurpose {
  kind: string;
  reference: string | null;
}

export interface QueuedMail extends OutgoingMail {
  /** What the e-mail is for, and the row it is about: listeners receive both. */
  kind: string;
  reference?: string;
}

/** A failed attempt at an e-mail queued over DELAYED_AFTER_MS ago, or its last one (`gaveUp`). */
export interface DeliveryTrouble extends MailPurpose {
  error: string;
  gaveUp: boolean;
}

type Listener<News> = (news: News) => Promise<void> | void;
type Executor = Pick<Db, 'insert'>;

const purposeOf = (mail: MailRow): MailPurpose => ({ kind: mail.kind, reference: mail.reference });

async function tell<News>(listeners: readonly Listener<News>[], news: News): Promise<void> {
  for (const listener of listeners) await listener(news);
}

export function createMailService(db: Db, transport: MailTransport, options: MailServiceOptions = {}) {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const now = options.now ?? (() => new Date());
  const leaseMs = claimLeaseMs(transport.longestSendMs ?? longestSendMs(DEFAULT_SMTP_TIMEOUTS));
  const troubleListeners: Listener<DeliveryTrouble>[] = [];
  const deliveredListeners: Listener<MailPurpose>[] = [];
  let wake: (() => void) | undefined;

  /** Claims the most overdue e-mail not in `skip`, atomically (no two senders take the same one); counts the attempt. */
  async function claimNext(skip: readonly string[]): Promise<MailRow | undefined> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at), notInArray(mailOutbox.id, [...skip])),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [mail] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return mail;
  }

  /** Sends a claimed e-mail; it is marked sent as soon as the transport answers (a crash before that resends it). */
  async function deliver(mail: MailRow): Promise<void> {
    try {
      await transport(mail);
    } catch (error) {
      await recordFailure(mail, error instanceof Error ? error.message : String(error));
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    await tell(deliveredListeners, purposeOf(mail));
  }

  async function recordFailure(mail: MailRow, error: string): Promise<void> {
    const at = now();
    const gaveUp = mail.attempts >= maxAttempts;
    const retryAt = new Date(at.getTime() + (retryDelays[mail.attempts - 1] ?? 0));
    await db
      .update(mailOutbox)
      .set(gaveUp ? { status: 'failed', lastError: error } : { nextAttemptAt: retryAt, lastError: error })
      .where(eq(mailOutbox.id, mail.id));
    const late = at.getTime() - mail.createdAt.getTime() >= DELAYED_AFTER_MS;
    if (gaveUp || late) await tell(troubleListeners, { ...purposeOf(mail), error, gaveUp });
  }

  /** Delivers due e-mails one after another while `goOn()` holds; `tried`, when given, is skipped and filled. */
  async function runLane(goOn: () => boolean, tried?: string[]): Promise<void> {
    while (goOn()) {
      const mail = await claimNext(tried ?? []);
      if (!mail) return;
      tried?.push(mail.id);
      await deliver(mail);
    }
  }

  /** Sends what is due now, each e-mail once, SENDS_AT_ONCE at a time; answers how many e-mails it tried. */
  async function deliverDue(): Promise<number> {
    const tried: string[] = [];
    const lanes = await Promise.allSettled(
      Array.from({ length: SENDS_AT_ONCE }, () => runLane(() => tried.length < BATCH, tried)),
    );
    const failed = lanes.find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
    return tried.length;
  }

  return {
    /** Queues an e-mail; pass a transaction as `executor` to queue it atomically with what it is about. */
    async enqueue(mail: QueuedMail, executor: Executor = db): Promise<string> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          reference: mail.reference ?? null,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments ?? [],
          // The application's clock, not the database's: due and lateness checks compare against it.
          nextAttemptAt: now(),
          createdAt: now(),
        })
        .returning({ id: mailOutbox.id });
      wake?.();
      return row!.id;
    },

    deliverDue,

    /** Called when an e-mail has been failing for a while (still retried) or is given up (tickets flag emailFailed). */
    onDeliveryTrouble(listener: Listener<DeliveryTrouble>): void {
      troubleListeners.push(listener);
    },

    /** Called when an e-mail has gone out (tickets clear emailFailed). */
    onDelivered(listener: Listener<MailPurpose>): void {
      deliveredListeners.push(listener);
    },

    /**
     * Delivers in the background, SENDS_AT_ONCE lanes each taking the next due e-mail: at once, then every
     * `intervalMs` and soon after each enqueue. Answers the stop function.
     */
    startWorker(intervalMs = 15_000, onError: (error: unknown) => void = () => {}): () => Promise<void> {
      const lanes = new Set<Promise<void>>();
      let stopped = false;
      const fillLanes = () => {
        while (!stopped && lanes.size < SENDS_AT_ONCE) {
          const lane: Promise<void> = runLane(() => !stopped)
            .catch(onError)
            .finally(() => lanes.delete(lane));
          lanes.add(lane);
        }
      };
      // Not only after intervalMs: what a stop or a crash left pending goes out without waiting.
      fillLanes();
      const timer = setInterval(fillLanes, intervalMs);
      wake = () => setImmediate(fillLanes);
      // Stopping lets each lane finish the e-mail it is sending (bounded by the SMTP time-outs).
      return async () => {
        stopped = true;
        clearInterval(timer);
        wake = undefined;
        await Promise.allSettled([...lanes]);
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
