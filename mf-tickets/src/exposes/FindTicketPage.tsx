import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import { FindTicketForm } from '../features/find-ticket/components/FindTicketForm';
import { findTicketDetailsOf } from '../find-ticket-details';

/**
 * `mf_tickets/FindTicketPage` at `/tickets/find`: a buyer who lost the ticket e-mail gets it sent again (the
 * purchase's e-mail address and LPU ID). Open to anyone; a link from the purchase form brings what was typed there.
 */
export default function FindTicketPage() {
  const details = findTicketDetailsOf(useLocation().state);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Find my ticket
          </Typography>
          <Typography color="text.secondary">
            Enter the e-mail address and LPU ID your ticket was bought with, or given at the ticket desk. We e-mail each
            valid ticket for an upcoming event to that address again, with its QR code.
          </Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FindTicketForm details={details} />
        </Paper>
        <Stack spacing={1}>
          <Typography color="text.secondary">
            Members also find their tickets on their{' '}
            <Link component={RouterLink} to={PATHS.memberDashboard}>
              profile
            </Link>
            .
          </Typography>
          <Typography color="text.secondary">
            Paid, but no ticket came? Write to us through the{' '}
            <Link component={RouterLink} to={PATHS.contact}>
              contact page
            </Link>{' '}
            with the e-mail address you paid with.
          </Typography>
        </Stack>
      </Stack>
    </Container>
  );
}
