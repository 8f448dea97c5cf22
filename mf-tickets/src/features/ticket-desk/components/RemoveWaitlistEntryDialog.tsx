import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { WaitlistDeskEntry } from '@guildhall/contracts/waitlist';
import { WAITLIST_DESK_TEXT } from '@guildhall/contracts/waitlist-desk';

interface RemoveWaitlistEntryDialogProps {
  entry: WaitlistDeskEntry;
  removing: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The confirmation before an entry is taken off the waiting list. */
export function RemoveWaitlistEntryDialog({ entry, removing, onConfirm, onClose }: RemoveWaitlistEntryDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-entry-title" aria-describedby="remove-entry-text">
      <DialogTitle id="remove-entry-title">{WAITLIST_DESK_TEXT.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-entry-text">
          {WAITLIST_DESK_TEXT.removeBody(`${entry.fullName} (${entry.email})`)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{WAITLIST_DESK_TEXT.keep}</Button>
        <Button color="error" variant="contained" disabled={removing} onClick={onConfirm}>
          {removing ? WAITLIST_DESK_TEXT.removing : WAITLIST_DESK_TEXT.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
