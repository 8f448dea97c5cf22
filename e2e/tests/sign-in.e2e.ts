// Sign-in journeys across the composition: the form lives in one remote, the dashboard in another, the guard
// and the navbar in the shell; all of them read the one shared session.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { BASE_URL } from '../support/ports';
import { DEMO_MEMBER, signInAsAdmin, signInAsMember } from '../support/sign-in';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

test('the demo member signs in with the LPU ID and lands on the member dashboard; the navbar shows who is signed in', async () => {
  await signInAsMember(page, DEMO_MEMBER.lpuId);
  await page.getByText(DEMO_MEMBER.name).first().waitFor();
  await screenshot(page, 'member-dashboard');
  await page
    .getByRole('button', { name: /Demo Member|account|user menu/i })
    .first()
    .click();
  await page.getByRole('menu').getByText(DEMO_MEMBER.email).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Show' }).count()).toBe(0);
});

test('a wrong password keeps the member on /auth with the server message', async () => {
  await page.goto(`${BASE_URL}/auth`);
  await page.getByLabel(/LPU ID or e-?mail/i).fill(DEMO_MEMBER.email);
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.getByText('Invalid credentials. Please try again.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth');
});

test('the demo admin signs in and lands on the admin dashboard', async () => {
  await signInAsAdmin(page);
  await page.getByText('Club Admin').first().waitFor();
  await screenshot(page, 'admin-dashboard');
});

test('a member who opens an admin route is sent to /, a guest is sent to /auth', async () => {
  await page.goto(`${BASE_URL}/member/dashboard`);
  await page.waitForURL(`${BASE_URL}/auth`);

  await signInAsMember(page);
  await page.goto(`${BASE_URL}/admin/dashboard`);
  await page.waitForURL(`${BASE_URL}/`);
});

test('logging out from the navbar ends the session on the server and in every app', async () => {
  await signInAsMember(page);
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page
    .getByRole('button', { name: /Demo Member|account|user menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.waitForURL(`${BASE_URL}/auth`);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  const me = await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(me.status).toBe(401);
});
