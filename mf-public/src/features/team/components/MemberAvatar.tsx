import Avatar from '@mui/material/Avatar';
import type { TeamMember } from '@guildhall/contracts';

/** The member's picture, or their initials on the brand colour (the default picture). */
export function MemberAvatar({ member, size }: { member: TeamMember; size: number }) {
  const initials = member.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar
      src={member.profilePicture?.url}
      alt={member.profilePicture ? member.fullName : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6, fontWeight: 700 }}
    >
      {initials || 'U'}
    </Avatar>
  );
}
