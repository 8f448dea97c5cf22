import type { ReactNode } from 'react';
import { Navigate } from '@guildhall/ui/router';
import { roleOf, signInPathFor, useSession, type SessionRole } from '@guildhall/shared-session';
import { FullScreenLoader } from '../common/FullScreenLoader';
import { PATHS } from '@guildhall/contracts/paths';

interface RequireRoleProps {
  allow: readonly SessionRole[];
  children: ReactNode;
}

/**
 * The route guard of the specification: wait for the session, guests go to /auth (to /admin/auth for a route only
 * admins may open), wrong roles go to /.
 */
export function RequireRole({ allow, children }: RequireRoleProps) {
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  if (loading) return <FullScreenLoader />;
  if (!user)
    return <Navigate to={signInPathFor(allow.length === 1 && allow[0] === 'admin' ? 'admin' : null)} replace />;
  if (!allow.includes(roleOf(user))) return <Navigate to={PATHS.landing} replace />;
  return children;
}
