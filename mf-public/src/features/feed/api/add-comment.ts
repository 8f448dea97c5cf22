import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { CreateComment, PostComment } from '@guildhall/contracts/socials';
import { apiClient } from '@guildhall/shared-session/http';
import { commentsQueryKey, updateCachedPost } from './feed-cache';

/** POST /api/socials/{id}/comments */
export async function addComment(postId: string, comment: CreateComment): Promise<PostComment> {
  const response = await apiClient.post<ApiSuccess<PostComment>>(
    `/api/socials/${encodeURIComponent(postId)}/comments`,
    comment,
  );
  return response.data.data;
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: CreateComment) => addComment(postId, comment),
    onSuccess: async () => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, comments: post.comments + 1 }));
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(postId) });
    },
  });
}
