import { apiErrorSchema, type ApiSuccess } from '@guildhall/contracts';

/** An error whose message is meant for the user; the error handler answers it as `{ success: false, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function ok<T>(message: string, data: T): ApiSuccess<T> {
  return { success: true, message, data };
}

/** Spread into a route's `response` schemas: every route may answer the error envelope. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/** Route config for calls that check a password or the admin secret: `max` attempts per client and minute. */
export function attemptsPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
