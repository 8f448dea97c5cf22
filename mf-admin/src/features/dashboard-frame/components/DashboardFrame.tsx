import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
// Not '.../Menu': the shell's navbar draws that one, and one module must not be downloaded twice.
import MenuOpen from '@mui/icons-material/MenuOpen';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';
import { PATHS } from '@guildhall/contracts/paths';
import { useSession } from '@guildhall/shared-session';
import { signOut } from '@guildhall/shared-session/http';
import { useNavigate } from '@guildhall/ui/router';
import type { DashboardTab } from '../../../dashboard-tab';
import { useTabParam } from '../hooks/use-tab-param';
import { DashboardSidebar } from './DashboardSidebar';

const SIDEBAR_WIDTH = 232;
const desktop = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function Centered({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 10 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/**
 * The admin dashboard's frame: the admin's name, Log Out, the sidebar of `tabs` (a drawer behind a toggle below
 * the spec's 768 px), the dashboard's error banner and the open tab's panel.
 */
export function DashboardFrame({ tabs }: { tabs: readonly DashboardTab[] }) {
  const navigate = useNavigate();
  const loading = useSession((state) => state.loading);
  const fullname = useSession((state) => state.user?.fullname);
  const [current, openTab] = useTabParam(tabs.map((tab) => tab.id));
  const [error, setError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  if (loading) return <Centered label="Loading Dashboard..." />;

  const tab = tabs.find((candidate) => candidate.id === current)!;
  const open = (id: string) => {
    setError(null);
    setMenuOpen(false);
    openTab(id);
  };
  const logOut = async () => {
    await signOut();
    navigate(PATHS.adminAuth);
  };
  const hasTab = (id: string) => tabs.some((candidate) => candidate.id === id);
  const sidebar = <DashboardSidebar tabs={tabs} current={current} onOpen={open} />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: { xs: 2, sm: 3 }, py: 2 }}>
          <IconButton
            aria-label="Open dashboard menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ [desktop]: { display: 'none' } }}
          >
            <MenuOpen />
          </IconButton>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="overline" color="text.secondary">
              Admin Dashboard
            </Typography>
            <Typography variant="h5" component="h1" noWrap sx={{ fontWeight: 700 }}>
              {fullname || 'Admin'}
            </Typography>
          </Box>
          <Button variant="outlined" color="error" startIcon={<Logout />} onClick={logOut} sx={{ flexShrink: 0 }}>
            Log Out
          </Button>
        </Stack>
      </Box>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} sx={{ [desktop]: { display: 'none' } }}>
        <Box sx={{ width: SIDEBAR_WIDTH }}>{sidebar}</Box>
      </Drawer>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <Paper
          component="aside"
          square
          variant="outlined"
          sx={{
            display: 'none',
            [desktop]: { display: 'block' },
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            alignSelf: 'stretch',
            borderTop: 0,
            borderLeft: 0,
          }}
        >
          {sidebar}
        </Paper>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {tab.label}
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Suspense fallback={<Centered label={`Loading ${tab.label}...`} />}>
            <tab.Panel key={tab.id} openTab={open} hasTab={hasTab} showError={setError} />
          </Suspense>
        </Box>
      </Stack>
    </Box>
  );
}
