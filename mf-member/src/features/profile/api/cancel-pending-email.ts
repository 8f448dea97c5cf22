import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, OwnMemberProfile } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

/**
 * DELETE /api/members/me/pending-email: the change of e-mail address waiting for its link ends (the link stops
 * working; the account keeps its address). Answers the updated profile; the same when nothing was waiting.
 */
export async function cancelPendingEmail(): Promise<OwnMemberProfile> {
  const response = await apiClient.delete<ApiSuccess<OwnMemberProfile>>('/api/members/me/pending-email');
  return response.data.data;
}

/** The profile shows the answer at once (no change waiting any more). */
export function useCancelPendingEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingEmail,
    onSuccess: (profile) => queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile),
  });
}
