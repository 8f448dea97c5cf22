import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, MemberProfile, MemberProfileUpdate } from '@guildhall/contracts';
import { apiClient, renewSession } from '@guildhall/shared-session/http';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

/** PUT /api/members/me: every editable field at once; answers the updated profile. */
export async function updateOwnProfile(update: MemberProfileUpdate): Promise<MemberProfile> {
  const response = await apiClient.put<ApiSuccess<MemberProfile>>('/api/members/me', update);
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
