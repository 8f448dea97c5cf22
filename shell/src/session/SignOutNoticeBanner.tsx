import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function SignOutNoticeBanner({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ pt: 2 }}>
      <Alert severity="warning" onClose={onClose} data-testid="sign-out-notice">
        <Typography component="p" sx={{ fontWeight: 700 }}>
          You have been signed out
        </Typography>
        {message}
      </Alert>
    </Container>
  );
}
