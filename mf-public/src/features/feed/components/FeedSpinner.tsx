import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const FeedSpinner = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/** The list while its first page loads (also the page's first paint). */
export const PostsLoading = () => <FeedSpinner label="Loading posts" />;
