import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicEvent } from '@guildhall/contracts';
import { groupDigits } from '../../../shared/event-format';

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem' }, lineHeight: 1.1 }}>
        {groupDigits(value)}
      </Typography>
      <Typography component="p" sx={{ letterSpacing: '0.2em', fontSize: '0.8rem', opacity: 0.8 }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * 'SOULS LEFT' and 'TOTAL' with a bar as wide as the share of spots left: the server's real numbers.
 * Without a capacity the event has open registration.
 */
export function SpotsMeter({ event }: { event: Pick<PublicEvent, 'spotsLeft' | 'totalSpots'> }) {
  const { spotsLeft, totalSpots } = event;
  if (totalSpots === null || spotsLeft === null)
    return (
      <Typography variant="h5" component="p" sx={{ textAlign: 'center', fontWeight: 700 }}>
        Open Registration
      </Typography>
    );
  const share = totalSpots > 0 ? Math.min(1, spotsLeft / totalSpots) : 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', mb: 1.5 }}>
        <Counter label="SOULS LEFT" value={spotsLeft} />
        <Box sx={{ textAlign: 'right' }}>
          <Counter label="TOTAL" value={totalSpots} />
        </Box>
      </Box>
      <Box
        role="progressbar"
        aria-label="Spots left"
        aria-valuemin={0}
        aria-valuemax={totalSpots}
        aria-valuenow={spotsLeft}
        aria-valuetext={`${spotsLeft} of ${totalSpots} spots left`}
        sx={{ height: 12, borderRadius: 99, bgcolor: 'rgba(255, 255, 255, 0.16)', overflow: 'hidden' }}
      >
        <Box
          data-testid="spots-bar"
          sx={{ height: '100%', width: `${share * 100}%`, bgcolor: 'secondary.main', borderRadius: 99 }}
        />
      </Box>
    </Box>
  );
}
