import { useNavigate } from '@guildhall/ui/router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { PATHS } from '@guildhall/contracts/paths';
import { signOut } from '@guildhall/shared-session/http';
import { ProfileCard } from '../features/profile/components/ProfileCard';

/** `mf_member/MemberDashboard`: the signed-in member's profile at `/member/dashboard`. */
export default function MemberDashboard() {
  const navigate = useNavigate();

  const logOut = async () => {
    await signOut();
    navigate(PATHS.auth);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Member Profile
        </Typography>
        <Button variant="outlined" color="error" startIcon={<Logout />} onClick={logOut}>
          Logout
        </Button>
      </Stack>
      <ProfileCard />
    </Container>
  );
}
