export const DEFAULT_ERROR_TEXT = 'Unknown error occurred';

interface ErrorWithResponse {
  response?: { data?: { message?: unknown; error?: unknown } };
  message?: unknown;
}

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text rule for failed calls: the server's `message`, then its `error` field, then the error's own message,
 * then the caller's fallback.
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_TEXT): string {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorWithResponse;
  const data = candidate.response?.data;
  return [data?.message, data?.error, candidate.message].find(nonEmptyText) ?? fallback;
}
