import { screen } from '@testing-library/react';
import { installFakeServer } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import AdminShow from './AdminShow';

it('opens on the Applications tab', async () => {
  installFakeServer(() => ({
    status: 200,
    data: {
      success: true,
      message: 'ok',
      data: { docs: [], totalDocs: 0, counts: { total: 0, unseen: 0, pending: 0 } },
    },
  }));
  renderAtRoute(<AdminShow />, '/admin/show');
  expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No applications found')).toBeInTheDocument();
});
