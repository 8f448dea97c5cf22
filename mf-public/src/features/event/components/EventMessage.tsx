import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A whole-page message in place of the event: none ahead, not found, or could not be loaded. */
export function EventMessage({
  title,
  text,
  role,
  actions,
}: {
  title: string;
  text: string;
  role?: 'alert';
  actions?: ReactNode;
}) {
  return (
    <Box
      role={role}
      sx={{ minHeight: '55vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {text}
        </Typography>
        {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}

/** The page when no event lies ahead (also its first paint then). */
export const NO_UPCOMING_EVENT = <EventMessage title="No Upcoming Events" text="Stay Tuned!" />;

export const retryButton = (onRetry: () => void) => (
  <Button variant="contained" onClick={onRetry}>
    Try Again
  </Button>
);
