import { getErrorMessage } from '@guildhall/shared-session';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFeed } from '../api/list-posts';
import { useOnVisible } from '../hooks/use-on-visible';
import { PostCard } from './PostCard';

const Spinner = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/** The posts, newest first; the next page loads as the end of the list scrolls into view. */
export function PostList() {
  const feed = useFeed();
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const end = useOnVisible<HTMLDivElement>(() => {
    if (canLoadMore) void feed.fetchNextPage();
  }, canLoadMore);

  if (feed.isPending) return <Spinner label="Loading posts" />;
  // A failed next page keeps the pages already loaded (and says so at the end).
  if (!feed.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => feed.refetch()}>
            Retry
          </Button>
        }
      >
        {getErrorMessage(feed.error, 'Failed to load the feed')}
      </Alert>
    );
  }
  const posts = feed.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        No posts found. Be the first to share!
      </Typography>
    );
  }
  return (
    <Stack spacing={2.5}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <Box ref={end} sx={{ display: 'flex', justifyContent: 'center', minHeight: 1 }}>
        {feed.isFetchingNextPage && <Spinner label="Loading more posts" />}
        {feed.isFetchNextPageError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => feed.fetchNextPage()}>
                Retry
              </Button>
            }
          >
            {getErrorMessage(feed.error, 'Failed to load more posts')}
          </Alert>
        )}
        {canLoadMore && (
          <Button variant="text" onClick={() => feed.fetchNextPage()}>
            Load more posts
          </Button>
        )}
      </Box>
    </Stack>
  );
}
