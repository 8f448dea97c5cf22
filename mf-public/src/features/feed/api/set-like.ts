import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { LikeState } from '@guildhall/contracts/socials';
import { updateCachedPost } from './feed-cache';

/**
 * PUT /api/socials/{id}/like: sets (not flips) the caller's like, so a repeated request changes nothing. The HTTP
 * client loads with the first like: every post card draws the button on the budgeted /social-page first load.
 */
export async function setLike({ postId, liked }: { postId: string; liked: boolean }): Promise<LikeState> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.put<ApiSuccess<LikeState>>(`/api/socials/${encodeURIComponent(postId)}/like`, {
    liked,
  });
  return response.data.data;
}

/** The post in the feed takes the server's count and state. */
export function useSetLike(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setLike({ postId, liked }),
    onSuccess: ({ liked, likes }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likedByMe: liked, likes })),
  });
}
