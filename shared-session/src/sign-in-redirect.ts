import { PATHS } from '@guildhall/contracts/paths';

/** A full page load, not a router navigation: no app state survives an expired session. */
export function redirectToSignIn(): void {
  window.location.assign(PATHS.auth);
}
