import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Where a panel's content will be, while it loads: its height kept, a spinner, a label for screen readers. */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-hidden />
    </Box>
  );
}
