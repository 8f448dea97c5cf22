import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@guildhall/ui/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query-client';

/** Shows where the router went, so tests can assert navigations without mocking react-router. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </output>
  );
}

/** The app's query defaults with immediate retries, and a fresh cache per test. */
export function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return queryClient;
}

/**
 * Renders `page` at `path` (which may end in a query string; optionally with navigation state) inside a fresh query cache; any other route shows
 * the location probe. Returns the query client too, for tests that look at the cache.
 */
export function renderAtRoute(page: ReactElement, path = '/', state?: unknown) {
  const queryClient = createTestQueryClient();
  // A query string (`/payment/verify?order_id=x`) is the location's search, not part of the route.
  const [pathname = '/', query] = path.split('?');
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        <Routes>
          <Route path={pathname} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
