import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The team page's heading over its content (the page's, or its first paint's loading state). */
export function TeamLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', py: { xs: 4, sm: 7 } }}>
      <Container maxWidth="lg">
        <Box component="header" sx={{ textAlign: 'center', mb: { xs: 4, sm: 6 } }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2.1rem', sm: '3rem' } }}>
            Meet Our Team
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 560, mx: 'auto' }}>
            The people who run the club: its leaders and every department behind the events.
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
