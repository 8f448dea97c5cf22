import { useDeferredValue } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import type { TeamMember } from '@guildhall/contracts';
import { Link as RouterLink } from '@guildhall/ui/router';
import { useLeaders } from '../api/get-leaders';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: { xs: 2, sm: 3 },
} as const;

function LeaderCard({ leader }: { leader: TeamMember }) {
  const initials = leader.fullName
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Paper variant="outlined" component="li" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center', listStyle: 'none' }}>
      <Avatar
        src={leader.profilePicture?.url}
        alt={leader.profilePicture ? leader.fullName : undefined}
        sx={{ width: 88, height: 88, mx: 'auto', bgcolor: 'primary.main', fontSize: '2rem', fontWeight: 700 }}
      >
        {initials}
      </Avatar>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {leader.fullName}
      </Typography>
      <Typography color="secondary.dark" sx={{ fontWeight: 600 }}>
        {leader.designation}
      </Typography>
    </Paper>
  );
}

/** The team leaders (CEO, CTO, CMO, COO) with picture, name and designation; nothing when they cannot load. */
export function LeadersGrid() {
  // Rendered in a deferred, interruptible render when the answer arrives (as home's upcoming-event card).
  const leaders = useDeferredValue(useLeaders());
  if (leaders.isError || (leaders.isSuccess && leaders.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="leaders-title" sx={{ py: { xs: 6, sm: 8 } }}>
      <Typography id="leaders-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: { xs: 3, sm: 5 } }}>
        Meet Our Leaders
      </Typography>
      {leaders.isPending ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading the leaders">
          {[0, 1, 2, 3].map((slot) => (
            <Box key={slot} sx={{ height: 190, borderRadius: 2, bgcolor: 'rgba(27, 42, 65, 0.06)' }} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ ...grid, p: 0, m: 0 }}>
          {leaders.data.map((leader) => (
            <LeaderCard key={leader.id} leader={leader} />
          ))}
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={PATHS.team} variant="outlined" size="large">
          Explore Full Team
        </Button>
      </Box>
    </Box>
  );
}
