import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The verification page: one card, readable on a phone held up to a printed certificate. */
export function CertificateFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </Container>
  );
}

/** The verdict at the top of the card: its colour and icon (MUI's, by severity), the page's heading and its words. */
export function VerdictBanner({
  severity,
  heading,
  children,
}: {
  severity: AlertColor;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Alert severity={severity} sx={{ '& .MuiAlert-icon': { fontSize: 32 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Alert>
  );
}
