import { useNavigate } from '@guildhall/ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useSession } from '@guildhall/shared-session';
import { signOut } from '@guildhall/shared-session/http';
import { PATHS } from '@guildhall/contracts/paths';

/** `mf_admin/AdminDashboard`: the signed-in admin's dashboard at `/admin/dashboard`. */
export default function AdminDashboard() {
  const navigate = useNavigate();
  const fullname = useSession((state) => state.user?.fullname);

  const logOut = async () => {
    await signOut();
    navigate(PATHS.adminAuth);
  };

  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 2.5 }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
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
      </Container>
    </Box>
  );
}
