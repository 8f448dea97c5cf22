import { useMutation } from '@tanstack/react-query';
import type { MemberPasswordChange } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/members/me/password: the signed-in member's own LPU ID and a new password. */
export async function changePassword(change: MemberPasswordChange): Promise<void> {
  await apiClient.post('/api/members/me/password', change);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
