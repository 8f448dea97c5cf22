import { apiErrorSchema, type ApiSuccess, type FieldError } from '@guildhall/contracts';

/**
 * An error whose message is meant for the user; the error handler answers it as `{ success: false, message }`,
 * plus `errors` when it concerns fields a form can mark.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A dependency that failed: retry later (503, with Retry-After seconds) or an operator must act (507). */
export interface DependencyFailure {
  status: 503 | 507;
  message: string;
  retryAfter?: number;
}

/** A conflict or refusal about one field: `message` for a banner, the same text on the field. */
export function fieldError(statusCode: number, path: string, message: string): HttpError {
  return new HttpError(statusCode, message, [{ path, msg: message }]);
}

export function ok<T>(message: string, data: T): ApiSuccess<T> {
  return { success: true, message, data };
}

/** Spread into a route's `response` schemas: every route may answer the error envelope. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/**
 * Route config for calls that check a password, the admin secret or an e-mailed token: `max` attempts per client and
 * minute. Never uncounted: while the shared counts (Redis) are unreachable they answer 503 (docs/choices.md,
 * "Several instances: client address and shared limits").
 */
export function attemptsPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000, skipOnError: false } };
}

/** Route config for other limited calls: `max` requests per client and minute (unlimited while Redis is down). */
export function requestsPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * Route config for the public forms (contact, join, password reset): `max` submissions per client in 10 minutes
 * (unlimited while Redis is down).
 */
export function submissionsPerTenMinutes(max: number) {
  return { rateLimit: { max, timeWindow: 10 * 60_000 } };
}
