import { lazy, Suspense, useState } from 'react';
import type { SocialPost } from '@guildhall/contracts/socials';
import { PATHS } from '@guildhall/contracts/paths';
import { getErrorMessage } from '@guildhall/shared-session';
import { useNavigate } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useSetLike } from '../api/set-like';
import { useViewerRole } from '../hooks/use-viewer';
import { AuthorLine } from './AuthorLine';
import { MediaGrid } from './MediaGrid';
import { PostContent } from './PostContent';

// Loaded when first drawn (a post's comments opened, a post the viewer may delete): the comment form and the menu's
// dialog stay off the budgeted /social-page first load.
const Comments = lazy(() => import('./Comments').then((module) => ({ default: module.Comments })));
const PostMenu = lazy(() => import('./PostMenu').then((module) => ({ default: module.PostMenu })));

const MENU_CLASS = 'post-menu';
const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** One post: author, time, text, media, like and comment counts; its comments open below it. */
export function PostCard({ post }: { post: SocialPost }) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const signedIn = useViewerRole() !== null;
  const like = useSetLike(post.id);
  const navigate = useNavigate();

  return (
    <Paper
      component="article"
      aria-label={`Post by ${post.author.name}`}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        // The delete menu appears on hover (spec), on keyboard focus, and always where there is no hover.
        [`& .${MENU_CLASS}`]: { opacity: 0, transition: 'opacity 150ms' },
        [`&:hover .${MENU_CLASS}, & .${MENU_CLASS}:focus-visible, & .${MENU_CLASS}[aria-expanded="true"]`]: {
          opacity: 1,
        },
        [`@media (hover: none)`]: { [`& .${MENU_CLASS}`]: { opacity: 1 } },
      }}
    >
      <Stack spacing={1.5}>
        <AuthorLine
          author={post.author}
          createdAt={post.createdAt}
          action={
            post.canDelete && (
              <Suspense fallback={null}>
                <PostMenu postId={post.id} className={MENU_CLASS} />
              </Suspense>
            )
          }
        />
        <PostContent text={post.content} />
        <MediaGrid media={post.media} authorName={post.author.name} />
        <Divider />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            color={post.likedByMe ? 'error' : 'inherit'}
            startIcon={post.likedByMe ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            aria-pressed={post.likedByMe}
            disabled={like.isPending}
            // Guests are asked to log in first.
            onClick={() => (signedIn ? like.mutate(!post.likedByMe) : navigate(PATHS.auth))}
          >
            {count(post.likes, 'like', 'likes')}
          </Button>
          <Button
            color="inherit"
            startIcon={<ChatBubbleOutlineIcon />}
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {count(post.comments, 'comment', 'comments')}
          </Button>
        </Box>
        {like.isError && <Alert severity="error">{getErrorMessage(like.error, 'Failed to update the like')}</Alert>}
      </Stack>
      {commentsOpen && (
        <Suspense fallback={null}>
          <Comments postId={post.id} />
        </Suspense>
      )}
    </Paper>
  );
}
