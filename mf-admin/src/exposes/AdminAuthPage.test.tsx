import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminAuthPage from './AdminAuthPage';

it('opens on Admin Login and switches to Member Register', async () => {
  const user = userEvent.setup();
  renderAtRoute(<AdminAuthPage />, '/admin/auth');
  expect(screen.getByRole('button', { name: 'Login to Dashboard' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Member Register' }));
  expect(screen.getByRole('button', { name: 'Register as Member' })).toBeInTheDocument();
});
