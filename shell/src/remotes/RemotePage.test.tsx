import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadExposedModule } from './remote-registry';
import { RemotePage } from './RemotePage';

jest.mock('./remote-registry');
const loadExposed = jest.mocked(loadExposedModule);

beforeEach(() => {
  loadExposed.mockReset();
  // React reports errors caught by boundaries; the failure is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.mocked(console.error).mockRestore());

it('renders the exposed page', async () => {
  loadExposed.mockResolvedValue({ default: () => <h1>Admin dashboard</h1> });
  render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);
  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(loadExposed).toHaveBeenCalledWith('mf_admin/AdminDashboard');
});

it('names the failed part of the site and what failed, and loads it again on Retry', async () => {
  loadExposed
    .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
    .mockResolvedValueOnce({ default: () => <h1>Admin dashboard</h1> });
  render(<RemotePage page="mf_admin/AdminDashboard" area="admin dashboard" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The admin dashboard could not be loaded');
  expect(alert).toHaveTextContent('mf_admin/AdminDashboard: Failed to fetch mf-manifest.json');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadExposed).toHaveBeenCalledTimes(2);
});
