// Used for every remote the shell registers: a remote whose manifest or remoteEntry.js fails to download (a
// network blip, a CDN answering 5xx or 404 in the middle of a deployment) is fetched again a few times before
// the page's error boundary shows. Same idea as Module Federation's own retry plugin, in the few lines the shell
// needs: the manifest through the runtime's `fetch` hook, the entry script through `loadEntryError`.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before retry n (1-based): delayMs * n. */
  delayMs: number;
}

export const REMOTE_RETRY: RetryOptions = { retries: 2, delayMs: 400 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch() that tries again on a network error or an answer that is not 2xx; rejects with the last failure. */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  let failure: Error = new Error(`${url} was not fetched`);
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await wait(options.delayMs * attempt);
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
      failure = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      failure = new Error(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  throw failure;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Loads the entry script again (up to `retries` times); undefined when it never came. */
function retryEntryScript(options: RetryOptions): LoadEntryError {
  const retry = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0]) => {
    for (let attempt = 1; attempt <= options.retries; attempt += 1) {
      await wait(options.delayMs * attempt);
      // The failed load is cached under this key; forget it so the entry script is requested again.
      delete globalLoading[uniqueKey];
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).catch(() => undefined);
      if (entry) return entry;
    }
    return undefined;
  };
  // The hook's declared type nests a promise the runtime awaits once; an entry or undefined is what it uses.
  return retry as unknown as LoadEntryError;
}

export function retryRemoteLoads(options: RetryOptions = REMOTE_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'guildhall-retry-remote-loads',
    fetch: (url: string, init: RequestInit) => fetchWithRetry(url, init, options),
    loadEntryError: retryEntryScript(options),
  };
}
