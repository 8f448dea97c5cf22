import type { Pool, PoolClient } from 'pg';

/**
 * The jobs whose passes must not run on two API instances at once, each with its advisory lock's number (never
 * reuse a number for another job). docs/choices.md, "Background jobs across instances".
 */
export const EXCLUSIVE_JOBS = {
  'payments.reconcile': 1,
  'sessions.clean-up': 2,
  'mail-requests': 3,
  'waitlist.offers': 4,
} as const;
export type ExclusiveJob = keyof typeof EXCLUSIVE_JOBS;

/**
 * The first key of every job lock (the two-key form): that key space never meets the one-key locks of the mail
 * quotas (`pg_advisory_xact_lock(hashtext(...))`).
 */
export const JOB_LOCK_SPACE = 0x4748; // "GH"

/** The migrations' lock in that space: instances starting together migrate one after the other. */
export const MIGRATIONS_LOCK = 0;

/**
 * Runs one pass of `job` unless a pass of it is under way elsewhere; answers the pass's result, or undefined when the
 * pass was left to the one under way. `held()` turns false once the lock is lost (its connection died): another
 * instance may then start a pass, so the pass stops at its next step.
 */
export type RunExclusively = <T>(
  job: ExclusiveJob,
  pass: (held: () => boolean) => Promise<T>,
) => Promise<T | undefined>;

/** PGlite: one process by nature (its lock file), so a job only needs to skip a pass while its own is under way. */
export function inProcessJobLock(): RunExclusively {
  const running = new Set<ExclusiveJob>();
  return async (job, pass) => {
    if (running.has(job)) return undefined;
    running.add(job);
    try {
      return await pass(() => true);
    } finally {
      running.delete(job);
    }
  };
}

/**
 * PostgreSQL: a session-level advisory lock, taken with `pg_try_advisory_lock` on a pooled connection held for the
 * whole pass (the pass's own queries use other connections). The server frees the lock when that connection ends,
 * so an instance that dies (kill -9, a lost network) never blocks the job for the others.
 */
export function advisoryJobLock(pool: Pool): RunExclusively {
  return async (job, pass) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onLost = (error?: Error) => {
      lost ??= error ?? new Error('the connection holding the job lock ended');
    };
    client.on('error', onLost);
    client.on('end', onLost);
    // A connection that lost the lock, or may still hold it, is closed rather than pooled: the server then frees
    // whatever it holds.
    const release = (failure?: Error) => {
      client.off('error', onLost);
      client.off('end', onLost);
      client.release(lost ?? failure);
    };
    const keys = [JOB_LOCK_SPACE, EXCLUSIVE_JOBS[job]];
    let locked: boolean;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', keys);
      locked = rows[0]?.locked === true;
    } catch (error) {
      release(error as Error);
      throw error;
    }
    if (!locked) {
      release();
      return undefined;
    }
    try {
      return await pass(() => !lost);
    } finally {
      release(lost ? undefined : await unlockFailure(client, keys));
    }
  };
}

/** Unlocks; answers the error when that failed (the connection may still hold the lock). */
async function unlockFailure(client: PoolClient, keys: number[]): Promise<Error | undefined> {
  try {
    await client.query('select pg_advisory_unlock($1, $2)', keys);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}
