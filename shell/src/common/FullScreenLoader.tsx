import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The spinner shown while the session or a page is still loading; centred on the viewport, under the navbar. */
export function FullScreenLoader() {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}
