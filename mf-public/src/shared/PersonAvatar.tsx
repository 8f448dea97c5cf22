import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import DEFAULT_AVATAR_URL from './default-avatar.svg';

export { DEFAULT_AVATAR_URL };

interface PersonAvatarProps {
  /** The person's picture; null or undefined when they have none. */
  pictureUrl: string | null | undefined;
  /** Width and height in pixels, one or per breakpoint (`{ xs: 56, sm: 88 }`). */
  size: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}

/**
 * A person's picture, or the site's default picture when they have none (the spec's "default image when missing")
 * or theirs fails to load: never initials. Decorative (`alt=""`): every place that draws it names the person next
 * to it.
 */
export function PersonAvatar({ pictureUrl, size }: PersonAvatarProps) {
  return (
    <Avatar
      src={pictureUrl || undefined}
      alt=""
      data-testid="person-avatar"
      sx={{ width: size, height: size, bgcolor: 'transparent', flexShrink: 0 }}
    >
      {/* MUI shows the children when there is no src, or when the src fails. */}
      <Box component="img" src={DEFAULT_AVATAR_URL} alt="" sx={{ width: '100%', height: '100%', display: 'block' }} />
    </Avatar>
  );
}
