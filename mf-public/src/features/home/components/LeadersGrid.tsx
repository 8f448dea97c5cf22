import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import type { TeamMember } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { Link as RouterLink } from '@guildhall/ui/router';
import { PersonAvatar } from '../../../shared/PersonAvatar';
import { useLeaders } from '../api/get-leaders';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: { xs: 2, sm: 3 },
} as const;

function LeaderCard({ leader }: { leader: TeamMember }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <PersonAvatar pictureUrl={leader.profilePicture?.url} size={88} />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {leader.fullName}
      </Typography>
      <Typography color="secondary.dark" sx={{ fontWeight: 600 }}>
        {leader.designation}
      </Typography>
    </Paper>
  );
}

const placeholders = (
  <Box sx={grid} aria-busy="true" aria-label="Loading the leaders">
    {[0, 1, 2, 3].map((slot) => (
      <Box key={slot} sx={{ height: 190, borderRadius: 2, bgcolor: 'rgba(27, 42, 65, 0.06)' }} />
    ))}
  </Box>
);

/**
 * The team leaders (CEO, CTO, CMO, COO) with picture, name and designation: exactly one of placeholders while
 * loading, the failure with Retry, a line when there are none, or the cards (the list-state rule, with the first
 * paint's components: home is a budgeted first load).
 */
export function LeadersGrid() {
  // Rendered in a deferred, interruptible render when the answer arrives (as home's upcoming-event card).
  const leaders = useDeferredValue(useLeaders());
  let content;
  if (leaders.isError)
    content = (
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <Typography color="text.secondary">
          {getErrorMessage(leaders.error, 'The leaders could not be loaded. Please try again.')}
        </Typography>
        <Button variant="contained" onClick={() => void leaders.refetch()} sx={{ mt: 2 }}>
          Retry
        </Button>
      </Box>
    );
  else if (leaders.isPending) content = placeholders;
  else if (leaders.data.length === 0)
    content = (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Our leaders will be introduced here soon.
      </Typography>
    );
  else
    content = (
      <Box component="ul" sx={{ ...grid, p: 0, m: 0 }}>
        {leaders.data.map((leader) => (
          <LeaderCard key={leader.id} leader={leader} />
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="leaders-title" sx={{ py: { xs: 6, sm: 8 } }}>
      <Typography id="leaders-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: { xs: 3, sm: 5 } }}>
        Meet Our Leaders
      </Typography>
      {content}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={PATHS.team} variant="outlined" size="large">
          Explore Full Team
        </Button>
      </Box>
    </Box>
  );
}
