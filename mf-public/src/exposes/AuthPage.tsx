import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LoginForm } from '../features/auth/components/LoginForm';
import { JoinForm } from '../features/membership/components/JoinForm';

type AuthTab = 'login' | 'register';

/** Callers (the landing hero, the navbar's 'Join Club') ask for the register tab through navigation state. */
function requestedTab(state: unknown): AuthTab {
  return (state as { tab?: unknown } | null)?.tab === 'register' ? 'register' : 'login';
}

/** `mf_public/AuthPage`: member login and the membership application at `/auth/*`. */
export default function AuthPage() {
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>(() => requestedTab(location.state));

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
          <Tabs value={tab} onChange={(_, next: AuthTab) => setTab(next)} variant="fullWidth">
            <Tab label="Login" value="login" />
            <Tab label="Join Club" value="register" />
          </Tabs>
          <Box sx={{ p: { xs: 2.5, sm: 4 } }}>{tab === 'login' ? <LoginForm /> : <JoinForm />}</Box>
        </Paper>
      </Container>
    </Box>
  );
}
