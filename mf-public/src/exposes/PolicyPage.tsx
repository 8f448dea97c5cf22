import { Link as RouterLink, Navigate, useLocation } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { PATHS } from '@guildhall/contracts/paths';
import { PolicyArticle } from '../features/policies/components/PolicyArticle';
import { PolicyNav } from '../features/policies/components/PolicyNav';
import { policyAt } from '../features/policies/policy-documents';

/** `mf_public/PolicyPage`: the four footer policies at `/policy/...`, each chosen by its path. */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const policy = policyAt(pathname.replace(/\/+$/, ''));
  if (!policy) return <Navigate to={PATHS.policyTerms} replace />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="md">
        <Box component="header" sx={{ mb: 3 }}>
          {/* The navbar is hidden on policy pages, so the brand is the way back to the site. */}
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} color="primary">
            <Box component={RouterLink} to={PATHS.home} sx={{ color: 'inherit', textDecoration: 'none' }}>
              {CLUB_CONTACT.name}
            </Box>
          </Typography>
        </Box>
        <PolicyNav current={policy.path} />
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
          <PolicyArticle policy={policy} />
        </Paper>
        <Typography component="footer" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Questions? <a href={`mailto:${CLUB_CONTACT.email}`}>{CLUB_CONTACT.email}</a> or the{' '}
          <RouterLink to={PATHS.contact}>contact page</RouterLink>.
        </Typography>
      </Container>
    </Box>
  );
}
