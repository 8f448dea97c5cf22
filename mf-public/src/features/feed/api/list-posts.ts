import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { CursorPage, SocialPost } from '@guildhall/contracts/socials';
import { apiClient } from '@guildhall/shared-session/http';
import { FEED_QUERY_KEY } from './feed-cache';

/** GET /api/socials/getall: one page of the feed, newest first. */
export async function listPosts(cursor: string | null): Promise<CursorPage<SocialPost>> {
  const response = await apiClient.get<ApiSuccess<CursorPage<SocialPost>>>('/api/socials/getall', {
    params: cursor ? { cursor } : {},
  });
  return response.data.data;
}

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: FEED_QUERY_KEY,
    queryFn: ({ pageParam }) => listPosts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useFeed = () => useInfiniteQuery(feedQueryOptions());
