import { PATHS } from '@guildhall/contracts/paths';
import { Link as RouterLink } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const TIP_HASHTAGS = ['#Guildhall', '#BuildNight', '#EventRecap', '#ProjectShowcase'];

interface FeedHeaderProps {
  /**
   * Members and admins may post; guests are invited to log in. null in the first paint, which cannot know who
   * asks: a placeholder of the button's height holds its place.
   */
  canPost: boolean | null;
  onCreatePost?(): void;
}

/** 'Vibrant Community', the 'Create Post' button and the content tip with hashtags. */
export function FeedHeader({ canPost, onCreatePost }: FeedHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem' } }}>
            Vibrant Community
          </Typography>
          <Typography color="text.secondary">
            Share what you build, the events you loved and the people who helped.
          </Typography>
        </Box>
        {canPost === null ? (
          // A plain box, not MUI's Skeleton: that one sits in the grid's chunk group (20 KiB on this first load).
          <Box
            aria-hidden
            sx={{ height: 42, width: { xs: '100%', sm: 150 }, borderRadius: 1, bgcolor: 'action.selected' }}
          />
        ) : canPost ? (
          <Button variant="contained" size="large" startIcon={<AddIcon />} onClick={onCreatePost}>
            Create Post
          </Button>
        ) : (
          <Button component={RouterLink} to={PATHS.auth} variant="outlined" size="large">
            Log in to post
          </Button>
        )}
      </Box>
      <Paper
        variant="outlined"
        component="aside"
        aria-label="Content tip"
        sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          <strong>Tip:</strong> add hashtags so others can find your post.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {TIP_HASHTAGS.map((tag) => (
            <Chip key={tag} label={tag} size="small" color="primary" variant="outlined" />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
