import { count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthProbe, mailOutbox } from '../../db/schema';
import type { RedisCheck } from '../../limits/redis';

/** Each check gives up after this long: a frozen dependency makes the answer 503, never a hang. */
export const CHECK_TIMEOUT_MS = 3_000;
/** An outbox whose oldest pending e-mail waits longer than this is reported degraded (mail is not moving). */
const OUTBOX_STALE_SECONDS = 10 * 60;

export interface StorageStatus {
  writable: boolean;
  freeBytes?: number;
  error?: string;
}

export interface HealthDependencies {
  db: Db;
  /** Whether uploads can be stored right now (a probe write). */
  storage: () => Promise<StorageStatus>;
  /** A PING of the Redis the limits are counted in; null (the default) when they are counted in memory. */
  redis?: (() => Promise<RedisCheck>) | null;
  now?: () => Date;
}

export interface HealthReport {
  /** Why this instance cannot take writes; undefined when it can. */
  problem?: string;
  /** Working, but something needs an operator (mail not moving, Redis unreachable). */
  degraded: boolean;
  checks: {
    database: { writable: boolean; ms: number };
    storage: { writable: boolean; freeBytes: number | null };
    mailOutbox: { pending: number; oldestPendingSeconds: number | null };
    redis: { configured: boolean; ok: boolean; ms: number | null };
  };
}

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A real write (a SELECT succeeds on a full disk or a read-only replica), then the outbox's backlog. */
async function checkDatabase(db: Db, at: Date) {
  const started = performance.now();
  await db
    .insert(healthProbe)
    .values({ id: 1, checkedAt: at })
    .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: at } });
  const ms = Math.round(performance.now() - started);
  const [outbox] = await db
    .select({ pending: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  const oldestPendingSeconds = outbox?.oldest
    ? Math.max(0, Math.round((at.getTime() - outbox.oldest.getTime()) / 1000))
    : null;
  return { ms, mailOutbox: { pending: outbox?.pending ?? 0, oldestPendingSeconds } };
}

export async function checkHealth({
  db,
  storage,
  redis = null,
  now = () => new Date(),
}: HealthDependencies): Promise<HealthReport> {
  const at = now();
  const [database, files, shared] = await Promise.allSettled([
    withinTimeout(checkDatabase(db, at), 'the database'),
    withinTimeout(storage(), 'upload storage'),
    redis ? withinTimeout(redis(), 'Redis') : null,
  ]);
  const stored: StorageStatus =
    files.status === 'fulfilled' ? files.value : { writable: false, error: String(files.reason) };
  const checks: HealthReport['checks'] = {
    database: {
      writable: database.status === 'fulfilled',
      ms: database.status === 'fulfilled' ? database.value.ms : -1,
    },
    storage: { writable: stored.writable, freeBytes: stored.freeBytes ?? null },
    mailOutbox:
      database.status === 'fulfilled' ? database.value.mailOutbox : { pending: 0, oldestPendingSeconds: null },
    // Down, it degrades but does not fail readiness: every instance shares it, and each still serves (limits fail
    // open, sign-in answers 503); taking them all out of the load balancer would serve nothing at all.
    redis: {
      configured: redis !== null,
      ok: redis === null || (shared.status === 'fulfilled' && shared.value?.ok === true),
      ms: shared.status === 'fulfilled' ? (shared.value?.ms ?? null) : null,
    },
  };
  const problem =
    database.status === 'rejected'
      ? 'The database is unreachable or does not accept writes.'
      : stored.writable
        ? undefined
        : 'Uploaded files cannot be stored (the disk is full or not writable, or the bucket does not answer).';
  const stale = (checks.mailOutbox.oldestPendingSeconds ?? 0) > OUTBOX_STALE_SECONDS;
  return { problem, degraded: stale || !checks.redis.ok, checks };
}
