import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { PublicEvent } from '@guildhall/contracts';
import { WAITLIST_JOIN_LABEL } from '@guildhall/contracts/waitlist-text';
import { useRemoteModule } from '@guildhall/ui/providers';

const RegistrationSoonDialog = lazy(() => import('./RegistrationSoonDialog'));

/** Why a visitor cannot register now, or null when they can. */
function closedReason(event: PublicEvent, now = Date.now()): 'Sold Out' | 'Registration Closed' | 'soon' | null {
  if (event.salesOpen || event.waitlistOpen) return null;
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
 * cannot open any more. A sold-out event that takes names says 'Join the waiting list' and opens the same dialog,
 * which shows the list's form.
 */
export function RegisterAction({ event }: { event: PublicEvent }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // mf-tickets' purchase dialog: loaded through the shell on the first click only.
  const purchase = useRemoteModule('mf_tickets/PurchaseDialog', {
    area: 'ticket purchase',
    enabled: wanted,
    layout: 'inline',
  });

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

  function openPurchase() {
    setOpen(true);
    if (purchase.status === 'failed') purchase.retry();
    else setWanted(true);
  }

  const loading = purchase.status === 'loading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        sx={buttonSx}
        disabled={loading}
        onClick={reason === 'soon' ? () => setOpen(true) : openPurchase}
        endIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        {event.waitlistOpen ? WAITLIST_JOIN_LABEL : 'Register Here'}
      </Button>
      {purchase.failure && <Box sx={{ maxWidth: 520 }}>{purchase.failure}</Box>}
      {reason === 'soon' && open && (
        <Suspense fallback={null}>
          <RegistrationSoonDialog open={open} salesOpenAt={event.salesOpenAt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {purchase.Module && <purchase.Module eventId={event.id} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
