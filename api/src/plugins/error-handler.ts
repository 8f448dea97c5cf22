import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseTrouble } from '../db/errors';
import { HttpError, type DependencyFailure } from '../http';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const DISK_FULL_MESSAGE = 'The server has run out of storage space. Please try again later.';
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The database down or full; other dependencies (the payment provider) are recognised by their modules. */
function databaseFailure(error: unknown): DependencyFailure | undefined {
  const trouble = databaseTrouble(error);
  if (trouble === 'disk-full') return { status: 507, message: DISK_FULL_MESSAGE };
  if (trouble === 'unavailable') return { status: 503, message: UNAVAILABLE_MESSAGE, retryAfter: RETRY_AFTER_SECONDS };
  return undefined;
}

export interface ErrorHandlerOptions {
  /** Recognisers of other dependencies' failures (an unreachable payment provider). */
  dependencyFailures?: readonly ((error: unknown) => DependencyFailure | undefined)[];
}

/**
 * Every failure leaves as `{ success: false, message }`, with `errors` when an HttpError names fields. Client
 * errors (4xx) and our own HttpErrors keep their message; a dependency that is down or full (the database, the
 * payment provider, the disk) is answered 503 with Retry-After or 507 with a plain message; anything else is logged
 * and answered with a generic 500 so that no internals (SQL, stacks) leak.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, { dependencyFailures = [] }: ErrorHandlerOptions) => {
    const recognisers = [databaseFailure, ...dependencyFailures];
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Refused before its body was read (an upload on a full disk, a 413): the rest of that body would be taken for
      // the next request on this kept-alive connection, which then never gets an answer. Close it instead.
      if (!request.raw.complete) reply.header('connection', 'close');
      const statusCode = error.statusCode ?? 500;
      if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
        const fields = error instanceof HttpError && error.errors?.length ? { errors: error.errors } : {};
        if (statusCode === 503 && !reply.hasHeader('retry-after'))
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(statusCode).send({ success: false, message: error.message, ...fields });
      }
      const failure = recognisers.map((recognise) => recognise(error)).find(Boolean);
      if (failure) {
        request.log.warn({ err: error }, `request failed: dependency unavailable (${failure.status})`);
        if (failure.retryAfter) reply.header('retry-after', String(failure.retryAfter));
        return reply.status(failure.status).send({ success: false, message: failure.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: INTERNAL_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
