import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { getErrorMessage, useSession } from '@guildhall/shared-session';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileHeader } from './ProfileHeader';

/** The signed-in member's card: the token's claims at once, then what the profile adds (LPU ID, a newer picture). */
export function ProfileCard() {
  const user = useSession((state) => state.user);
  const ownProfile = useOwnProfile();
  const profile = ownProfile.data?.role === 'member' ? ownProfile.data : null;

  return (
    <>
      {ownProfile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getErrorMessage(ownProfile.error, 'Failed to load your profile.')}
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
        {ownProfile.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        )}
      </Paper>
    </>
  );
}
