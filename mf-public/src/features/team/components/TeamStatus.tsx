import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Overlay({ children, role }: { children: ReactNode; role: 'status' | 'alert' }) {
  return (
    <Box
      role={role}
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        textAlign: 'center',
        px: 2,
      }}
    >
      {children}
    </Box>
  );
}

export function TeamLoading() {
  return (
    <Overlay role="status">
      <CircularProgress color="secondary" aria-hidden />
      <Typography variant="h6" component="p">
        Loading Team Data...
      </Typography>
    </Overlay>
  );
}

/** The spec's text when the failure has no message of its own. */
export const TEAM_LOAD_FAILED = 'Failed to load team data. Please try again later.';

/** 'Error Loading Data', the failure's text (the error-text rule, TEAM_LOAD_FAILED by default) and 'Try Again'. */
export function TeamLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Overlay role="alert">
      <Typography variant="h5" component="h2" color="error">
        Error Loading Data
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button variant="contained" onClick={onRetry}>
        Try Again
      </Button>
    </Overlay>
  );
}
