import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@guildhall/shared-session';
import { adminClaims, installFakeServer, memberClaims, signInAs } from '@guildhall/shared-session/test-support';
import { renderAt, setSession } from '../test-support';
import { Navbar } from './Navbar';

const mainNav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);

beforeEach(() => setSession(null));

it('renders nothing while the session loads', () => {
  setSession(null, true);
  renderAt('/home', <Navbar />);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

it.each(['/auth', '/policy/terms'])('renders nothing on %s', (path) => {
  renderAt(path, <Navbar />);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

it('shows the brand, linking to /, and the main links', () => {
  renderAt('/home', <Navbar />);
  expect(screen.getByRole('link', { name: 'Guildhall' })).toHaveAttribute('href', '/');
  expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  expect(mainNav().getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event');
  expect(mainNav().getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/social-page');
  expect(mainNav().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(
    mainNav()
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Home', 'Events', 'Community', 'Contact']);
});

it.each([
  ['/', 'Home'],
  ['/event', 'Events'],
  ['/social-page', 'Community'],
  ['/contact', 'Contact'],
  ['/team', 'Home'],
])('marks the active link on %s', (path, label) => {
  renderAt(path, <Navbar />);
  expect(mainNav().getByRole('link', { current: 'page' })).toHaveTextContent(label);
});

it.each([
  ['Already a member', '/auth tab=login'],
  ['Join Club', '/auth tab=register'],
])('sends guests from %s to %s', async (button, destination) => {
  renderAt('/home', <Navbar />);
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(screen.getByTestId('location')).toHaveTextContent(destination);
});

async function openAccountMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Account menu of ${name}` }));
  return within(await screen.findByRole('menu'));
}

it('offers a member the member dashboard only', async () => {
  setSession(memberClaims);
  renderAt('/home', <Navbar />);
  expect(screen.queryByRole('button', { name: 'Join Club' })).not.toBeInTheDocument();

  const menu = await openAccountMenu(memberClaims.fullname);
  expect(menu.getByText(memberClaims.email!)).toBeInTheDocument();
  expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Log Out']);
  await userEvent.click(menu.getByRole('menuitem', { name: 'Dashboard' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/member/dashboard');
});

it('offers a member an admin granted a door Check-in, as the server says', async () => {
  const requests = installFakeServer((request) =>
    request.url === '/api/check-in/events'
      ? { status: 200, data: { success: true, message: 'Door events', data: [{ id: 'e-1' }] } }
      : { status: 404, data: { success: false, message: 'No route' } },
  );
  signInAs(memberClaims);
  renderAt('/home', <Navbar />);

  const menu = await openAccountMenu(memberClaims.fullname);
  expect(await menu.findByRole('menuitem', { name: 'Check-in' })).toBeInTheDocument();
  await userEvent.click(menu.getByRole('menuitem', { name: 'Check-in' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/tickets/check-in');
  expect(requests.map((request) => request.url)).toEqual(['/api/check-in/events']);
});

it('offers an admin the admin dashboard, Show and Check-in', async () => {
  setSession(adminClaims);
  renderAt('/home', <Navbar />);

  const menu = await openAccountMenu(adminClaims.fullname);
  expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Dashboard',
    'Show',
    'Check-in',
    'Log Out',
  ]);
  await userEvent.click(menu.getByRole('menuitem', { name: 'Show' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/show');
});

it.each([
  ['member', memberClaims, '/api/members/logout'],
  ['admin', adminClaims, '/api/admin/logout'],
])('logs a %s out through %s, then goes to /auth', async (_role, claims, endpoint) => {
  const requests = installFakeServer(() => ({
    status: 200,
    data: { success: true, message: 'Logged out', data: null },
  }));
  signInAs(claims);
  renderAt('/home', <Navbar />);

  const menu = await openAccountMenu(claims.fullname);
  await userEvent.click(menu.getByRole('menuitem', { name: 'Log Out' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/auth$/);
  // A member's menu also asks whether they staff a door.
  expect(requests.map((request) => request.url).filter((url) => url !== '/api/check-in/events')).toEqual([endpoint]);
  expect(tokenStorage.getAccessToken()).toBeNull();
});

it('opens the mobile drawer with the same items and closes it on an outside click', async () => {
  setSession(adminClaims);
  renderAt('/event', <Navbar />);

  // jsdom evaluates no media queries, so the mobile-only button stays display:none here.
  await userEvent.click(screen.getByLabelText('Open menu'));
  const drawer = within(await screen.findByRole('dialog', { name: 'Site menu' }));
  expect(drawer.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  expect(drawer.getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/admin/show');
  expect(document.body.style.overflow).toBe('hidden');

  await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument());
  expect(document.body.style.overflow).toBe('');
});

it('offers a guest the community feed and the events in the drawer, marking the page open', async () => {
  renderAt('/social-page', <Navbar />);

  await userEvent.click(screen.getByLabelText('Open menu'));
  const drawer = within(await screen.findByRole('dialog', { name: 'Site menu' }));
  const drawerNav = within(drawer.getByRole('navigation', { name: 'Main' }));
  expect(drawerNav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/home'],
    ['Events', '/event'],
    ['Community', '/social-page'],
    ['Contact', '/contact'],
  ]);
  expect(drawerNav.getByRole('link', { current: 'page' })).toHaveTextContent('Community');

  await userEvent.click(drawerNav.getByRole('link', { name: 'Events' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/event$/);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument());
});
