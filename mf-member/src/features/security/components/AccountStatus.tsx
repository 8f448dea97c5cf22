import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberProfile } from '@guildhall/contracts';
import { formatCalendarDay } from '@guildhall/contracts/dates';

/** Green for active, red for banned, grey otherwise (dark shades: white text stays readable on them). */
const STATUS_TONE = { active: 'success', banned: 'error' } as const;
const TONE_COLOR = { success: 'success.dark', error: 'error.dark', neutral: 'grey.700' } as const;

/** Status (green active, red banned, grey otherwise); when restricted, until when and why. */
export function AccountStatus({ profile }: { profile: MemberProfile }) {
  const { restriction } = profile;
  const tone = profile.status === 'removed' ? 'neutral' : STATUS_TONE[profile.status];
  return (
    <section aria-labelledby="account-status-heading">
      <Typography id="account-status-heading" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        Account Status
      </Typography>
      <Stack spacing={1.5}>
        <Row term="Status">
          <Box
            component="span"
            data-tone={tone}
            sx={{
              display: 'inline-block',
              px: 1.25,
              py: 0.25,
              borderRadius: 4,
              bgcolor: TONE_COLOR[tone],
              color: 'common.white',
              fontWeight: 600,
              fontSize: '0.875rem',
            }}
          >
            {capitalize(profile.status)}
          </Box>
        </Row>
        {restriction.isRestricted && (
          <>
            <Row term="Restricted Until">
              {restriction.time ? formatCalendarDay(reviewDay(restriction.time)) : 'Until an admin lifts it'}
            </Row>
            <Row term="Reason">{restriction.reason || 'No reason given'}</Row>
          </>
        )}
      </Stack>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ minWidth: 140 }}>
        {term}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The review date an admin chose is a calendar day, sent as that day's UTC midnight: its day, never shifted. */
const reviewDay = (time: string) => time.slice(0, 10);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
