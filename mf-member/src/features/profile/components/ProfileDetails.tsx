import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { OwnMemberProfile } from '@guildhall/contracts';
import { formatDate } from '@guildhall/contracts/dates';
import { yearLabel } from './formats';
import { PendingEmailNotice } from './PendingEmailNotice';

const NOT_PROVIDED = 'Not provided';

/**
 * The Profile tab: contact and study details, social links and bio, each with its empty text. A new e-mail address
 * waiting for its confirmation link shows above them, with Cancel.
 */
export function ProfileDetails({ profile }: { profile: OwnMemberProfile }) {
  const links = [
    { url: profile.linkedIn, label: 'LinkedIn', icon: <LinkedIn /> },
    { url: profile.github, label: 'GitHub', icon: <GitHub /> },
  ].filter((link) => link.url);

  return (
    <Stack spacing={3}>
      <PendingEmailNotice profile={profile} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
        <Detail term="Email">{profile.email || NOT_PROVIDED}</Detail>
        <Detail term="Program">{profile.program || NOT_PROVIDED}</Detail>
        <Detail term="Year">{profile.year ? yearLabel(profile.year) : NOT_PROVIDED}</Detail>
        <Detail term="Joined">{profile.joinedAt ? formatDate(profile.joinedAt) : NOT_PROVIDED}</Detail>
      </Box>
      <section aria-labelledby="social-links-heading">
        <Typography id="social-links-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Social Links
        </Typography>
        {links.length === 0 ? (
          <Typography color="text.secondary">No social links added</Typography>
        ) : (
          <Stack direction="row" spacing={1}>
            {links.map((link) => (
              <IconButton
                key={link.label}
                component="a"
                href={link.url!}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (opens in a new tab)`}
                color="primary"
              >
                {link.icon}
              </IconButton>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="bio-heading">
        <Typography id="bio-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Bio
        </Typography>
        <Typography color={profile.bio ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line' }}>
          {profile.bio || 'No bio provided'}
        </Typography>
      </section>
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
