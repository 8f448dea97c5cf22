import { PATHS } from '@guildhall/contracts/paths';
import type { SessionRole } from './role';

/** Where a person of `role` signs in again: admins at /admin/auth, members (and anyone unknown) at /auth. */
export const signInPathFor = (role: SessionRole | null) => (role === 'admin' ? PATHS.adminAuth : PATHS.auth);

/** A full page load, not a router navigation: no app state survives an expired session. */
export function redirectToSignIn(role: SessionRole | null): void {
  window.location.assign(signInPathFor(role));
}
