import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { SiteFooter } from './SiteFooter';

it('links to the upcoming events and to Find my ticket', async () => {
  renderAtRoute(<SiteFooter />, '/home');
  const tickets = within(screen.getByRole('navigation', { name: 'Tickets' }));
  expect(tickets.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Upcoming events', '/event'],
    ['Find my ticket', '/tickets/find'],
  ]);

  await userEvent.click(tickets.getByRole('link', { name: 'Upcoming events' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/event');
});
