import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Every failure leaves as `{ success: false, message }`, with `errors` when an HttpError names fields. Client
 * errors (4xx) and our own HttpErrors keep their message; anything else is logged and answered with a generic 500
 * so that no internals (SQL, stacks) leak.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.statusCode ?? 500;
      if (error instanceof HttpError || (statusCode >= 400 && statusCode < 500)) {
        const fields = error instanceof HttpError && error.errors?.length ? { errors: error.errors } : {};
        return reply.status(statusCode).send({ success: false, message: error.message, ...fields });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: INTERNAL_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
