import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberTicket, TicketStatus } from '@guildhall/contracts';
import { formatEventTime, formatLongDate } from '@guildhall/contracts/dates';
import { eventPath, PATHS } from '@guildhall/contracts/paths';
import { ListLoading, QueryView } from '@guildhall/ui/list-state';
import { Link as RouterLink } from '@guildhall/ui/router';
import { TicketQr } from '@guildhall/ui/ticket-qr';
import { useOwnTickets } from '../api/get-own-tickets';

const STATUS: Record<TicketStatus, { label: string; color: string }> = {
  valid: { label: 'Valid', color: 'success.main' },
  used: { label: 'Used', color: 'text.secondary' },
  cancelled: { label: 'Cancelled', color: 'error.main' },
};

/** 'Saturday, 12 December 2026 at 7:00 pm IST', or the day alone for an event without a start time. */
const when = (ticket: MemberTicket) =>
  ticket.eventTime
    ? `${formatLongDate(ticket.startsAt)} at ${formatEventTime(ticket.startsAt)}`
    : formatLongDate(ticket.startsAt);

/** One ticket: its event (a link to the event's page), when and where, its id and status; the QR on demand. */
function TicketCard({ ticket }: { ticket: MemberTicket }) {
  const [showQr, setShowQr] = useState(false);
  const status = STATUS[ticket.status];
  const qrId = `ticket-qr-${ticket.id}`;

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={eventPath(ticket.eventId)}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          underline="hover"
        >
          {ticket.eventTitle}
        </Link>
        <Typography component="span" sx={{ fontWeight: 700, color: status.color }}>
          {status.label}
        </Typography>
      </Stack>
      <Typography color="text.secondary">
        {when(ticket)}
        {ticket.upcoming ? '' : ' (past)'}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {ticket.venue}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Ticket ID: <strong>{ticket.ticketId}</strong>
      </Typography>
      {ticket.qrCode && (
        <>
          <Button
            size="small"
            onClick={() => setShowQr((shown) => !shown)}
            aria-expanded={showQr}
            aria-controls={qrId}
            sx={{ mt: 1, ml: -1 }}
          >
            {showQr ? 'Hide QR code' : 'Show QR code'}
          </Button>
          {showQr && <TicketQr id={qrId} src={ticket.qrCode.url} ticketId={ticket.ticketId} />}
        </>
      )}
    </Paper>
  );
}

/**
 * The Profile tab's tickets: every ticket of the member's LPU ID, bought online or issued at the desk (upcoming
 * events first), with the QR of each valid one; and the way to have a ticket's e-mail sent again.
 */
export function OwnTickets() {
  const tickets = useOwnTickets();

  return (
    <section aria-labelledby="own-tickets-heading">
      <Typography id="own-tickets-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        My Tickets
      </Typography>
      <QueryView
        query={tickets}
        loading={<ListLoading text="Loading your tickets..." />}
        errorText="Failed to load your tickets."
        isEmpty={(list) => list.length === 0}
        empty={
          <Typography color="text.secondary">
            No tickets yet: tickets bought or issued with your LPU ID show here.{' '}
            <Link component={RouterLink} to={PATHS.events}>
              See upcoming events
            </Link>
          </Typography>
        }
      >
        {(list) => (
          <Stack component="ul" spacing={1.5} aria-label="My tickets" sx={{ m: 0, p: 0 }}>
            {list.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </Stack>
        )}
      </QueryView>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Need a ticket's e-mail again?{' '}
        <Link component={RouterLink} to={PATHS.findTicket}>
          Find my ticket
        </Link>{' '}
        sends it to the address it was bought with.
      </Typography>
    </section>
  );
}
