import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { getErrorMessage } from '@guildhall/shared-session';
import { useDeletePost } from '../api/delete-post';

/**
 * The post's delete menu, for its author or an admin (the server decides: `canDelete`). The card shows the button
 * on hover or focus (and always on touch screens); deleting asks once more.
 */
export function PostMenu({ postId, className }: { postId: string; className?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeletePost();

  return (
    <>
      <IconButton
        className={className}
        aria-label="Post options"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            deletion.reset();
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          Delete post
        </MenuItem>
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`delete-${postId}`}>
        <DialogTitle id={`delete-${postId}`}>Delete this post?</DialogTitle>
        <DialogContent>
          <DialogContentText>Its photos, videos, likes and comments are deleted with it.</DialogContentText>
          {deletion.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {getErrorMessage(deletion.error, 'Failed to delete the post')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={deletion.isPending}
            onClick={() => deletion.mutate(postId, { onSuccess: () => setConfirming(false) })}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
