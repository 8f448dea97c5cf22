import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import { getErrorMessage } from '@guildhall/shared-session';
import { useConfirmEmail } from '../features/profile/api/confirm-email';

/**
 * `mf_member/ConfirmEmailPage` at `/member/confirm-email?token=...`: where the link e-mailed to a member's new address
 * leads. Open to anyone (the link is the proof, on any device); the address changes on a click, never on opening the
 * page, so a mail scanner that follows links changes nothing.
 */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const confirm = useConfirmEmail();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
          Confirm Your New E-mail Address
        </Typography>
        {!token ? (
          <Alert severity="error" variant="outlined">
            This link is incomplete. Open the link from your e-mail again, or change your e-mail address on your{' '}
            <RouterLink to={PATHS.memberDashboard}>profile</RouterLink> again.
          </Alert>
        ) : confirm.isSuccess ? (
          <Stack spacing={2.5}>
            <Alert severity="success" variant="outlined">
              {confirm.data}
            </Alert>
            <Button variant="contained" size="large" component={RouterLink} to={PATHS.memberDashboard}>
              Go to your profile
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            {confirm.isError && (
              <Alert severity="error" variant="outlined">
                {getErrorMessage(confirm.error, 'Failed to confirm your e-mail address. Please try again.')}
              </Alert>
            )}
            <Typography color="text.secondary">
              This makes the address this link was sent to the e-mail address of your Guildhall account: sign-in,
              password resets and club e-mails go to it from now on.
            </Typography>
            <Button
              variant="contained"
              size="large"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ token })}
            >
              {confirm.isPending ? 'Confirming...' : 'Confirm E-mail Address'}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
