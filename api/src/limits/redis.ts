import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config';
import { HttpError } from '../http';

// Redis down or frozen must never hold a request (docs/choices.md, "Several instances: client address and shared
// limits"): no queue while disconnected, every command answered or failed within a second, a connection that stops
// answering dropped and dialled again, at most a second apart, for as long as it takes.
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 1_000;

export const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is unavailable for a moment. Please try again shortly.';

/**
 * A limit that must hold could not be counted (Redis is unreachable): a sign-in or another password check answers 503
 * rather than go unlimited.
 */
export class LimitsUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, SIGN_IN_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}

export interface RedisCheck {
  ok: boolean;
  /** How long a PING took; null when it failed. */
  ms: number | null;
}

export interface SharedRedis {
  /** Every key it writes starts with the configured prefix (ioredis `keyPrefix`). */
  client: Redis;
  /** Resolves once connected, or once the first attempt failed: the API starts without Redis and keeps dialling. */
  connected(): Promise<void>;
  check(): Promise<RedisCheck>;
  close(): void;
}

/**
 * The client of the shared limits. An outage is logged once when it starts and once when it ends, whatever the
 * number of requests in between.
 */
export function connectRedis({ url, prefix }: RedisConfig, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    keyPrefix: prefix,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    socketTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A counter's INCR sent again after a reconnect could count one attempt twice.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let reachable: boolean | undefined;
  let closing = false;
  const unreachable = (reason: string) => {
    if (closing || reachable === false) return;
    reachable = false;
    log.error(
      `Redis is unreachable (${reason}): rate limits are not counted, sign-in and password checks answer 503 ` +
        'until it is back',
    );
  };
  client.on('error', (error: Error) => unreachable(error.message));
  client.on('close', () => unreachable('the connection closed'));
  client.on('ready', () => {
    if (reachable === false) log.warn('Redis is reachable again: the shared limits are counted again');
    reachable = true;
  });

  return {
    client,
    connected: () =>
      new Promise((resolve) => {
        if (client.status === 'ready') return resolve();
        const settle = () => {
          client.off('ready', settle).off('error', settle);
          resolve();
        };
        client.on('ready', settle).on('error', settle);
      }),
    async check() {
      const started = performance.now();
      try {
        await client.ping();
        return { ok: true, ms: Math.round(performance.now() - started) };
      } catch {
        return { ok: false, ms: null };
      }
    },
    close() {
      closing = true;
      client.disconnect();
    },
  };
}
