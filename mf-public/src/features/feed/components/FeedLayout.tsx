import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

/** The feed's column: its header over the posts (the page's, or its first paint's loading state). */
export function FeedLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 5 } }}>
      <Container maxWidth="md">
        <Stack spacing={3}>
          {header}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
