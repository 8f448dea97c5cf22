import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { renderFirstPaint } from '@guildhall/ui/first-paint';
import { LandingHero } from './LandingHero';

it('sends visitors to the register tab of /auth from its one call to action', async () => {
  const user = userEvent.setup();
  renderAtRoute(<LandingHero />, '/');
  const join = screen.getByRole('link', { name: 'Join Our Community' });
  expect(join).toHaveAttribute('href', '/auth/register');
  await user.click(join);
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
});

it('is a plain link in its static first paint, so it works before any script runs', () => {
  const html = renderFirstPaint(<LandingHero />, '/home');
  expect(html).toMatch(/<a [^>]*href="\/auth\/register"[^>]*>Join Our Community/);
  expect(html).not.toContain('<button');
});
