import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ProfileHeaderProps {
  fullname?: string;
  pictureUrl?: string | null;
  designation?: string | null;
  department?: string | null;
  lpuId?: string;
  email?: string | null;
}

export function ProfileHeader({ fullname, pictureUrl, designation, department, lpuId, email }: ProfileHeaderProps) {
  const role = [designation, department].filter(Boolean).join(' • ');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar
        src={pictureUrl ?? undefined}
        alt={fullname}
        sx={{ width: 96, height: 96, fontSize: '2.5rem', bgcolor: 'primary.main' }}
      >
        {fullname?.trim().charAt(0).toUpperCase() || 'U'}
      </Avatar>
      <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {fullname}
        </Typography>
        {role && <Typography color="text.secondary">{role}</Typography>}
        {lpuId && <Typography>LPU ID: {lpuId}</Typography>}
        {email && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
