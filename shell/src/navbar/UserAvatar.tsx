import Avatar from '@mui/material/Avatar';
import type { SessionUser } from '@guildhall/shared-session';

/** The profile picture, or the first letter of the name ('U' when there is none). */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  const initial = user.fullname.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Avatar src={user.profilePicture ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      {initial}
    </Avatar>
  );
}
