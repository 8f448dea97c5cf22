import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCountdown } from '../hooks/use-countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

/** Days, hours, minutes and seconds until the event starts, ticking every second. */
export function CountdownPanel({ startsAt }: { startsAt: string }) {
  const countdown = useCountdown(startsAt);
  if (countdown.done)
    return (
      <Typography variant="h5" component="p" sx={{ textAlign: 'center', fontWeight: 700 }}>
        The event has begun!
      </Typography>
    );
  return (
    <Box
      role="timer"
      aria-label="Time until the event starts"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 2 } }}
    >
      {UNITS.map((unit) => (
        <Box
          key={unit}
          sx={{
            textAlign: 'center',
            py: { xs: 1.5, sm: 2.5 },
            borderRadius: 2,
            bgcolor: 'rgba(255, 255, 255, 0.08)',
            border: '1px solid rgba(255, 255, 255, 0.16)',
          }}
        >
          <Typography
            component="span"
            data-testid={`countdown-${unit}`}
            sx={{ display: 'block', fontWeight: 800, fontSize: { xs: '1.8rem', sm: '2.8rem' }, lineHeight: 1.1 }}
          >
            {String(countdown[unit]).padStart(2, '0')}
          </Typography>
          <Typography component="span" sx={{ fontSize: { xs: '0.7rem', sm: '0.85rem' }, opacity: 0.8 }}>
            {LABELS[unit]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
