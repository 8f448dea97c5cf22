import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';

/** What the flag means (docs/choices.md, "Mail outbox under faults"): repeated failures, not one slow send. */
export const EMAIL_FAILED_HINT = 'Sending the ticket e-mail has failed repeatedly. Resend e-mail to queue it again.';

/** The mark of a ticket whose e-mail failed (`emailFailed`), in a grid row and on a card. */
export function EmailFailedChip() {
  return (
    <Tooltip title={EMAIL_FAILED_HINT} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<CancelScheduleSendOutlined />}
        label="E-mail failed"
        sx={{ alignSelf: 'flex-start' }}
      />
    </Tooltip>
  );
}
