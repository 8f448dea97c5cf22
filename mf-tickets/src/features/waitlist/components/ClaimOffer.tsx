import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WaitlistOffer } from '@guildhall/contracts/waitlist';
import { WAITLIST_PAGE_TEXT, waitlistSeatHeldText } from '@guildhall/contracts/waitlist-text';
import { getErrorMessage } from '@guildhall/shared-session';
import { useOffer } from '../api/get-offer';
import { WaitlistLoading } from './WaitlistFrame';

/**
 * The claim link's offer: the event, until when its seat is held, then `children` (the page's purchase form, filled
 * in with the offer). An offer unknown, ended or taken shows the server's words instead (404, 410).
 */
export function ClaimOffer({ token, children }: { token: string; children: (offer: WaitlistOffer) => ReactNode }) {
  const offer = useOffer(token);

  if (offer.isPending) return <WaitlistLoading label={WAITLIST_PAGE_TEXT.claimLoading} />;
  if (offer.isError)
    return (
      <Alert severity="error" variant="outlined">
        {getErrorMessage(offer.error, WAITLIST_PAGE_TEXT.claimFailed)}
      </Alert>
    );

  return (
    <Stack spacing={2.5}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {offer.data.eventTitle}
      </Typography>
      <Typography variant="h6" component="h2">
        {waitlistSeatHeldText(offer.data.offerExpiresAt)}
      </Typography>
      <Alert severity="info">{WAITLIST_PAGE_TEXT.claimHeldFor}</Alert>
      {children(offer.data)}
    </Stack>
  );
}
