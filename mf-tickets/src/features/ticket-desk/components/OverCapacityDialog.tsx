import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface OverCapacityDialogProps {
  /** The server's refusal: how many seats are taken of how many. */
  message: string;
  /** The confirmed call failed: what the server said. */
  error: string | null;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Create Ticket on a full event: the desk may admit a guest over capacity (a VIP, a photographer) once the admin
 * confirms it (docs/choices.md, "Ticket desk").
 */
export function OverCapacityDialog({ message, error, pending, onConfirm, onClose }: OverCapacityDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="over-capacity-title" aria-describedby="over-capacity-text">
      <DialogTitle id="over-capacity-title">Issue a ticket over capacity?</DialogTitle>
      <DialogContent>
        <DialogContentText id="over-capacity-text" sx={{ mb: 1.5 }}>
          {message}
        </DialogContentText>
        <DialogContentText>
          Only for a guest the venue can still admit, such as a VIP or a photographer. The event list will show the
          ticket as over capacity, by the desk; online sales stay closed.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          {pending ? 'Creating...' : 'Issue over capacity'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
