import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, OwnMemberProfile } from '@guildhall/contracts';
import { apiClient, renewSession } from '@guildhall/shared-session/http';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

/** POST /api/members/me/avatar: one image as multipart form data; answers the updated profile. */
export async function uploadAvatar(image: File): Promise<OwnMemberProfile> {
  const form = new FormData();
  form.append('avatar', image);
  const response = await apiClient.post<ApiSuccess<OwnMemberProfile>>('/api/members/me/avatar', form);
  return response.data.data;
}

/** The header shows the new picture at once; a renewed token carries it to the navbar (and past a reload). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      await renewSession();
    },
  });
}
