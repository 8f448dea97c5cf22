import type { ReactNode } from 'react';
import type { SocialAuthor } from '@guildhall/contracts/socials';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@guildhall/contracts/dates';
import { PersonAvatar } from '../../../shared/PersonAvatar';
import { relativeTime } from '../relative-time';

interface AuthorLineProps {
  author: SocialAuthor;
  createdAt: string;
  size?: 'small' | 'medium';
  /** What sits at the end of the line (the post's menu). */
  action?: ReactNode;
}

/** Avatar, name, the admin badge for admin authors, and how long ago. */
export function AuthorLine({ author, createdAt, size = 'medium', action }: AuthorLineProps) {
  const avatarSize = size === 'small' ? 32 : 44;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <PersonAvatar pictureUrl={author.avatarUrl} size={avatarSize} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'small' ? '0.9rem' : undefined }}>
            {author.name}
          </Typography>
          {author.role === 'admin' && <Chip label="Admin" size="small" color="primary" sx={{ height: 20 }} />}
        </Box>
        <Typography
          component="time"
          dateTime={createdAt}
          title={formatDateTime(createdAt)}
          variant="body2"
          color="text.secondary"
        >
          {relativeTime(createdAt)}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
