import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTicket } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { ListPagination } from '@guildhall/ui/list-pagination';
import { ticketActions, type TicketAction } from '../ticket-actions';
import { ClockAdjustedNote } from './ClockAdjustedNote';
import { EmailFailedChip } from './EmailFailedChip';
import { EmptyTickets } from './EmptyTickets';
import type { TicketGridProps } from './TicketGrid';
import { UsedChip } from './UsedChip';

type TicketCardsProps = Pick<
  TicketGridProps,
  | 'tickets'
  | 'totalTickets'
  | 'searching'
  | 'emailFailedOnly'
  | 'onClearFilter'
  | 'pagination'
  | 'onPaginationChange'
  | 'onAction'
>;

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || 'N/A'}
      </Typography>
    </Box>
  );
}

const wholeRow = { gridColumn: '1 / -1' };

function TicketCard({
  ticket,
  onAction,
}: {
  ticket: AdminTicket;
  onAction(action: TicketAction, ticket: AdminTicket): void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {ticket.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ticket.ticketId}
          </Typography>
        </Box>
        <UsedChip ticket={ticket} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1.5 }}>
        <Detail label="LPU ID" value={ticket.lpuId} />
        <Detail label="Phone" value={ticket.phone} />
        <Stack spacing={0.5} sx={{ ...wholeRow, minWidth: 0 }}>
          <Detail label="Email" value={ticket.email} />
          {ticket.emailFailed && <EmailFailedChip />}
        </Stack>
        <Detail label="Hostel" value={ticket.hostel} />
        <Detail label="Club" value={ticket.club} />
        <Box sx={wholeRow}>
          <Detail label="Created At" value={formatDateTime(ticket.createdAt)} />
        </Box>
        {ticket.usedAt && (
          <>
            <Box sx={{ minWidth: 0 }}>
              <Detail label="Checked In At" value={formatDateTime(ticket.usedAt)} />
              {ticket.clockAdjusted && <ClockAdjustedNote />}
            </Box>
            <Detail label="Checked In By" value={ticket.checkedInBy} />
          </>
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ticketActions(ticket).map((item) => (
          <Button
            key={item.action}
            size="small"
            variant="outlined"
            color={item.action === 'delete' || item.action === 'cancel' ? 'error' : 'primary'}
            startIcon={item.icon}
            aria-label={`${item.label}: ${ticket.fullName} (${ticket.ticketId})`}
            onClick={() => onAction(item.action, ticket)}
          >
            {item.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Mobile (below 768 px): one card per ticket instead of the table, with the same pages and actions. The actions are
 * labelled buttons here (no icon-only action, so no tooltip is needed).
 */
export function TicketCards({
  tickets,
  totalTickets,
  searching,
  emailFailedOnly,
  onClearFilter,
  pagination,
  onPaginationChange,
  onAction,
}: TicketCardsProps) {
  if (tickets.length === 0)
    return (
      <Paper variant="outlined">
        <EmptyTickets searching={searching} emailFailedOnly={emailFailedOnly} onClearFilter={onClearFilter} />
      </Paper>
    );
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" aria-label="Tickets" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} onAction={onAction} />
        ))}
      </Stack>
      <ListPagination count={totalTickets} pagination={pagination} onPaginationChange={onPaginationChange} />
    </Stack>
  );
}
