import { getErrorMessage } from '@guildhall/shared-session';
import { ListError, QueryView } from '@guildhall/ui/list-state';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFeed } from '../api/list-posts';
import { useOnVisible } from '../hooks/use-on-visible';
import { FeedSpinner, PostsLoading } from './FeedSpinner';
import { PostCard } from './PostCard';

/**
 * The posts, newest first; the next page loads as the end of the list scrolls into view. Exactly one of the
 * spinner, the failure with Retry, 'No posts found' and the posts; a failed next page keeps the pages already
 * shown and says so at their end, with its own Retry.
 */
export function PostList() {
  const feed = useFeed();
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const end = useOnVisible<HTMLDivElement>(() => {
    if (canLoadMore) void feed.fetchNextPage();
  }, canLoadMore);

  return (
    <QueryView
      query={{
        data: feed.data,
        error: feed.error,
        isPending: feed.isPending,
        // A next page's failure is not the list's: the posts stay, the failure shows after them.
        isError: feed.isError && !feed.isFetchNextPageError,
        refetch: feed.refetch,
      }}
      loading={<PostsLoading />}
      errorText="Failed to load the feed"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No posts found. Be the first to share!
        </Typography>
      }
    >
      {(data) => (
        <Stack spacing={2.5}>
          {data.pages
            .flatMap((page) => page.items)
            .map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          <Box ref={end} sx={{ display: 'flex', justifyContent: 'center', minHeight: 1 }}>
            {feed.isFetchingNextPage && <FeedSpinner label="Loading more posts" />}
            {feed.isFetchNextPageError && (
              <ListError
                text={getErrorMessage(feed.error, 'Failed to load more posts')}
                onRetry={() => void feed.fetchNextPage()}
              />
            )}
            {canLoadMore && (
              <Button variant="text" onClick={() => feed.fetchNextPage()}>
                Load more posts
              </Button>
            )}
          </Box>
        </Stack>
      )}
    </QueryView>
  );
}
