// The admin's and the door's screens at 390 x 844 and 1280 x 800, with data in them: the dashboard's tabs (the
// members grid, the ticket grid holding tickets), the review panel, and the door with search results open. No
// horizontal overflow, every control named, axe content, the route's own tab title (e2e/support/layout.ts).
import { expect, test, type Page } from '@playwright/test';
import { checkLayout } from '../support/layout';
import { storeAdminSession } from '../support/sign-in';

test.describe.configure({ mode: 'parallel' });
test.setTimeout(300_000);

const headersOf = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The featured event, with two tickets of the layout's own (created once: a second run finds them, 409). */
async function eventWithTickets(page: Page, accessToken: string): Promise<{ id: string; title: string }> {
  const featured = (await (await page.request.get('/api/events/featured')).json()).data as {
    id: string;
    title: string;
  };
  for (const [index, fullName] of ['Layout Check Anand', 'Layout Check Bhavna'].entries()) {
    const created = await page.request.post('/api/tickets/create', {
      headers: headersOf(accessToken),
      data: {
        fullName,
        email: `layout-check-${index}@example.org`,
        lpuId: `9800000${index}`,
        eventId: featured.id,
        eventName: featured.title,
        hosteler: false,
      },
    });
    expect([200, 201, 409]).toContain(created.status());
  }
  return featured;
}

test('the dashboard’s tabs fit a phone and a laptop, with data in their grids', async ({ page }) => {
  const accessToken = await storeAdminSession(page);
  const event = await eventWithTickets(page, accessToken);

  await page.goto('/admin/dashboard');
  await checkLayout(page, 'admin-overview', 'Admin dashboard · Guildhall');

  await page.goto('/admin/dashboard?tab=members');
  await expect(page.getByText('Demo Member').first()).toBeVisible();
  await checkLayout(page, 'admin-members', 'Admin dashboard · Guildhall');

  await page.goto('/admin/dashboard?tab=events');
  await checkLayout(page, 'admin-events', 'Admin dashboard · Guildhall');

  await page.goto('/admin/dashboard?tab=tickets');
  await page.getByRole('combobox', { name: 'Select an event' }).click();
  await page
    .getByRole('option', { name: new RegExp(event.title) })
    .first()
    .click();
  await expect(page.getByText('Layout Check Anand').first()).toBeVisible();
  await checkLayout(page, 'admin-tickets', 'Admin dashboard · Guildhall');
});

test('the review panel fits a phone and a laptop', async ({ page }) => {
  await storeAdminSession(page);
  for (const tab of ['applications', 'contacts']) {
    await page.goto(`/admin/show?tab=${tab}`);
    await checkLayout(page, `admin-show-${tab}`, 'Admin panel · Guildhall');
  }
});

test('the door fits a phone, idle and with search results open', async ({ page }) => {
  const accessToken = await storeAdminSession(page);
  const event = await eventWithTickets(page, accessToken);

  await page.goto('/tickets/check-in');
  await page.getByRole('combobox', { name: 'Event' }).selectOption(event.id);
  await expect(page.getByTestId('door-counter')).toHaveText(/^\d+ \/ \d+/);
  await checkLayout(page, 'door-idle', 'Door check-in · Guildhall');

  await page.getByLabel('Search by name, LPU ID or e-mail').fill('Layout Check');
  await expect(page.getByRole('button', { name: 'Check in Layout Check Anand' })).toBeVisible();
  await checkLayout(page, 'door-search', 'Door check-in · Guildhall');
  // On the phone, each result's action is on screen, not past its right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  const action = await page.getByRole('button', { name: 'Check in Layout Check Anand' }).boundingBox();
  expect(action && action.x + action.width).toBeLessThanOrEqual(390);
});
