// Every public route of both specs, as a visitor and as a signed-in member, at 390 x 844 and 1280 x 800: no
// horizontal overflow, every control named, axe content, the route's own tab title (e2e/support/layout.ts).
import { test, type Page } from '@playwright/test';
import { checkLayout } from '../support/layout';
import { signInAsMember } from '../support/sign-in';

// A few routes after one another in each test, each checked at two widths with axe; the tests share the workers.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

interface PublicEvent {
  id: string;
  title: string;
}

async function eventsOfTheDemo(page: Page) {
  const featured = (await (await page.request.get('/api/events/featured')).json()).data as PublicEvent;
  const listed = (await (await page.request.get('/api/events/getall?limit=10')).json()).data.docs as PublicEvent[];
  const other = listed.find((event) => event.id !== featured.id) ?? featured;
  return { featured, other };
}

/** [path, state name, the tab's title] of the pages a visitor reaches, in groups the two workers share. */
const VISITOR_PAGES: Record<string, readonly [string, string, string][]> = {
  'home, sign-in and contact': [
    ['/home', 'home', 'Home · Guildhall'],
    ['/auth', 'sign-in', 'Sign in · Guildhall'],
    ['/auth/reset-password?token=not-a-real-token', 'reset-password', 'Set your password · Guildhall'],
    ['/contact', 'contact', 'Contact · Guildhall'],
    ['/admin/auth', 'admin-sign-in', 'Admin sign in · Guildhall'],
  ],
  'team, feed and the policies': [
    ['/team', 'team', 'Team · Guildhall'],
    ['/social-page', 'feed', 'Community · Guildhall'],
    ['/policy/terms', 'policy-terms', 'Terms and Conditions · Guildhall'],
    ['/policy/refund-policy', 'policy-refund', 'Refund Policy · Guildhall'],
    ['/policy/privacy', 'policy-privacy', 'Privacy Policy · Guildhall'],
    ['/policy/cookie', 'policy-cookie', 'Cookie Policy · Guildhall'],
  ],
  'links from e-mails, the payment result and a wrong address': [
    ['/member/confirm-email?token=not-a-real-token', 'confirm-email', 'Confirm your e-mail · Guildhall'],
    ['/payment/verify', 'payment-result', 'Payment · Guildhall'],
    ['/tickets/find', 'find-ticket', 'Find my ticket · Guildhall'],
    ['/no/such/page', 'not-found', 'Page not found · Guildhall'],
  ],
};

test('the event pages fit a phone and a laptop and are titled with the event', async ({ page }) => {
  const { featured, other } = await eventsOfTheDemo(page);
  await page.goto('/');
  await checkLayout(page, 'event-featured', `${featured.title} · Guildhall`);
  await page.goto(`/event/${other.id}`);
  await checkLayout(page, 'event-other', `${other.title} · Guildhall`);
});

for (const [group, pages] of Object.entries(VISITOR_PAGES)) {
  test(`${group}: fit a phone and a laptop, name their controls and their tab`, async ({ page }) => {
    for (const [path, state, title] of pages) {
      await page.goto(path);
      await checkLayout(page, state, title);
    }
  });
}

test('the pages a member sees signed in fit both widths too', async ({ page }) => {
  await signInAsMember(page);
  await checkLayout(page, 'member-dashboard', 'My profile · Guildhall');
  for (const [path, state, title] of [
    ['/social-page', 'member-feed', 'Community · Guildhall'],
    ['/team', 'member-team', 'Team · Guildhall'],
    ['/home', 'member-home', 'Home · Guildhall'],
  ] as const) {
    await page.goto(path);
    await checkLayout(page, state, title);
  }
});
