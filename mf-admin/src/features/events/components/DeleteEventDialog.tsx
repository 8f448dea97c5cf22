import type { AdminEvent } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteEvent } from '../api/delete-event';

/** 'Are you sure you want to delete this event?'; the server's refusal (tickets taken) shows here. */
export function DeleteEventDialog({ event, onClose }: { event: AdminEvent; onClose(): void }) {
  const deletion = useDeleteEvent();
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-event-title" aria-describedby="delete-event-text">
      <DialogTitle id="delete-event-title">Delete {event.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-event-text">Are you sure you want to delete this event?</DialogContentText>
        {deletion.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getErrorMessage(deletion.error, 'Delete event failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={deletion.isPending}
          onClick={() => deletion.mutate(event.id, { onSuccess: onClose })}
        >
          {deletion.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
