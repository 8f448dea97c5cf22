// The admin dashboard's Tickets tab (mf-tickets' TicketPanel), opened on one event as an admin picks it.
import { expect, type Page } from '@playwright/test';

/** Opens the Tickets tab and picks the event whose option starts with `eventTitle` (then its ticket count). */
export async function openTicketsTab(page: Page, eventTitle: string): Promise<void> {
  await page.goto('/admin/dashboard?tab=tickets');
  await expect(page.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
  await expect(page.getByText('Choose an event from the dropdown to view its tickets')).toBeVisible();
  await page.getByRole('combobox', { name: 'Select an event' }).click();
  const escaped = eventTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('option', { name: new RegExp(`^${escaped} \\(`) })
    .first()
    .click();
}
