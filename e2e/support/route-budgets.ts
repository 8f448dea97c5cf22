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

/** A policy page: its links to the four policies (the navbar is hidden there). */
const policyReady = (page: Page) => page.getByRole('navigation', { name: 'Policies' }).waitFor();

const READY: Record<string, (page: Page) => Promise<void>> = {
  // The featured event's page (the demo's featured event sells tickets here).
  '/': (page) => page.getByRole('button', { name: 'Register Here' }).waitFor(),
  '/home': (page) => page.getByRole('link', { name: 'Join Our Community' }).waitFor(),
  // The team as the API has it (the leaders, or the word that there is nobody yet).
  '/team': (page) =>
    page.getByRole('region', { name: 'Leadership Team' }).or(page.getByText('No team members yet.')).waitFor(),
  '/contact': (page) => page.getByRole('button', { name: 'Send Message' }).waitFor(),
  // The feed's first page (a post, or the word that there is none).
  '/social-page': (page) =>
    page.getByRole('article').first().or(page.getByText('No posts found. Be the first to share!')).waitFor(),
  '/policy/terms': policyReady,
  '/policy/refund-policy': policyReady,
  '/policy/privacy': policyReady,
  '/policy/cookie': policyReady,
  '/auth': (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor(),
  '/admin/auth': (page) => page.getByRole('button', { name: 'Login to Dashboard' }).waitFor(),
  // The overview with its activity chart (MUI X Charts, loaded once the overview's data arrives).
  '/admin/dashboard': (page) => page.getByText('New members').first().waitFor(),
  // The door, ready to scan (zxing-wasm is not part of it: it loads on Start camera).
  '/tickets/check-in': (page) => page.getByRole('button', { name: 'Start camera' }).waitFor(),
  '/tickets/find': (page) => page.getByRole('button', { name: 'Send My Tickets' }).waitFor(),
  // The waiting list's links with a token the server does not know: its answer (the claim's purchase form loads only
  // with a real offer), or the leave page's question.
  '/waitlist/confirm?token=not-a-real-token': (page) =>
    page.getByText('This confirmation link is not valid.').waitFor(),
  '/waitlist/leave?token=not-a-real-token': (page) =>
    page.getByRole('button', { name: 'Leave the waiting list' }).waitFor(),
  '/waitlist/claim?token=not-a-real-token': (page) => page.getByText('This offer link is not valid.').waitFor(),
  // A well-formed code no certificate has: the server's 404, read as 'unknown' (a malformed one asks nothing).
  '/certificates/GH-0000-0000-0000': (page) =>
    page.getByRole('heading', { level: 1, name: 'Unknown certificate' }).waitFor(),
  // The Tickets tab (mf-tickets' panel) with the latest event chosen: its timeline (MUI X Charts) and grid (MUI X
  // DataGrid); then mf-admin's Members grid and the overview's chart. Both remotes draw MUI X and validate with zod:
  // each library must arrive once (the event has a ticket: prepareDeskEvent).
  '/admin/dashboard?tab=tickets': async (page) => {
    await page.getByRole('combobox', { name: 'Select an event' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('grid', { name: 'Tickets' }).getByRole('row').nth(1).waitFor();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
    await sections.getByRole('button', { name: 'Members' }).click();
    await page.getByRole('grid', { name: 'Members' }).getByRole('row').nth(1).waitFor();
    await sections.getByRole('button', { name: 'Dashboard' }).click();
    await page.getByText('New members').first().waitFor();
  },
};

/** Things a route's measurement needs in the database before it starts (signed in as the admin). */
const PREPARE: Record<string, (baseUrl: string, accessToken: string) => Promise<void>> = {
  '/admin/dashboard?tab=tickets': prepareDeskEvent,
};

/**
 * The ticket desk's first event (the latest) holds a ticket, so its timeline and grid are drawn: one manual ticket
 * with a fixed LPU ID (a second run finds it there: 409).
 */
async function prepareDeskEvent(baseUrl: string, accessToken: string): Promise<void> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const events = await fetch(`${baseUrl}/api/events/admin/getall?sort=-date&limit=1`, { headers });
  if (!events.ok) throw new Error(`listing the events failed: ${events.status}`);
  const [event] = ((await events.json()) as { data: { docs: { id: string; title: string }[] } }).data.docs;
  if (!event) throw new Error('the ticket desk budget needs an event: none is seeded');
  const created = await fetch(`${baseUrl}/api/tickets/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fullName: 'Budget Check',
      email: 'budget-check@example.org',
      lpuId: '99000001',
      eventId: event.id,
      eventName: event.title,
      hosteler: false,
    }),
  });
  if (!created.ok && created.status !== 409)
    throw new Error(`creating the budget check's ticket failed: ${created.status} ${await created.text()}`);
}

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
      const tokens = budget.signedInAs === 'admin' ? await adminTokens(baseUrl) : undefined;
      const prepare = PREPARE[path];
      if (prepare) {
        if (!tokens) throw new Error(`${path} is prepared signed in: give it signedInAs in e2e/budgets.json`);
        await prepare(baseUrl, tokens.accessToken);
      }
      return { path, ready, ...budget, tokens };
    }),
  );
}
