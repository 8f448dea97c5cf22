import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberPasswordChange } from '@guildhall/contracts';
import { OWN_PROFILE_QUERY_KEY } from '@guildhall/contracts/federation';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/members/me/password: the signed-in member's own LPU ID and a new password. */
export async function changePassword(change: MemberPasswordChange): Promise<void> {
  await apiClient.post('/api/members/me/password', change);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
  });
}
