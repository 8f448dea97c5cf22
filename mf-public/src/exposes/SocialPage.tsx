import { useState } from 'react';
import { CreatePostDialog } from '../features/feed/components/CreatePostDialog';
import { FeedHeader } from '../features/feed/components/FeedHeader';
import { FeedLayout } from '../features/feed/components/FeedLayout';
import { PostList } from '../features/feed/components/PostList';
import { ScrollToTop } from '../features/feed/components/ScrollToTop';
import { useViewerRole } from '../features/feed/hooks/use-viewer';

/** `mf_public/SocialPage`: the community feed at /social-page. Everyone reads it; members and admins post. */
export default function SocialPage() {
  const canPost = useViewerRole() !== null;
  const [creating, setCreating] = useState(false);

  return (
    <>
      <FeedLayout header={<FeedHeader canPost={canPost} onCreatePost={() => setCreating(true)} />}>
        <PostList />
      </FeedLayout>
      {canPost && <CreatePostDialog open={creating} onClose={() => setCreating(false)} />}
      <ScrollToTop />
    </>
  );
}
