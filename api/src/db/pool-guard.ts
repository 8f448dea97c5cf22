import type { Pool, PoolClient } from 'pg';
import { databaseTrouble } from './errors';

/**
 * How PostgreSQL connections behave when the server fails (docs/choices.md, "Faults"):
 * - a connection whose query timed out or lost the server is in an unknown state (a transaction the server may still
 *   hold, an answer still to come): it never serves another request (reused, it answered the next one 25P02,
 *   "current transaction is aborted", as a 500). What else its request sends on it fails at once (a rollback after
 *   a timed-out statement would wait for its own timeout too), it is closed when released, and released at once when
 *   its `begin` failed (drizzle releases a transaction's connection only once `begin` succeeded);
 * - a sign that the server itself is gone (a client-side time-out, a refused or lost connection, a shutdown) opens a
 *   breaker for UNAVAILABLE_COOLDOWN_MS: requests waiting for a connection and new ones fail at once (503) instead of
 *   queueing for the pool's whole wait, which stays long enough for a rush to queue while the server is healthy.
 */
export const UNAVAILABLE_COOLDOWN_MS = 3_000;

const BROKEN = Symbol('broken connection');
type GuardedClient = PoolClient & { [BROKEN]?: boolean };
type ConnectCallback = (error: Error | undefined, client?: PoolClient, release?: () => void) => void;

const unavailable = (why: string) => new Error(`Connection terminated: ${why}`);

/**
 * A failure that says the server is gone, not busy: a statement it cancelled (57014) says it is alive, and a wait for
 * a pooled connection that ran out is a rush (the server may be fine).
 */
function serverGone(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === '57014' || /timeout exceeded when trying to connect/i.test(message ?? '')) return false;
  return databaseTrouble(error) === 'unavailable';
}

class Breaker {
  private openUntil = 0;
  private readonly waiters = new Set<(error: Error) => void>();

  get open(): boolean {
    return Date.now() < this.openUntil;
  }

  trip(): void {
    this.openUntil = Date.now() + UNAVAILABLE_COOLDOWN_MS;
    const error = unavailable('the database stopped answering moments ago');
    for (const waiter of [...this.waiters]) waiter(error);
    this.waiters.clear();
  }

  /** Calls `onTrip` if the breaker trips before `cancel()`. */
  watch(onTrip: (error: Error) => void): () => void {
    this.waiters.add(onTrip);
    return () => this.waiters.delete(onTrip);
  }
}

function guardClient(client: GuardedClient, breaker: Breaker): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const observe = (error: unknown, args: unknown[]) => {
    if (serverGone(error)) breaker.trip();
    if (!databaseTrouble(error) && (error as { code?: string } | null)?.code !== '25P02') return;
    client[BROKEN] = true;
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.trim().toLowerCase().startsWith('begin')) client.release(error as Error);
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // pool.query's own form: it releases a failed query's connection with the error itself.
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error && serverGone(error)) breaker.trip();
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    if (client[BROKEN]) return Promise.reject(unavailable('it broke earlier in this request'));
    const result = query(...args);
    if (result instanceof Promise) result.catch((error: unknown) => observe(error, args));
    return result;
  }) as PoolClient['query'];
}

/** Hands out connections only while the breaker is closed, and closes broken ones instead of reusing them. */
function guardConnect(pool: Pool, breaker: Breaker): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<GuardedClient> | undefined;

  const withCallback = (callback: ConnectCallback) => {
    if (breaker.open) return void process.nextTick(() => callback(unavailable('the database is not answering')));
    let answered = false;
    const stopWatching = breaker.watch((error) => {
      answered = true;
      callback(error);
    });
    connect((error, client, release) => {
      stopWatching();
      if (answered) return void release?.();
      answered = true;
      if (error && serverGone(error)) breaker.trip();
      callback(error, client, release);
    });
  };

  const withPromise = () =>
    new Promise<GuardedClient>((resolve, reject) => {
      withCallback((error, client) => {
        if (error || !client) return reject(error);
        const guarded = client as GuardedClient;
        const release = guarded.release;
        guarded.release = (failure?: Error | boolean) =>
          release(failure || (guarded[BROKEN] ? new Error('the connection broke during a request') : undefined));
        resolve(guarded);
      });
    });

  pool.connect = ((callback?: ConnectCallback) =>
    callback ? withCallback(callback) : withPromise()) as Pool['connect'];
}

export function guardPool(pool: Pool): void {
  const breaker = new Breaker();
  pool.on('connect', (client) => guardClient(client, breaker));
  guardConnect(pool, breaker);
}
