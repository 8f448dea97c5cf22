import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { FEED_QUERY_KEY } from './feed-cache';

/** DELETE /api/socials/{id}/delete (its author or an admin). */
export async function deletePost(postId: string): Promise<void> {
  await apiClient.delete(`/api/socials/${encodeURIComponent(postId)}/delete`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY }),
  });
}
