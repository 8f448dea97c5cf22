import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { CursorPage, PostComment } from '@guildhall/contracts/socials';
import { apiClient } from '@guildhall/shared-session/http';
import { commentsQueryKey } from './feed-cache';

/** GET /api/socials/{id}/comments: one page, oldest first. */
export async function listComments(postId: string, cursor: string | null): Promise<CursorPage<PostComment>> {
  const response = await apiClient.get<ApiSuccess<CursorPage<PostComment>>>(
    `/api/socials/${encodeURIComponent(postId)}/comments`,
    { params: cursor ? { cursor } : {} },
  );
  return response.data.data;
}

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam }) => listComments(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useComments = (postId: string) => useInfiniteQuery(commentsQueryOptions(postId));
