import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PublicEvent } from '@guildhall/contracts';
import { eventCalendarPath, eventGoogleCalendarPath } from '@guildhall/contracts/calendar';
import { useCountdown } from '../hooks/use-countdown';

// Plain text buttons (the page already loads Button; `/` is budgeted): white on the dark hero, 44 px to tap.
const linkSx = {
  minHeight: 44,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecoration: 'underline', bgcolor: 'rgba(255, 255, 255, 0.08)' },
};

/**
 * 'Add to calendar' (the event's .ics) and a Google Calendar link (the server redirects to Google's form), until
 * the event begins: a past event in a calendar helps no one (docs/choices.md, "Calendars").
 */
export function CalendarLinks({ event }: { event: PublicEvent }) {
  // The countdown's own clock, so the links go when it says 'The event has begun!'.
  const countdown = useCountdown(event.startsAt);
  if (countdown.done) return null;
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
      <Button color="inherit" href={eventCalendarPath(event.id)} download sx={linkSx}>
        Add to calendar
      </Button>
      <Button
        color="inherit"
        href={eventGoogleCalendarPath(event.id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Google Calendar (opens in a new tab)"
        sx={linkSx}
      >
        Google Calendar
      </Button>
    </Box>
  );
}
