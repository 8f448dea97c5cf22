import { Link as RouterLink } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import logoUrl from '../assets/guildhall-logo.svg';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box component="img" src={logoUrl} alt="" sx={{ width: 40, height: 40 }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        Guildhall
      </Typography>
    </Box>
  );
}
