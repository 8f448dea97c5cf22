import { useMutation } from '@tanstack/react-query';
import { toMemberLoginRequest, type MemberLoginForm } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { loginMember } from '@guildhall/shared-session/http';

/** POST /api/members/login with the LPU ID or the e-mail the member typed; the session then holds the member. */
export async function signInMember(credentials: MemberLoginForm) {
  return useSession.getState().signIn(await loginMember(toMemberLoginRequest(credentials)));
}

/** Nothing to invalidate: a change of account drops every cached answer (AppProviders). */
export const useSignInMember = () => useMutation({ mutationFn: signInMember });
