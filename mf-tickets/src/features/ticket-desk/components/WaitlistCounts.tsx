import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WaitlistDesk } from '@guildhall/contracts/waitlist';
import { WAITLIST_STATE_LABELS } from '@guildhall/contracts/waitlist-desk';
import { COUNTED_STATES } from '../waitlist-format';

/** How many entries stand in each state, zeros included. */
export function WaitlistCounts({ counts }: { counts: WaitlistDesk['counts'] }) {
  return (
    <Box
      component="ul"
      aria-label="Waiting list counts"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1, m: 0, p: 0 }}
    >
      {COUNTED_STATES.map((state) => (
        <Paper key={state} component="li" variant="outlined" sx={{ px: 1.5, py: 1, listStyle: 'none' }}>
          <Typography variant="body2" color="text.secondary">
            {WAITLIST_STATE_LABELS[state]}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {counts[state].toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
