import { Link as RouterLink } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@guildhall/ui/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { NAVBAR } from '@guildhall/contracts/limits';
import { PATHS } from '@guildhall/contracts/paths';

/**
 * Home's hero, also its static first paint (src/first-paint.tsx): its one call to action is a real link to the Join
 * Club tab's URL, so it works from the static markup before any script runs (docs/interfaces.md, "First paint").
 */
export function LandingHero() {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        // The hero fills the first screen below the shell's fixed navbar.
        minHeight: `calc(100vh - ${NAVBAR.heightRem}rem)`,
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        background: [
          `radial-gradient(circle at 15% 20%, ${alpha(theme.palette.secondary.main, 0.45)}, transparent 45%)`,
          `radial-gradient(circle at 85% 75%, ${alpha(theme.palette.primary.light, 0.5)}, transparent 50%)`,
          `linear-gradient(135deg, ${theme.palette.primary.dark}, #0b1020)`,
        ].join(', '),
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center', py: 8 }}>
        <Typography
          component="p"
          variant="overline"
          sx={{ letterSpacing: '0.3em', opacity: 0.8, fontSize: { xs: '0.75rem', sm: '0.85rem' } }}
        >
          Guildhall
        </Typography>
        <Typography
          component="h1"
          sx={{ fontWeight: 800, lineHeight: 1.1, fontSize: { xs: '2.4rem', sm: '3.5rem', md: '4.25rem' }, mt: 1 }}
        >
          Where Innovation Meets Collective Brilliance
        </Typography>
        <Typography
          sx={{ mt: 3, mx: 'auto', maxWidth: 560, opacity: 0.85, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          A community of visionaries building tomorrow through collaboration.
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForward />}
          component={RouterLink}
          to={PATHS.authRegister}
          // Ink on brass: white on the secondary colour is below WCAG AA contrast.
          sx={{ mt: 5, px: 4, py: 1.5, borderRadius: 99, fontWeight: 700, color: '#0b1020' }}
        >
          Join Our Community
        </Button>
      </Container>
    </Box>
  );
}
