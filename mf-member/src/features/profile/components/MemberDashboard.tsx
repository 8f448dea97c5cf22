import { useNavigate } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useSession } from '@guildhall/shared-session';
import { signOut } from '@guildhall/shared-session/http';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { ProfileHeader } from './ProfileHeader';
import { PATHS } from '@guildhall/contracts/paths';

export function MemberDashboard() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const profileState = useOwnProfile();
  // The token's claims show at once; the profile adds what they lack (LPU ID, a changed picture or name).
  const profile =
    profileState.status === 'loaded' && profileState.profile.role === 'member' ? profileState.profile : null;

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
      {profileState.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {profileState.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <ProfileHeader
          fullname={profile?.fullname ?? user?.fullname}
          pictureUrl={profile ? profile.profilePicture?.url : user?.profilePicture}
          designation={profile?.designation ?? user?.designation}
          department={profile?.department ?? user?.department}
          lpuId={profile?.LpuId}
          email={profile?.email ?? user?.email}
        />
        {profileState.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        )}
      </Paper>
    </Container>
  );
}
