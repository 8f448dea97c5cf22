import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http';

export const TOO_MANY_ORDERS = 'Too many orders from your network. Please try again in a minute.';

export interface PerClientAndEventLimit {
  /** The count's own name (create-order's 'orders'): in Redis the limiters share one namespace. */
  name: string;
  /** Requests per client address and event, a minute; a client's over all events: 3 times as many. */
  perMinute: number;
  /** The 429's message. */
  message: string;
}

/**
 * The purchase's per-client limit, for create-order and the calls that write beside it (joining a waiting list): a
 * preHandler with two counts (one rate-limit hook per request would run only the first), per address, and per
 * address and event. Checked once the body is valid, since the event (`eventId`) is in it (docs/choices.md, "Tickets
 * and payments").
 */
export function perClientAndEventLimit(
  app: Pick<FastifyInstance, 'createRateLimit'>,
  { name, perMinute, message }: PerClientAndEventLimit,
) {
  const perClient = app.createRateLimit({
    max: 3 * perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name} ${normalizeIP(request.ip)}`,
  });
  const perClientAndEvent = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name} ${normalizeIP(request.ip)} ${(request.body as { eventId: string }).eventId}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of [perClient, perClientAndEvent]) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(429, message);
      }
    }
  };
}
