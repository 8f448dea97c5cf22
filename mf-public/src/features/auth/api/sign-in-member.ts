import { useMutation } from '@tanstack/react-query';
import type { MemberLoginForm } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';

/**
 * POST /api/members/login with the LPU ID or the e-mail the member typed; the session then holds the member.
 * /auth is a budgeted first load: the HTTP client (axios) and the schemas (zod) load on submit, not with the page.
 */
export async function signInMember(credentials: MemberLoginForm) {
  const [{ loginMember }, { toMemberLoginRequest }] = await Promise.all([
    import('@guildhall/shared-session/http'),
    import('@guildhall/contracts'),
  ]);
  return useSession.getState().signIn(await loginMember(toMemberLoginRequest(credentials)));
}

/** Nothing to invalidate: a change of account drops every cached answer (AppProviders). */
export const useSignInMember = () => useMutation({ mutationFn: signInMember });
