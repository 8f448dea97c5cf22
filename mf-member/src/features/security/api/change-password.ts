import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberPasswordChange } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** The own profile's key prefix (GET /api/members/me): a new password ends a change of e-mail address waiting. */
const OWN_PROFILE_PREFIX = ['members', 'me'] as const;

/** POST /api/members/me/password: the signed-in member's own LPU ID and a new password. */
export async function changePassword(change: MemberPasswordChange): Promise<void> {
  await apiClient.post('/api/members/me/password', change);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_PROFILE_PREFIX }),
  });
}
