import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatEventTime, formatLongDate } from '@guildhall/contracts/dates';

/** 'Registration Starting Soon': ticket sales have not opened yet. Loaded only when it is first opened. */
export default function RegistrationSoonDialog({
  open,
  salesOpenAt,
  onClose,
}: {
  open: boolean;
  salesOpenAt: string | null;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="registration-soon-title" maxWidth="xs" fullWidth>
      <DialogTitle id="registration-soon-title">Registration Starting Soon</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {salesOpenAt
            ? `Tickets go on sale on ${formatLongDate(salesOpenAt)} at ${formatEventTime(salesOpenAt)}. Come back then to register.`
            : 'Tickets are not on sale yet. Come back soon to register.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
