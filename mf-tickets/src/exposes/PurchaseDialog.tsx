import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { getErrorMessage } from '@guildhall/shared-session';
import type { PublicEvent } from '@guildhall/contracts';
import type { PurchaseDialogProps } from '@guildhall/contracts/federation';
import { useEvent } from '../features/purchase/api/get-event';
import { PurchaseForm } from '../features/purchase/components/PurchaseForm';
import { WaitlistJoinForm } from '../features/waitlist/components/WaitlistJoinForm';

/** On a phone the form gets the width: 12 px of backdrop at each side instead of MUI's 32. */
const PHONE_WIDE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { mx: 1.5, width: 'calc(100% - 24px)', maxWidth: 'calc(100% - 24px)' },
});

/** Why an event sells nothing now, or null when it does. */
function closedReason(event: PublicEvent): string | null {
  if (event.salesOpen) return null;
  if (event.spotsLeft === 0) return 'Sold out: there are no seats left for this event.';
  return 'Ticket sales are closed for this event.';
}

/**
 * The ticket purchase dialog, opened by the event page's 'Register Here' (mf-public loads it at runtime as
 * `mf_tickets/PurchaseDialog`). Asks for the event afresh, so a sold-out or closed event says so and orders nothing;
 * a sold-out one that takes names shows its waiting list's form instead.
 */
export default function PurchaseDialog({ eventId, open, onClose }: PurchaseDialogProps) {
  const event = useEvent(eventId, open);
  const reason = event.data ? closedReason(event.data) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="ticket-purchase-title"
      scroll="body"
      slotProps={{ paper: { sx: PHONE_WIDE } }}
    >
      <DialogTitle id="ticket-purchase-title" sx={{ pb: 0.5, px: { xs: 2, sm: 3 } }}>
        Ticket Purchase
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Fill in your details to continue
        </Typography>
        {event.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the event" />
          </Box>
        )}
        {event.isError && <Alert severity="error">{getErrorMessage(event.error, 'Failed to fetch event data.')}</Alert>}
        {event.data && (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 2 }}>
              {event.data.title}
            </Typography>
            {event.data.waitlistOpen ? (
              <WaitlistJoinForm event={event.data} />
            ) : reason ? (
              <Alert severity="warning">{reason}</Alert>
            ) : (
              <PurchaseForm event={event.data} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
