import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEndFirstPaint } from '../remotes/first-paint';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEndFirstPaint();
  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.2em' }}>
        Error 404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        There is no page at {pathname}. It may have moved, or the link may be mistyped.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to the home page
      </Button>
    </Box>
  );
}
