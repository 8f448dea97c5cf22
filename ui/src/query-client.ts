import { QueryClient } from '@tanstack/react-query';
import { tokenStorage, useSession } from '@guildhall/shared-session';
import { FIRST_PAINT_DATA_ELEMENT_ID, type FirstPaintData } from '@guildhall/contracts/federation';

const MAX_RETRIES = 2;

/** The HTTP status of a failed call, if the server answered at all (axios errors carry the response). */
const statusOf = (error: unknown): number | undefined =>
  (error as { response?: { status?: unknown } } | null)?.response?.status as number | undefined;

/**
 * Queries (GETs, so safe to repeat) retry a network failure or a 5xx twice; a 4xx is the answer and never
 * changes on a retry (a 401 is already refreshed once by the HTTP client).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return failureCount < MAX_RETRIES && (status === undefined || status >= 500);
}

/**
 * The one cache of server state. Answers stay fresh for a minute, and a tab coming back into focus does not refetch
 * every query on the page; mutations never retry (they are not idempotent).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Cached answers belong to the signed-in account: signing out or in as someone else drops them. */
export function dropQueriesWhenAccountChanges(queryClient: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) queryClient.removeQueries();
  });
}

/**
 * The API answer the shell host wrote into the page with its first paint (docs/interfaces.md, "First paint"): the
 * page's query starts with it, fresh as of the request, instead of asking the API again. Read once.
 */
export function adoptFirstPaintData(queryClient: QueryClient): QueryClient {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_DATA_ELEMENT_ID);
  if (!element) return queryClient;
  element.remove();
  try {
    const { queryKey, data, signedOutOnly, firstPageOf } = JSON.parse(element.textContent ?? '') as FirstPaintData;
    // The host asked without credentials: a signed-in visitor's answer may hold more.
    if (signedOutOnly && tokenStorage.getAccessToken() !== null) return queryClient;
    if (Array.isArray(queryKey) && data !== undefined)
      queryClient.setQueryData(
        queryKey,
        firstPageOf ? { pages: [data], pageParams: [firstPageOf.initialPageParam] } : data,
      );
  } catch {
    // Unreadable: the page fetches its data as it would without it.
  }
  return queryClient;
}
