import type { ReactNode } from 'react';
import { Navigate } from '@guildhall/ui/router';
import { roleOf, useSession, type SessionRole } from '@guildhall/shared-session';
import { FullScreenLoader } from '../common/FullScreenLoader';
import { PATHS } from '@guildhall/contracts/paths';

interface RequireRoleProps {
  allow: readonly SessionRole[];
  children: ReactNode;
}

/** The route guard of the specification: wait for the session, guests go to /auth, wrong roles go to /. */
export function RequireRole({ allow, children }: RequireRoleProps) {
  const loading = useSession((state) => state.loading);
  const user = useSession((state) => state.user);
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to={PATHS.auth} replace />;
  if (!allow.includes(roleOf(user))) return <Navigate to={PATHS.landing} replace />;
  return children;
}
