import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { commentsQueryKey, updateCachedPost } from './feed-cache';

/** DELETE /api/socials/{id}/comments/{commentId} (its author or an admin). */
export async function deleteComment(postId: string, commentId: string): Promise<void> {
  await apiClient.delete(`/api/socials/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(postId, commentId),
    onSuccess: async () => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, comments: Math.max(0, post.comments - 1) }));
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) });
    },
  });
}
