import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminTicket } from '@guildhall/contracts';

interface DeleteTicketDialogProps {
  ticket: AdminTicket;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The spec's confirmation before a ticket is deleted. */
export function DeleteTicketDialog({ ticket, deleting, onConfirm, onClose }: DeleteTicketDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-ticket-title" aria-describedby="delete-ticket-text">
      <DialogTitle id="delete-ticket-title">Delete Ticket</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-ticket-text">
          Are you sure you want to delete this ticket? ({ticket.ticketId}, {ticket.fullName})
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep</Button>
        <Button color="error" variant="contained" disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
