import { useMutation } from '@tanstack/react-query';
import type { AdminLoginRequest } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';

/** POST /api/admin/login with name, password and the admin secret; the session then holds the admin. */
export async function signInAdmin(credentials: AdminLoginRequest) {
  // /admin/auth is a budgeted first load: the HTTP client (axios) loads on submit.
  const { loginAdmin } = await import('@guildhall/shared-session/http');
  return useSession.getState().signIn(await loginAdmin(credentials));
}

/** Nothing to invalidate: a change of account drops every cached answer (AppProviders). */
export const useSignInAdmin = () => useMutation({ mutationFn: signInAdmin });
