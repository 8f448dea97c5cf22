import { lazy, Suspense, useState } from 'react';
import { FeedHeader } from '../features/feed/components/FeedHeader';
import { FeedLayout } from '../features/feed/components/FeedLayout';
import { PostList } from '../features/feed/components/PostList';
import { ScrollToTop } from '../features/feed/components/ScrollToTop';
import { useViewerRole } from '../features/feed/hooks/use-viewer';

// Loaded when first opened: the dialog and its form stay off the budgeted /social-page first load.
const CreatePostDialog = lazy(() =>
  import('../features/feed/components/CreatePostDialog').then((module) => ({ default: module.CreatePostDialog })),
);

/** `mf_public/SocialPage`: the community feed at /social-page. Everyone reads it; members and admins post. */
export default function SocialPage() {
  const canPost = useViewerRole() !== null;
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so closing it keeps its transition.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <FeedLayout
        header={
          <FeedHeader
            canPost={canPost}
            onCreatePost={() => {
              setOpened(true);
              setCreating(true);
            }}
          />
        }
      >
        <PostList />
      </FeedLayout>
      {canPost && opened && (
        <Suspense fallback={null}>
          <CreatePostDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      <ScrollToTop />
    </>
  );
}
