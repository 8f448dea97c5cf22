import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import { ResetPasswordForm } from '../features/password-reset/components/ResetPasswordForm';

/** `mf_public/ResetPasswordPage` at `/auth/reset-password?token=...`: where a password-reset e-mail's link leads. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token');

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="sm">
        <Box component="header" sx={{ textAlign: 'center', mb: 3 }}>
          {/* The navbar is hidden under /auth, so the brand is the way back to the site. */}
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} color="primary">
            <Box component={RouterLink} to={PATHS.landing} sx={{ color: 'inherit', textDecoration: 'none' }}>
              Guildhall
            </Box>
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
            Choose a New Password
          </Typography>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Alert severity="error" variant="outlined">
              This link is incomplete. Open the link from your e-mail again, or ask for a new one with 'Forgot
              Password?' on the <RouterLink to={PATHS.auth}>login page</RouterLink>.
            </Alert>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
