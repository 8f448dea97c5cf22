// The navigation bar's rules from the specification (admin-and-operations.md section 2, decisions.md 26).
import { roleOf, type SessionUser } from '@guildhall/shared-session';

export interface NavTarget {
  label: string;
  to: string;
}

const HIDDEN_ON_PREFIXES = ['/auth', '/terms', '/refund', '/policy'];

export function isNavbarHiddenOn(pathname: string): boolean {
  return HIDDEN_ON_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const NAV_LINKS = [
  { label: 'Home', to: '/home' },
  { label: 'Events', to: '/event' },
  { label: 'Contact', to: '/contact' },
] as const satisfies readonly NavTarget[];

export type NavLinkLabel = (typeof NAV_LINKS)[number]['label'];

/** '/event' is Events, '/contact' is Contact; every other page, '/' included, counts as Home. */
export function activeNavLink(pathname: string): NavLinkLabel {
  if (pathname === '/event') return 'Events';
  if (pathname === '/contact') return 'Contact';
  return 'Home';
}

/** What the user menu offers the signed-in role. */
export function accountLinksFor(user: SessionUser): NavTarget[] {
  return roleOf(user) === 'member'
    ? [{ label: 'Dashboard', to: '/member/dashboard' }]
    : [
        { label: 'Dashboard', to: '/admin/dashboard' },
        { label: 'Show', to: '/admin/show' },
      ];
}
