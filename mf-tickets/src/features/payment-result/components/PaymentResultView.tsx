import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '@guildhall/contracts/limits';
import { PATHS, eventPath } from '@guildhall/contracts/paths';
import { Link as RouterLink, useNavigate } from '@guildhall/ui/router';
import { TicketQr } from '@guildhall/ui/ticket-qr';
import type { PaymentResult, ResultStatus } from '../result-state';
import { DetailsBox } from './DetailsBox';

const HEADINGS: Record<ResultStatus, string> = {
  loading: 'Verifying Payment...',
  success: 'Payment Successful!',
  failed: 'Payment Failed',
  pending: 'Payment Pending',
};

const ICONS: Record<ResultStatus, React.ReactNode> = {
  loading: <CircularProgress size={56} aria-hidden />,
  success: <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />,
  failed: <ErrorIcon color="error" sx={{ fontSize: 64 }} aria-hidden />,
  pending: <HourglassTopIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />,
};

/** The failed state's advice: try again when there is an order to ask about, else straight to support. */
const ADVICE = {
  retry:
    'Please try Retry Verification: a payment can take a moment to reach us. If you are still not registered, ' +
    'contact us',
  noOrder: 'If you paid and have no ticket, contact us',
};

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The payment result screen (/payment/verify) for one state. */
export function PaymentResultView({ result, onRetry }: { result: PaymentResult; onRetry: () => void }) {
  const navigate = useNavigate();
  const { status, transaction, ticket } = result;

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, sm: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {ICONS[status]}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {HEADINGS[status]}
          </Typography>
          <Typography role={status === 'loading' ? undefined : 'status'}>{result.message}</Typography>
          {status === 'success' && (
            <Typography color="text.secondary">
              Your ticket has been generated and sent to your email with a QR code.
            </Typography>
          )}
          {status === 'success' && (
            <Typography color="text.secondary">
              No e-mail, or lost it later?{' '}
              <Link component={RouterLink} to={PATHS.findTicket}>
                Find my ticket
              </Link>{' '}
              sends it again.
            </Typography>
          )}
        </Stack>

        {status === 'failed' && result.error && <Alert severity="error">{result.error}</Alert>}

        {transaction && (
          <DetailsBox
            title="Transaction Details"
            rows={[
              ['Order ID', transaction.orderId],
              ['Amount', rupees(transaction.amount)],
              ['Status', transaction.status],
              ['Name', transaction.user.name],
              ['LPU ID', transaction.lpuId],
            ]}
          />
        )}

        {ticket && (
          <DetailsBox
            title="Ticket Details"
            rows={[
              ['Ticket ID', ticket.ticketId],
              ['Event', ticket.eventName],
              ['Name', ticket.fullName],
              ['LPU ID', ticket.lpuId],
              ['Status', ticket.status.toUpperCase()],
            ]}
          >
            <TicketQr src={ticket.qrCode.url} ticketId={ticket.ticketId} />
          </DetailsBox>
        )}

        {status === 'failed' && !result.canRetry && (
          <Alert severity="info">
            Bought a ticket already?{' '}
            <Link component={RouterLink} to={PATHS.findTicket}>
              Find my ticket
            </Link>{' '}
            sends it to you again.
          </Alert>
        )}

        {status === 'failed' && (
          <Alert severity="info">
            {result.canRetry ? ADVICE.retry : ADVICE.noOrder} through the{' '}
            <Link component={RouterLink} to={PATHS.contact}>
              contact page
            </Link>{' '}
            or write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
            {result.canRetry ? ' with your Order ID.' : ' with the e-mail address you paid with.'}
          </Alert>
        )}

        {status !== 'loading' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {status !== 'success' && result.canRetry && (
              <Button variant="contained" onClick={onRetry}>
                Retry Verification
              </Button>
            )}
            <Button variant="outlined" onClick={() => navigate(ticket ? eventPath(ticket.eventId) : PATHS.events)}>
              Back to Event
            </Button>
            <Button variant="text" onClick={() => navigate(PATHS.landing)}>
              Go to Home
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
