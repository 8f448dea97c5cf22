import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OwnMemberProfile } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { getErrorMessage } from '@guildhall/shared-session';
import { useCancelPendingEmail } from '../api/cancel-pending-email';

export interface PendingEmailNoticeProps {
  profile: OwnMemberProfile;
  /** The profile the cancel answered (no change waiting any more). */
  onCancelled?(profile: OwnMemberProfile): void;
}

/**
 * A change of e-mail address waiting for its link: the new address, until when the link works, and Cancel (the link
 * then stops working; docs/choices.md, "Sign-in and sessions"). Once cancelled, says so; nothing when nothing waits.
 */
export function PendingEmailNotice({ profile, onCancelled }: PendingEmailNoticeProps) {
  const cancel = useCancelPendingEmail();
  const { pendingEmail, pendingEmailExpiresAt } = profile;

  if (!pendingEmail) {
    if (!cancel.isSuccess) return null;
    return (
      <Alert severity="success" role="status">
        Change of e-mail address cancelled: the link we sent no longer works, and your address stays as it was.
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert
        severity="info"
        variant="outlined"
        role="status"
        // A long address wraps rather than being cut off on a phone.
        sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        action={
          <Button
            color="inherit"
            sx={{ whiteSpace: 'nowrap' }}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: (cancelled) => onCancelled?.(cancelled) })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel change'}
          </Button>
        }
      >
        {`Waiting for confirmation: ${pendingEmail}. Open the link we sent to it`}
        {pendingEmailExpiresAt ? ` by ${formatDateTime(pendingEmailExpiresAt)}` : ''}
        {' to make it your e-mail address.'}
      </Alert>
      {cancel.isError && (
        <Alert severity="error">
          {getErrorMessage(cancel.error, 'Failed to cancel the change of e-mail address. Please try again.')}
        </Alert>
      )}
    </Stack>
  );
}
