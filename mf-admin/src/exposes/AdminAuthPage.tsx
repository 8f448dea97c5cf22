import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { AdminLoginForm } from '../features/admin-auth/components/AdminLoginForm';
import { MemberRegisterForm } from '../features/admin-auth/components/MemberRegisterForm';

type AdminAuthTab = 'login' | 'register';

/** `mf_admin/AdminAuthPage`: admin login and member registration at `/admin/auth/*`. */
export default function AdminAuthPage() {
  const [tab, setTab] = useState<AdminAuthTab>('login');

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="sm">
        <Box component="header" sx={{ textAlign: 'center', mb: 3 }}>
          <AdminPanelSettings color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Guildhall Admin
          </Typography>
          <Typography color="text.secondary">Sign in to manage members, events and tickets</Typography>
        </Box>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Tabs value={tab} onChange={(_, next: AdminAuthTab) => setTab(next)} variant="fullWidth">
            <Tab label="Admin Login" value="login" />
            <Tab label="Member Register" value="register" />
          </Tabs>
          <Box sx={{ p: { xs: 2.5, sm: 4 } }}>{tab === 'login' ? <AdminLoginForm /> : <MemberRegisterForm />}</Box>
        </Paper>
      </Container>
    </Box>
  );
}
