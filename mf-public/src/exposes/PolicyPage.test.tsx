import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import PolicyPage from './PolicyPage';

it.each([
  ['/policy/terms', 'Terms and Conditions'],
  ['/policy/refund-policy', 'Refund and Cancellation Policy'],
  ['/policy/privacy', 'Privacy Policy'],
  ['/policy/cookie', 'Cookie Policy'],
])('shows the policy at %s, dated July 2025', (path, title) => {
  renderAtRoute(<PolicyPage />, path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Effective from July 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^(Terms|Refunds|Privacy|Cookies)$/, current: 'page' })).toHaveAttribute(
    'href',
    path,
  );
});

it("states the refund notice, the processing time and the minimum age in the policies' text", () => {
  const refund = renderAtRoute(<PolicyPage />, '/policy/refund-policy');
  expect(screen.getByText(/at least 7 days before the event starts/)).toBeInTheDocument();
  expect(screen.getByText(/within 3-5 working days/)).toBeInTheDocument();
  refund.unmount();

  renderAtRoute(<PolicyPage />, '/policy/privacy');
  expect(screen.getByText(/not meant for children under 13/)).toBeInTheDocument();
});

it('links to the other policies', async () => {
  const user = userEvent.setup();
  renderAtRoute(<PolicyPage />, '/policy/terms');
  await user.click(screen.getByRole('link', { name: 'Privacy' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/policy\/privacy$/);
});

it('leads back to the site through the brand, since the navbar is hidden on policy pages', async () => {
  const user = userEvent.setup();
  renderAtRoute(<PolicyPage />, '/policy/cookie');
  await user.click(screen.getByRole('link', { name: 'Guildhall' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
});

it('sends an unknown policy path to the terms', () => {
  renderAtRoute(<PolicyPage />, '/policy/nothing');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/policy\/terms$/);
});
