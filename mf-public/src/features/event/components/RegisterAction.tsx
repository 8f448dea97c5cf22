import { lazy, Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PublicEvent } from '@guildhall/contracts';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { getErrorMessage } from '@guildhall/shared-session';
import { loadRemoteModule } from '@guildhall/ui/providers';

/** mf-tickets' purchase dialog (the ticket-selling issue): loaded through the shell, only when asked for. */
export const PURCHASE_DIALOG_MODULE = 'mf_tickets/PurchaseDialog' satisfies RemoteModuleId;
export interface PurchaseDialogProps {
  eventId: string;
  open: boolean;
  onClose: () => void;
}

const RegistrationSoonDialog = lazy(() => import('./RegistrationSoonDialog'));

type Purchase =
  | { state: 'idle' | 'loading' }
  | { state: 'ready'; Dialog: ComponentType<PurchaseDialogProps> }
  | { state: 'failed'; message: string };

/** Why a visitor cannot register now, or null when they can. */
function closedReason(event: PublicEvent, now = Date.now()): 'Sold Out' | 'Registration Closed' | 'soon' | null {
  if (event.salesOpen) return null;
  if (event.spotsLeft === 0) return 'Sold Out';
  const closed =
    event.status === 'completed' ||
    Date.parse(event.startsAt) <= now ||
    (event.salesCloseAt !== null && Date.parse(event.salesCloseAt) <= now);
  return closed ? 'Registration Closed' : 'soon';
}

// Ink on brass: the theme's contrast text (white) is too faint on the secondary colour for WCAG AA.
const buttonSx = { px: 5, py: 1.5, fontSize: '1.05rem', fontWeight: 700, color: '#0b1020' };

/**
 * 'Register Here': the organiser's own site when the event has one; otherwise the ticket purchase
 * dialog while sales are open, 'Registration Starting Soon' before they open, and a disabled button once they
 * cannot open any more.
 */
export function RegisterAction({ event }: { event: PublicEvent }) {
  const [purchase, setPurchase] = useState<Purchase>({ state: 'idle' });
  const [open, setOpen] = useState(false);

  if (event.registrationUrl)
    return (
      <Button
        variant="contained"
        color="secondary"
        size="large"
        href={event.registrationUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={buttonSx}
      >
        Register Here
      </Button>
    );

  const reason = closedReason(event);
  if (reason === 'Sold Out' || reason === 'Registration Closed')
    return (
      <Button variant="contained" color="secondary" size="large" disabled sx={buttonSx}>
        {reason}
      </Button>
    );

  async function openPurchase() {
    if (purchase.state === 'ready') return setOpen(true);
    setPurchase({ state: 'loading' });
    try {
      const module = await loadRemoteModule<{ default: ComponentType<PurchaseDialogProps> }>(PURCHASE_DIALOG_MODULE);
      setPurchase({ state: 'ready', Dialog: module.default });
      setOpen(true);
    } catch (error) {
      setPurchase({ state: 'failed', message: getErrorMessage(error, 'The ticket service did not answer.') });
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        sx={buttonSx}
        disabled={purchase.state === 'loading'}
        onClick={reason === 'soon' ? () => setOpen(true) : () => void openPurchase()}
        endIcon={purchase.state === 'loading' ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Register Here
      </Button>
      {purchase.state === 'failed' && (
        <Box
          role="alert"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            justifyContent: 'center',
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'error.main',
            color: 'common.white',
            maxWidth: 520,
          }}
        >
          <Typography variant="body2">The ticket purchase could not be loaded: {purchase.message}</Typography>
          <Button size="small" variant="outlined" color="inherit" onClick={() => void openPurchase()}>
            Retry
          </Button>
        </Box>
      )}
      {reason === 'soon' && open && (
        <Suspense fallback={null}>
          <RegistrationSoonDialog open={open} salesOpenAt={event.salesOpenAt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {purchase.state === 'ready' && <purchase.Dialog eventId={event.id} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
