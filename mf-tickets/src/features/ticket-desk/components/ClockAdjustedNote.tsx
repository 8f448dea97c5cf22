import Box from '@mui/material/Box';

/**
 * Under a check-in time the door's device got wrong (`clockAdjusted`): the time shown is the one the server recorded
 * instead (docs/choices.md, "The door").
 */
export function ClockAdjustedNote() {
  return (
    <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
      Device clock was wrong; time adjusted
    </Box>
  );
}
