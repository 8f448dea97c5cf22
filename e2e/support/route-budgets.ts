// The routes whose cold first load is budgeted (e2e/budgets.json), how to tell each one is ready, and the
// signed-in state some need. The budget check and `npm run bench` both load them through measureFirstLoad.
import type { Page } from 'playwright-core';
import budgets from '../budgets.json';
import type { FirstLoadRoute } from './first-load';

export interface RouteBudget {
  budgetKiB: number;
  targetKiB?: number;
  signedInAs?: 'admin';
}

export const ROUTE_BUDGETS = budgets.routes as Record<string, RouteBudget>;
export const COMPILED_INTO_EVERY_APP = budgets.compiledIntoEveryApp;

const READY: Record<string, (page: Page) => Promise<void>> = {
  // The featured event's page (the demo's featured event sells tickets here).
  '/': (page) => page.getByRole('button', { name: 'Register Here' }).waitFor(),
  '/home': (page) => page.getByRole('button', { name: 'Join Our Community' }).waitFor(),
  '/auth': (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor(),
  '/admin/auth': (page) => page.getByRole('button', { name: 'Login to Dashboard' }).waitFor(),
  // The overview with its activity chart (MUI X Charts, loaded once the overview's data arrives).
  '/admin/dashboard': (page) => page.getByText('New members').first().waitFor(),
  // The door, ready to scan (zxing-wasm is not part of it: it loads on Start camera).
  '/tickets/check-in': (page) => page.getByRole('button', { name: 'Start camera' }).waitFor(),
};

/** Signs the demo admin in through the API (no page loads), for routes measured signed in. */
export async function adminTokens(baseUrl: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullname: 'Club Admin', password: 'admin-demo-123', secret: 'guildhall-dev-secret' }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

export async function budgetedRoutes(baseUrl: string): Promise<(FirstLoadRoute & RouteBudget)[]> {
  return Promise.all(
    Object.entries(ROUTE_BUDGETS).map(async ([path, budget]) => {
      const ready = READY[path];
      if (!ready) throw new Error(`e2e/budgets.json names ${path}, but route-budgets.ts cannot tell when it is ready`);
      return {
        path,
        ready,
        ...budget,
        tokens: budget.signedInAs === 'admin' ? await adminTokens(baseUrl) : undefined,
      };
    }),
  );
}
