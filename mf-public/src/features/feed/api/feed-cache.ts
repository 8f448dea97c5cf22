import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CursorPage, SocialPost } from '@guildhall/contracts/socials';

/** Every feed query starts with the API resource, so any feature can invalidate by ['socials']. */
export const FEED_QUERY_KEY = ['socials', 'feed'] as const;
export const commentsQueryKey = (postId: string) => ['socials', 'comments', postId] as const;

/** Changes one post wherever it sits in the loaded pages of the feed (likes, comment counts). */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  update: (post: SocialPost) => SocialPost,
): void {
  queryClient.setQueryData<InfiniteData<CursorPage<SocialPost>>>(FEED_QUERY_KEY, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            items: page.items.map((post) => (post.id === postId ? update(post) : post)),
          })),
        }
      : feed,
  );
}
