import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema';
import type { MailTransport, OutgoingMail } from './transport';

/** Waits before the 2nd, 3rd... attempt; after the last one the e-mail is marked failed. */
const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** A claimed e-mail is retried after this long if its sender vanished mid-send (a crash). */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface MailServiceOptions {
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

export interface QueuedMail extends OutgoingMail {
  /** What the e-mail is for, and the row it is about: failure listeners receive both. */
  kind: string;
  reference?: string;
}

type FailureListener = (mail: { kind: string; reference: string | null; error: string }) => Promise<void> | void;
type Executor = Pick<Db, 'insert'>;

export function createMailService(db: Db, transport: MailTransport, options: MailServiceOptions = {}) {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelays.length + 1;
  const now = options.now ?? (() => new Date());
  const failureListeners: FailureListener[] = [];
  let wake: (() => void) | undefined;

  /** Claims due e-mails atomically (two workers never take the same one) and counts the attempt. */
  async function claimDue(): Promise<MailRow[]> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(mail: MailRow): Promise<void> {
    try {
      await transport(mail);
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = mail.attempts >= maxAttempts;
      const retryAt = new Date(now().getTime() + (retryDelays[mail.attempts - 1] ?? 0));
      await db
        .update(mailOutbox)
        .set(gaveUp ? { status: 'failed', lastError: message } : { nextAttemptAt: retryAt, lastError: message })
        .where(eq(mailOutbox.id, mail.id));
      if (gaveUp) {
        for (const listener of failureListeners)
          await listener({ kind: mail.kind, reference: mail.reference, error: message });
      }
    }
  }

  /** Sends what is due now; answers how many e-mails it tried. */
  async function deliverDue(): Promise<number> {
    const claimed = await claimDue();
    for (const mail of claimed) await deliver(mail);
    return claimed.length;
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
          // The application's clock, not the database's: due checks compare against it.
          nextAttemptAt: now(),
        })
        .returning({ id: mailOutbox.id });
      wake?.();
      return row!.id;
    },

    deliverDue,

    /** Called when an e-mail is given up on (tickets flag emailFailed). */
    onDeliveryFailed(listener: FailureListener): void {
      failureListeners.push(listener);
    },

    /** Delivers in the background: every `intervalMs`, and soon after each enqueue. Answers the stop function. */
    startWorker(intervalMs = 15_000, onError: (error: unknown) => void = () => {}): () => void {
      let running = false;
      let again = false;
      const run = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          while ((await deliverDue()) === BATCH || again) again = false;
        } catch (error) {
          onError(error);
        } finally {
          running = false;
        }
      };
      const timer = setInterval(() => void run(), intervalMs);
      wake = () => setImmediate(() => void run());
      return () => {
        clearInterval(timer);
        wake = undefined;
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
