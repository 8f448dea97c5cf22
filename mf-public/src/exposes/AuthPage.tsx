import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import { roleOf, useSession } from '@guildhall/shared-session';
import { LoginForm } from '../features/auth/components/LoginForm';

// The Join Club tab's form loads when that tab opens: /auth's budgeted first load is the login form.
const JoinForm = lazy(() =>
  import('../features/membership/components/JoinForm').then((module) => ({ default: module.JoinForm })),
);

type AuthTab = 'login' | 'register';

const TAB_PATHS: Record<AuthTab, string> = { login: PATHS.auth, register: PATHS.authRegister };

/**
 * The tab the URL names (`/auth/register`: Join Club, what a plain link such as the home page's first paint can
 * ask for), or that callers (the navbar's 'Join Club') ask for through navigation state; else Login.
 */
function requestedTab(pathname: string, state: unknown): AuthTab {
  if (pathname.replace(/\/+$/, '') === PATHS.authRegister) return 'register';
  return (state as { tab?: unknown } | null)?.tab === 'register' ? 'register' : 'login';
}

/** `mf_public/AuthPage`: member login and the membership application at `/auth/*`. */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = requestedTab(location.pathname, location.state);
  // Whoever was signed in when the page opened has nothing to do here: their dashboard. (Signing in on this page
  // shows 'Login successful! Redirecting...' first; the login form moves on after it.)
  const [signedInOnArrival] = useState(() => useSession.getState().user);
  if (signedInOnArrival) {
    const dashboard = roleOf(signedInOnArrival) === 'admin' ? PATHS.adminDashboard : PATHS.memberDashboard;
    return <Navigate to={dashboard} replace />;
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth={tab === 'register' ? 'md' : 'sm'} sx={{ transition: 'max-width 200ms' }}>
        <Box component="header" sx={{ textAlign: 'center', mb: 3 }}>
          {/* The navbar is hidden here, so the brand is the way back to the site. */}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} color="primary">
            <Box component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none' }}>
              Guildhall
            </Box>
          </Typography>
          <Typography color="text.secondary">A community for creators and innovators</Typography>
        </Box>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Tabs
            value={tab}
            // The address follows the tab (replacing it: Back leaves the page), so a reload keeps it.
            onChange={(_, next: AuthTab) => navigate(TAB_PATHS[next], { replace: true })}
            variant="fullWidth"
          >
            <Tab label="Login" value="login" />
            <Tab label="Join Club" value="register" />
          </Tabs>
          <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
            {tab === 'login' ? (
              <LoginForm />
            ) : (
              <Suspense fallback={null}>
                <JoinForm />
              </Suspense>
            )}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
