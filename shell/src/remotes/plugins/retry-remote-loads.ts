// Used for every remote the shell registers: a remote whose remoteEntry.js or page chunks fail to download (a network
// blip, a CDN answering 5xx or 404 in the middle of a deployment) is loaded again a few times before the page's error
// boundary shows. Same idea as Module Federation's own retry plugin, in the few lines the shell needs: the entry
// script through `loadEntryError` (the runtime fetches no manifest: docs/choices.md, "Remotes load from
// remoteEntry.js"), the exposed page's chunks through `getModuleFactory`. The chunks need it too: a preload hint of
// the host that failed (the remote was down when the page loaded) is reused by the browser for the next request of
// that chunk, so the first load after the remote is back fails without asking the network.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before retry n (1-based): delayMs * n. */
  delayMs: number;
}

export const REMOTE_RETRY: RetryOptions = { retries: 2, delayMs: 400 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

type GetModuleFactory = NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>;

/** Gets the exposed module from the container, again (up to `retries` times) when its chunks failed to load. */
function retryExposedChunks(options: RetryOptions): GetModuleFactory {
  return async ({ remoteEntryExports, expose }) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await remoteEntryExports.get(expose);
      } catch (error) {
        // Only a chunk that did not arrive is worth asking again; any other failure is the remote's answer.
        if (attempt > options.retries || (error as Error | undefined)?.name !== 'ChunkLoadError') throw error;
      }
      await wait(options.delayMs * attempt);
    }
  };
}

export function retryRemoteLoads(options: RetryOptions = REMOTE_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'guildhall-retry-remote-loads',
    loadEntryError: retryEntryScript(options),
    getModuleFactory: retryExposedChunks(options),
  };
}
