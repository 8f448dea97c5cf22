import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const HOUR_MS = 3_600_000;

/**
 * Whether `to` may receive one more e-mail of `kind` (it got fewer than `limit` in the last hour), counted in the
 * mail outbox itself: every instance sees the same rows, so the limit holds across API processes without any state
 * of its own (docs/choices.md, "Sign-in and sessions"). Call it inside the transaction that queues the e-mail: a
 * transaction-scoped advisory lock on the pair makes two requests at once count one after the other. The count
 * uses the outbox's (kind, reference) index: rows of these kinds are few next to tickets'.
 */
export async function recipientHasRoom(
  tx: Pick<Db, 'execute' | 'select'>,
  { kind, to, limit, now = new Date() }: { kind: string; to: string; limit: number; now?: Date },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-quota:${kind}:${to}`}))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.to, to),
        gt(mailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return (row?.sent ?? 0) < limit;
}
