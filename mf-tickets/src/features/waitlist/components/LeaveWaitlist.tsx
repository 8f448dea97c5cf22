import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eventPath } from '@guildhall/contracts/paths';
import { WAITLIST_PAGE_TEXT, waitlistPlaceText } from '@guildhall/contracts/waitlist-text';
import { getErrorMessage } from '@guildhall/shared-session';
import { Link as RouterLink } from '@guildhall/ui/router';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/**
 * The leave link's page: asks, and leaves only on the click. Mail scanners open the links in an e-mail, so opening
 * the page changes nothing (docs/choices.md, "Waiting list").
 */
export function LeaveWaitlist({ token }: { token: string }) {
  const leave = useLeaveWaitlist();

  if (leave.isSuccess)
    return (
      <Stack spacing={2.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {leave.data.eventTitle}
        </Typography>
        <Alert severity="success" variant="outlined" role="status">
          {waitlistPlaceText(leave.data)}
        </Alert>
        <Button variant="outlined" size="large" component={RouterLink} to={eventPath(leave.data.eventId)}>
          {WAITLIST_PAGE_TEXT.toEvent}
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2.5}>
      {leave.isError && (
        <Alert severity="error" variant="outlined">
          {getErrorMessage(leave.error, WAITLIST_PAGE_TEXT.leaveFailed)}
        </Alert>
      )}
      <Typography color="text.secondary">{WAITLIST_PAGE_TEXT.leaveQuestion}</Typography>
      <Button variant="contained" size="large" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
        {leave.isPending ? WAITLIST_PAGE_TEXT.leavePending : WAITLIST_PAGE_TEXT.leaveButton}
      </Button>
    </Stack>
  );
}
