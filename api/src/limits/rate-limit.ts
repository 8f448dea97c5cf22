import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError } from '../http';
import { LimitsUnavailableError, type SharedRedis } from './redis';

/**
 * @fastify/rate-limit's options: counted in Redis when it is configured (every instance sees the same counts), in
 * this process's memory otherwise. Only routes that set a limit are limited (http.ts). When Redis fails, a limit is
 * skipped (fail open) unless its route sets `skipOnError: false`, as the password checks do: they answer 503
 * (docs/choices.md, "Several instances: client address and shared limits").
 */
export function rateLimitOptions(redis: SharedRedis | null): RateLimitPluginOptions {
  return {
    global: false,
    skipOnError: true,
    ...(redis && { redis: failuresAsUnavailable(redis.client), nameSpace: 'rate-limit:' }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts. Please try again in ${context.after}.`),
  };
}

/**
 * The client as the plugin's Redis store calls it (a callback last): a count that failed arrives as a
 * LimitsUnavailableError, the 503 of the routes that fail closed.
 */
function failuresAsUnavailable(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const callback = args.at(-1);
        if (typeof callback === 'function')
          args[args.length - 1] = (error: Error | null, result: unknown) =>
            callback(error ? new LimitsUnavailableError(error) : null, result);
        return value.apply(target, args);
      };
    },
  });
}
