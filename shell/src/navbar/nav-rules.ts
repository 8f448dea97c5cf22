// The navigation bar's rules from the specification (docs/choices.md, "Front end").
import { roleOf, type SessionUser } from '@guildhall/shared-session';
import { PATHS } from '@guildhall/contracts/paths';

export interface NavTarget {
  label: string;
  to: string;
}

// '/terms' and '/refund' are the specification's own prefixes (older policy paths).
const HIDDEN_ON_PREFIXES = [PATHS.auth, '/terms', '/refund', '/policy'];

export function isNavbarHiddenOn(pathname: string): boolean {
  return HIDDEN_ON_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const NAV_LINKS = [
  { label: 'Home', to: PATHS.home },
  { label: 'Events', to: PATHS.events },
  // Not in the spec's list: the feed needs a way in (docs/choices.md, "Front end").
  { label: 'Community', to: PATHS.feed },
  { label: 'Contact', to: PATHS.contact },
] as const satisfies readonly NavTarget[];

export type NavLinkLabel = (typeof NAV_LINKS)[number]['label'];

/** '/event' is Events, '/social-page' Community, '/contact' Contact; every other page, '/' included, counts as Home. */
export function activeNavLink(pathname: string): NavLinkLabel {
  if (pathname === PATHS.events) return 'Events';
  if (pathname === PATHS.feed) return 'Community';
  if (pathname === PATHS.contact) return 'Contact';
  return 'Home';
}

/** What the user menu offers the signed-in role; door staff (admins, granted members) also get Check-in. */
export function accountLinksFor(user: SessionUser, { doorStaff = false } = {}): NavTarget[] {
  const links =
    roleOf(user) === 'member'
      ? [{ label: 'Dashboard', to: PATHS.memberDashboard }]
      : [
          { label: 'Dashboard', to: PATHS.adminDashboard },
          { label: 'Show', to: PATHS.adminShow },
        ];
  return doorStaff ? [...links, { label: 'Check-in', to: PATHS.checkIn }] : links;
}
