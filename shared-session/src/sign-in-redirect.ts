const SIGN_IN_ROUTE = '/auth';

/** A full page load, not a router navigation: no app state survives an expired session. */
export function redirectToSignIn(): void {
  window.location.assign(SIGN_IN_ROUTE);
}
