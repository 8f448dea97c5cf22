import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eventPath } from '@guildhall/contracts/paths';
import { WAITLIST_PAGE_TEXT, waitlistPlaceText } from '@guildhall/contracts/waitlist-text';
import { getErrorMessage } from '@guildhall/shared-session';
import { Link as RouterLink } from '@guildhall/ui/router';
import { useConfirmPlace } from '../api/confirm-place';
import { WaitlistLoading } from './WaitlistFrame';

/**
 * The confirmation link's page: confirms the entry on opening (the link is the proof that the address is its
 * owner's; again, the same place) and answers its place in line, or the server's refusal (404 unknown, 410 lapsed).
 */
export function ConfirmPlace({ token }: { token: string }) {
  const place = useConfirmPlace(token);

  if (place.isPending) return <WaitlistLoading label={WAITLIST_PAGE_TEXT.confirming} />;
  if (place.isError)
    return (
      <Alert severity="error" variant="outlined">
        {getErrorMessage(place.error, WAITLIST_PAGE_TEXT.confirmFailed)}
      </Alert>
    );

  const { eventId, eventTitle, position } = place.data;
  return (
    <Stack spacing={2.5}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {eventTitle}
      </Typography>
      <Typography variant="h6" component="h2">
        {waitlistPlaceText(place.data)}
      </Typography>
      {position !== null && <Typography color="text.secondary">{WAITLIST_PAGE_TEXT.confirmNext}</Typography>}
      <Button variant="contained" size="large" component={RouterLink} to={eventPath(eventId)}>
        {WAITLIST_PAGE_TEXT.toEvent}
      </Button>
    </Stack>
  );
}
