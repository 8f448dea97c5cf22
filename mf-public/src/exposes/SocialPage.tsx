import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { CreatePostDialog } from '../features/feed/components/CreatePostDialog';
import { FeedHeader } from '../features/feed/components/FeedHeader';
import { PostList } from '../features/feed/components/PostList';
import { ScrollToTop } from '../features/feed/components/ScrollToTop';
import { useViewerRole } from '../features/feed/hooks/use-viewer';

/** `mf_public/SocialPage`: the community feed at /social-page. Everyone reads it; members and admins post. */
export default function SocialPage() {
  const canPost = useViewerRole() !== null;
  const [creating, setCreating] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 5 } }}>
      <Container maxWidth="md">
        <Stack spacing={3}>
          <FeedHeader canPost={canPost} onCreatePost={() => setCreating(true)} />
          <PostList />
        </Stack>
      </Container>
      {canPost && <CreatePostDialog open={creating} onClose={() => setCreating(false)} />}
      <ScrollToTop />
    </Box>
  );
}
