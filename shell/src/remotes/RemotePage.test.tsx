import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { RemotePage } from './RemotePage';

const load = jest.fn();

beforeEach(() => {
  load.mockReset();
  provideRemoteModuleLoader(load);
  // React reports errors caught by boundaries; the failure is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.mocked(console.error).mockRestore());

it('renders the exposed page, and at once when it is shown again', async () => {
  load.mockResolvedValue({ default: () => <h1>Admin dashboard</h1> });
  const first = render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_admin/AdminDashboard');
  first.unmount();

  render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);
  expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('names the failed part of the site and what failed, and loads it again on Retry', async () => {
  load
    .mockRejectedValueOnce(new Error('Failed to load remoteEntry.js'))
    .mockResolvedValueOnce({ default: () => <h1>Admin dashboard</h1> });
  render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The admin dashboard could not be loaded');
  expect(alert).toHaveTextContent('mf_admin/AdminDashboard: Failed to load remoteEntry.js');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps a page that throws while drawing in the same view, and draws it again on Retry', async () => {
  let broken = true;
  load.mockResolvedValue({
    default: () => {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h1>Admin dashboard</h1>;
    },
  });
  render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);

  expect(await screen.findByTestId('remote-failure')).toHaveTextContent(
    'mf_admin/AdminDashboard: Cannot read properties of undefined',
  );
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
});
