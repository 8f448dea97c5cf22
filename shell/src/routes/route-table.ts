import type { SessionRole } from '@guildhall/shared-session';
import type { RemoteName } from '../remotes/load-remote-page';
import { PATHS, withSubRoutes } from '@guildhall/contracts/paths';

export interface RemoteRoute {
  paths: readonly string[];
  remote: RemoteName;
  module: string;
  /** How the error message names this page when its remote fails. */
  area: string;
  /** Roles allowed in; absent for public pages. */
  allow?: readonly SessionRole[];
}

/** Which remote renders which route (docs/interfaces.md). Unlisted paths get the shell's 404 page. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { paths: [PATHS.landing, PATHS.home], remote: 'mf_public', module: 'HomePage', area: 'home page' },
  { paths: [withSubRoutes(PATHS.auth)], remote: 'mf_public', module: 'AuthPage', area: 'sign-in page' },
  {
    paths: [PATHS.memberDashboard],
    remote: 'mf_member',
    module: 'MemberDashboard',
    area: 'member dashboard',
    allow: ['member'],
  },
  { paths: [withSubRoutes(PATHS.adminAuth)], remote: 'mf_admin', module: 'AdminAuthPage', area: 'admin sign-in page' },
  {
    paths: [PATHS.adminDashboard],
    remote: 'mf_admin',
    module: 'AdminDashboard',
    area: 'admin dashboard',
    allow: ['admin'],
  },
];
