import { screen } from '@testing-library/react';
import { provideRemoteModuleLoader } from '@guildhall/ui/providers';
import { settle } from '@guildhall/ui/test-support';
import { renderAt, setSession } from '../test-support';
import { AppRoutes } from './AppRoutes';

beforeEach(() => {
  setSession(null);
  provideRemoteModuleLoader(async (id) => ({ default: () => <p>Remote page {id}</p> }));
});

it.each([
  ['/', 'mf_public/EventPage'],
  ['/event', 'mf_public/EventPage'],
  ['/event/0b6e1a52-3c1f-4f59-9b0f-6d1f1f0b9a11', 'mf_public/EventPage'],
  ['/home', 'mf_public/HomePage'],
  ['/team', 'mf_public/TeamPage'],
  ['/auth/reset', 'mf_public/AuthPage'],
  ['/social-page', 'mf_public/SocialPage'],
  ['/admin/auth', 'mf_admin/AdminAuthPage'],
  ['/policy/terms', 'mf_public/PolicyPage'],
  ['/policy/cookie', 'mf_public/PolicyPage'],
])('renders %s from %s', async (path, id) => {
  renderAt(path, <AppRoutes />);
  expect(await screen.findByText(`Remote page ${id}`)).toBeInTheDocument();
});

it('guards the dashboards: guests sign in where the dashboard’s role does', async () => {
  renderAt('/admin/dashboard', <AppRoutes />);
  expect(await screen.findByText('Remote page mf_admin/AdminAuthPage')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/auth$/);
});

it('sends guests of the member dashboard to /auth', async () => {
  renderAt('/member/dashboard', <AppRoutes />);
  expect(await screen.findByText('Remote page mf_public/AuthPage')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
});

it('answers unknown paths with the 404 page', () => {
  renderAt('/no/such/page', <AppRoutes />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

it.each([
  ['/team', 'Team · Guildhall'],
  ['/policy/refund-policy', 'Refund Policy · Guildhall'],
  ['/event/e1', 'Events · Guildhall'],
  ['/no/such/page', 'Page not found · Guildhall'],
])('titles the tab of %s "%s"', async (path, title) => {
  renderAt(path, <AppRoutes />);
  expect(document.title).toBe(title);
  await settle(); // the page arrives
});
