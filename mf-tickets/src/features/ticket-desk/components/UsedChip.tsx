import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminTicket } from '@guildhall/contracts';

/** Is Used (Yes / No), and Cancelled beside it when the ticket was cancelled (docs/choices.md, "Ticket desk"). */
export function UsedChip({ ticket }: { ticket: AdminTicket }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={ticket.isUsed ? 'Yes' : 'No'}
        color={ticket.isUsed ? 'success' : 'default'}
        variant={ticket.isUsed ? 'filled' : 'outlined'}
      />
      {ticket.isCancelled && <Chip size="small" label="Cancelled" color="error" />}
    </Stack>
  );
}
