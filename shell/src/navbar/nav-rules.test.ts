import { adminClaims, memberClaims } from '@guildhall/shared-session/test-support';
import { accountLinksFor, activeNavLink, isNavbarHiddenOn } from './nav-rules';

it.each(['/auth', '/auth/reset', '/terms', '/refund-policy', '/policy/privacy'])('hides the bar on %s', (path) => {
  expect(isNavbarHiddenOn(path)).toBe(true);
});

it.each(['/', '/home', '/event', '/admin/auth', '/member/dashboard'])('shows the bar on %s', (path) => {
  expect(isNavbarHiddenOn(path)).toBe(false);
});

it.each([
  ['/', 'Home'],
  ['/home', 'Home'],
  ['/event', 'Events'],
  ['/social-page', 'Community'],
  ['/contact', 'Contact'],
  ['/team', 'Home'],
])('marks %s as %s', (path, label) => {
  expect(activeNavLink(path)).toBe(label);
});

it('offers members their dashboard and admins their dashboard and the review panel', () => {
  expect(accountLinksFor(memberClaims)).toEqual([{ label: 'Dashboard', to: '/member/dashboard' }]);
  expect(accountLinksFor(adminClaims)).toEqual([
    { label: 'Dashboard', to: '/admin/dashboard' },
    { label: 'Show', to: '/admin/show' },
  ]);
});

it('adds Check-in for door staff (admins; members an admin granted a door)', () => {
  expect(accountLinksFor(memberClaims, { doorStaff: true })).toEqual([
    { label: 'Dashboard', to: '/member/dashboard' },
    { label: 'Check-in', to: '/tickets/check-in' },
  ]);
});
