import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { CursorPage, SocialPost } from '@guildhall/contracts/socials';
import { publicGet, tokenStorage } from '@guildhall/shared-session';
import { FEED_QUERY_KEY } from './feed-cache';

/**
 * GET /api/socials/getall: one page of the feed, newest first. A signed-in viewer's call goes through apiClient (the
 * answer says what they liked and may delete); a guest's is fetched without axios (/social-page is a budgeted first
 * load).
 */
export async function listPosts(cursor: string | null): Promise<CursorPage<SocialPost>> {
  if (!tokenStorage.getAccessToken())
    return publicGet(`/api/socials/getall${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  const { apiClient } = await import('@guildhall/shared-session/http');
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
