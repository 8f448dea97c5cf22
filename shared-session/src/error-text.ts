export const DEFAULT_ERROR_TEXT = 'Unknown error occurred';
/** What a person reads when the request never got an answer (offline, server down, timed out). */
export const NETWORK_ERROR_TEXT = "Can't reach the server. Check your connection and try again.";

interface FailedCall {
  response?: { data?: { message?: unknown; error?: unknown } };
  request?: unknown;
  isAxiosError?: unknown;
  code?: unknown;
  message?: unknown;
}

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const NETWORK_CODES = new Set(['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT', 'ERR_CANCELED']);

/** A call that got no answer at all: axios without a response, or publicGet's network failure. */
function isUnanswered(call: FailedCall): boolean {
  if (call.response) return false;
  return (typeof call.code === 'string' && NETWORK_CODES.has(call.code)) || call.isAxiosError === true;
}

/** An HTTP call's failure (answered or not): its own message is a library's text, never shown to a person. */
const isHttpFailure = (call: FailedCall) =>
  call.response !== undefined || call.isAxiosError === true || isUnanswered(call);

/**
 * The text rule for failed calls: the server's `message`, then its `error` field; a call that got no answer reads
 * NETWORK_ERROR_TEXT; an answer without a message reads the caller's fallback (the spec's default for that screen),
 * never the library's 'Request failed with status code 500'. Any other error (ours) reads its own message.
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_TEXT): string {
  const call = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
  const data = call.response?.data;
  const serverText = [data?.message, data?.error].find(nonEmptyText);
  if (serverText) return serverText;
  if (isUnanswered(call)) return NETWORK_ERROR_TEXT;
  if (isHttpFailure(call)) return fallback;
  return nonEmptyText(call.message) ? call.message : fallback;
}
