import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, MemberProfileUpdate, OwnMemberProfile } from '@guildhall/contracts';
import { apiClient, renewSession } from '@guildhall/shared-session/http';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

/**
 * PUT /api/members/me: every editable field at once (a new e-mail address with the current password); answers the
 * updated profile, where a new address waits in `pendingEmail` for its confirmation link.
 */
export async function updateOwnProfile(update: MemberProfileUpdate): Promise<OwnMemberProfile> {
  const response = await apiClient.put<ApiSuccess<OwnMemberProfile>>('/api/members/me', update);
  return response.data.data;
}

/** The page shows the answer at once; a renewed token carries the new name to the navbar. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      await renewSession();
    },
  });
}
