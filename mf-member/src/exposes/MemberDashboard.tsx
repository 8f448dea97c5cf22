import { useState } from 'react';
import { useNavigate } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { PATHS } from '@guildhall/contracts/paths';
import { getErrorMessage, useSession } from '@guildhall/shared-session';
import { signOut } from '@guildhall/shared-session/http';
import { OwnCertificates } from '../features/certificates/components/OwnCertificates';
import { useOwnProfile } from '../features/profile/api/get-own-profile';
import { EditProfileForm } from '../features/profile/components/EditProfileForm';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { ProfileHeader } from '../features/profile/components/ProfileHeader';
import { SecurityPanel } from '../features/security/components/SecurityPanel';
import { OwnTickets } from '../features/tickets/components/OwnTickets';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
  { value: 'edit', label: 'Edit Profile' },
] as const;
type ProfileTab = (typeof TABS)[number]['value'];

/** `mf_member/MemberDashboard`: the signed-in member's profile at `/member/dashboard`. */
export default function MemberDashboard() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const ownProfile = useOwnProfile();
  const profile = ownProfile.data;
  const [tab, setTab] = useState<ProfileTab>('profile');

  const logOut = async () => {
    await signOut();
    navigate(PATHS.auth);
  };

  const openTab = (next: ProfileTab) => {
    setTab(next);
    // Every tab shows the account as it is now (a ban or a lifted restriction shows, or signs the member out).
    void ownProfile.refetch();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Member Profile
        </Typography>
        <Button variant="outlined" color="error" startIcon={<Logout />} onClick={logOut}>
          Logout
        </Button>
      </Stack>
      {ownProfile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getErrorMessage(ownProfile.error, 'Failed to load your profile.')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ProfileHeader
          fullname={profile?.fullname ?? user?.fullname}
          pictureUrl={profile ? profile.profilePicture?.url : user?.profilePicture}
          designation={profile?.designation ?? user?.designation}
          department={profile?.department ?? user?.department}
          lpuId={profile?.LpuId}
        />
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => openTab(next)}
          aria-label="Profile sections"
          variant="fullWidth"
          sx={{ mt: 3, mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} id={`profile-tab-${value}`} aria-controls="profile-tabpanel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${tab}`}>
          {profile ? (
            <>
              {tab === 'profile' && (
                <Stack spacing={3}>
                  <ProfileDetails profile={profile} />
                  <OwnTickets />
                  <OwnCertificates />
                </Stack>
              )}
              {tab === 'security' && <SecurityPanel profile={profile} />}
              {tab === 'edit' && <EditProfileForm profile={profile} />}
            </>
          ) : (
            ownProfile.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label="Loading profile" />
              </Box>
            )
          )}
        </Box>
      </Paper>
    </Container>
  );
}
