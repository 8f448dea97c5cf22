import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { designationLabel, type Designation } from '@guildhall/contracts/enums';
import { useUploadAvatar } from '../api/upload-avatar';
import { ActionStatus } from './ActionStatus';
import { AvatarUploadButton } from './AvatarUploadButton';

export interface ProfileHeaderProps {
  fullname?: string;
  pictureUrl?: string | null;
  designation?: Designation | null;
  department?: string | null;
  lpuId?: string;
}

/** The avatar (picture, else the name's first letter, 'U' without a name) with its camera button, name and role. */
export function ProfileHeader({ fullname, pictureUrl, designation, department, lpuId }: ProfileHeaderProps) {
  const upload = useUploadAvatar();
  const role = [designation && designationLabel(designation), department].filter(Boolean).join(' • ');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <AvatarUploadButton pending={upload.isPending} onPick={(image) => upload.mutate(image)}>
          <Avatar
            src={pictureUrl ?? undefined}
            alt={fullname ? `Profile picture of ${fullname}` : 'Profile picture'}
            sx={{ width: 104, height: 104, fontSize: '2.75rem', bgcolor: 'primary.main' }}
          >
            {fullname?.trim().charAt(0).toUpperCase() || 'U'}
          </Avatar>
        </AvatarUploadButton>
        <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {fullname}
          </Typography>
          {role && <Typography color="text.secondary">{role}</Typography>}
          {lpuId && <Typography>LPU ID: {lpuId}</Typography>}
        </Box>
      </Stack>
      <ActionStatus
        status={upload.status}
        error={upload.error}
        pendingText="Uploading profile picture..."
        successText="Profile picture updated successfully!"
        failureText="Failed to upload profile picture."
      />
    </Stack>
  );
}
