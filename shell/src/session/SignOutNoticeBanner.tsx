import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';

export default function SignOutNoticeBanner({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ pt: 2 }}>
      <Alert severity="warning" onClose={onClose} data-testid="sign-out-notice">
        <AlertTitle>You have been signed out</AlertTitle>
        {message}
      </Alert>
    </Container>
  );
}
