import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AuthPage from './AuthPage';

it('opens on the login tab by default', () => {
  renderAtRoute(<AuthPage />, '/auth');
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

it('opens on Join Club when navigation state asks for the register tab', () => {
  renderAtRoute(<AuthPage />, '/auth', { tab: 'register' });
  expect(screen.getByRole('tab', { name: 'Join Club' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Join Our Organization' })).toBeInTheDocument();
});

it('switches between the forms with the tabs', async () => {
  const user = userEvent.setup();
  renderAtRoute(<AuthPage />, '/auth');
  await user.click(screen.getByRole('tab', { name: 'Join Club' }));
  expect(screen.getByRole('heading', { name: 'Join Our Organization' })).toBeInTheDocument();
});

it('leads back to the site through the brand, since the navbar is hidden on /auth', async () => {
  const user = userEvent.setup();
  renderAtRoute(<AuthPage />, '/auth');
  await user.click(screen.getByRole('link', { name: 'Guildhall' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
