import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, MemberProfile } from '@guildhall/contracts';
import { apiClient, renewSession } from '@guildhall/shared-session/http';
import { OWN_PROFILE_QUERY_KEY } from './get-own-profile';

/** POST /api/members/me/avatar: one image as multipart form data; answers the updated profile. */
export async function uploadAvatar(image: File): Promise<MemberProfile> {
  const form = new FormData();
  form.append('avatar', image);
  const response = await apiClient.post<ApiSuccess<MemberProfile>>('/api/members/me/avatar', form);
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
