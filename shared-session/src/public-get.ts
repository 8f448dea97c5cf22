// GET of public data with the browser's fetch: the event page and home (budgeted first loads) read public
// endpoints without downloading axios. No bearer token, so no refresh and no sign-out: use apiClient for anything
// whose answer depends on who is signed in.
import { REQUEST_TIMEOUT_MS } from '@guildhall/contracts/limits';
import { getApiBaseUrl } from './api-config';

/** Shaped like an axios error (`response.status`, `response.data`), so getErrorMessage and the query retries read it. */
export class PublicGetError extends Error {
  /** 'ERR_NETWORK' when no answer came (axios' code), so getErrorMessage says the server can't be reached. */
  readonly code?: string;
  constructor(
    message: string,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'PublicGetError';
    if (!response) this.code = 'ERR_NETWORK';
  }
}

/** GETs `path` (`/api/...`) and answers the envelope's `data`; a non-2xx answer or a network failure rejects. */
export async function publicGet<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new PublicGetError('Network Error');
  }
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok)
    throw new PublicGetError(`Request failed with status code ${response.status}`, {
      status: response.status,
      data: body,
    });
  return body?.data as T;
}
