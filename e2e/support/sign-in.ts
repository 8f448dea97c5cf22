import type { Page } from '@playwright/test';

export const DEMO_MEMBER = {
  email: 'member@guildhall.test',
  lpuId: '12345678',
  password: 'member-demo-123',
  name: 'Demo Member',
};
export const DEMO_ADMIN = { fullname: 'Club Admin', password: 'admin-demo-123', secret: 'guildhall-dev-secret' };

/** Fills and sends the login form of the open /auth page, then waits for the member dashboard. */
export async function submitMemberSignIn(page: Page, identifier: string = DEMO_MEMBER.email): Promise<void> {
  await page.getByLabel(/LPU ID or e-?mail/i).fill(identifier);
  await page.getByLabel(/^password/i).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL('/member/dashboard');
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Puts `tokens` where the app keeps its session: they go into the origin's localStorage from a same-origin file without the app
 * (remotes.json), so no sign-in page is loaded. The forms themselves are driven by sign-in.e2e.ts; a journey about
 * something else spends no cold load of /auth and the dashboard on them (docs/choices.md, "Tests").
 */
export async function storeSession(page: Page, tokens: TokenPair): Promise<void> {
  await page.goto('/remotes.json');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
}

async function tokensOf(page: Page, path: string, credentials: object): Promise<TokenPair> {
  const response = await page.request.post(path, { data: credentials });
  if (!response.ok()) throw new Error(`sign-in through ${path} failed: ${response.status()}`);
  return ((await response.json()) as { data: TokenPair }).data;
}

export const memberTokens = (page: Page) =>
  tokensOf(page, '/api/members/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });

export const adminTokensOf = (page: Page) => tokensOf(page, '/api/admin/login', DEMO_ADMIN);

/** Signs the demo member in through the API and opens `to` (their dashboard unless told). */
export async function signInAsMember(page: Page, to = '/member/dashboard'): Promise<void> {
  await storeSession(page, await memberTokens(page));
  await page.goto(to);
}

/** Fills and sends the admin login form of the open /admin/auth page, then waits for the admin dashboard. */
export async function submitAdminSignIn(page: Page): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(DEMO_ADMIN.fullname);
  await page.getByLabel(/^password/i).fill(DEMO_ADMIN.password);
  await page.getByLabel('Secret Key', { exact: true }).fill(DEMO_ADMIN.secret);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await page.waitForURL('/admin/dashboard');
}

/** Stores the demo admin's session without opening an app page (the next one opens signed in); gives the access token. */
export async function storeAdminSession(page: Page): Promise<string> {
  const tokens = await adminTokensOf(page);
  await storeSession(page, tokens);
  return tokens.accessToken;
}

/** Signs the demo admin in through the API and opens `to` (the admin dashboard unless told). */
export async function signInAsAdmin(page: Page, to = '/admin/dashboard'): Promise<void> {
  await storeAdminSession(page);
  await page.goto(to);
}
