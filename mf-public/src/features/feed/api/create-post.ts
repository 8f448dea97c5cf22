import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { SocialPost } from '@guildhall/contracts/socials';
import { apiClient } from '@guildhall/shared-session/http';
import { FEED_QUERY_KEY } from './feed-cache';

export interface NewPost {
  content: string;
  files: readonly File[];
}

/** POST /api/socials/create as multipart: the text and each file as a repeated `files` part. */
export async function createPost({ content, files }: NewPost): Promise<SocialPost> {
  const form = new FormData();
  form.append('content', content);
  for (const file of files) form.append('files', file);
  const response = await apiClient.post<ApiSuccess<SocialPost>>('/api/socials/create', form, {
    // Videos take longer than the default 10 s to upload.
    timeout: 120_000,
  });
  return response.data.data;
}

/** The feed reloads from its first page, which now starts with the new post. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.resetQueries({ queryKey: FEED_QUERY_KEY }),
  });
}
