import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DESCRIPTION_PREVIEW } from '@guildhall/contracts/limits';
import { eventPath, PATHS } from '@guildhall/contracts/paths';
import type { PublicEvent } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { Link as RouterLink } from '@guildhall/ui/router';
import { formatEventTime, formatLongDate } from '@guildhall/contracts/dates';
import { sponsorOf } from '../../../shared/event-format';
import { useUpcomingEvent } from '../api/get-upcoming-event';
import { useWideScreen } from '../hooks/use-wide-screen';

const placeholder = (width: string | number, height: number) => ({
  width,
  height,
  borderRadius: 1,
  bgcolor: 'rgba(27, 42, 65, 0.08)',
});

function CardSkeleton() {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label="Loading the upcoming event" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
        <Box sx={{ ...placeholder('100%', 220), maxWidth: { md: 280 } }} />
        <Box sx={{ flex: 1, display: 'grid', gap: 1.5 }}>
          <Box sx={placeholder('70%', 32)} />
          <Box sx={placeholder('50%', 20)} />
          <Box sx={placeholder('40%', 20)} />
          <Box sx={placeholder('100%', 64)} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The description cut at 120 (mobile) or 200 (desktop) characters, with 'Show more' / 'Show less'. */
function Description({ text, wide }: { text: string; wide: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const limit = wide ? DESCRIPTION_PREVIEW.desktop : DESCRIPTION_PREVIEW.mobile;
  const long = text.length > limit;
  return (
    <Typography color="text.secondary" sx={{ mt: 2 }}>
      {long && !expanded ? `${text.slice(0, limit).trimEnd()}...` : text}
      {long && (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ ml: 0.5, px: 1, minWidth: 0 }}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Typography>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography component="p" sx={{ mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {value}
      </Box>
    </Typography>
  );
}

const spotsText = (event: PublicEvent) => (event.spotsLeft === null ? 'Open Registration' : `${event.spotsLeft} spots`);

function EventCard({ event }: { event: PublicEvent }) {
  const wide = useWideScreen();
  const poster = event.posters[0];
  const sponsor = sponsorOf(event);
  return (
    <Paper variant="outlined" component="article" aria-labelledby="upcoming-event-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column' }}>
        {poster && (
          <Box
            component="img"
            src={poster.url}
            alt={poster.alt || event.title}
            sx={{
              width: wide ? 300 : '100%',
              aspectRatio: wide ? '5 / 7' : '16 / 10',
              objectFit: 'cover',
              display: 'block',
              flexShrink: 0,
            }}
          />
        )}
        <Box sx={{ p: { xs: 2.5, sm: 3.5 }, flex: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
            <Typography id="upcoming-event-title" variant="h5" component="h3">
              {event.title}
            </Typography>
            {!wide && (
              <Box
                component="span"
                sx={{
                  flexShrink: 0,
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 99,
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  fontSize: '0.8rem',
                  fontWeight: 700,
                }}
              >
                {spotsText(event)}
              </Box>
            )}
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <Fact label="Date" value={formatLongDate(event.startsAt)} />
            <Fact label="Time" value={formatEventTime(event.startsAt)} />
            <Fact label="Venue" value={event.venue} />
            {wide && (
              <Fact
                label="Remaining tickets"
                value={event.spotsLeft === null ? 'Open Registration' : String(event.spotsLeft)}
              />
            )}
            {sponsor && <Fact label="Sponsor" value={sponsor} />}
            {event.organizer && <Fact label="Organiser" value={event.organizer} />}
          </Box>
          {event.description && <Description text={event.description} wide={wide} />}
          <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={eventPath(event.id)} variant="contained">
              {wide ? 'Discover More' : 'More Info'}
            </Button>
            <Button component={RouterLink} to={PATHS.events} variant="outlined">
              View All Events
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

/** The card's failure, with Retry (docs/choices.md, "Front end"): a failed call is not 'No Upcoming Events'. */
function CardError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 5, textAlign: 'center' }}>
      <Typography variant="h5" component="h3">
        Could not load the upcoming event
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ mt: 2.5 }}>
        Retry
      </Button>
    </Paper>
  );
}

/**
 * Home's upcoming-event card: exactly one of a skeleton while loading, the failure with Retry, 'No Upcoming
 * Events' / 'Stay Tuned!' when nothing is ahead, or the event (the list-state rule, drawn with the first paint's
 * components: home is a budgeted first load).
 */
export function UpcomingEventCard() {
  // The answer renders in a deferred, interruptible render (a query's update alone would render it, and commit
  // it, in one blocking task): the page stays responsive while the card and its styles are made.
  const upcoming = useDeferredValue(useUpcomingEvent());
  if (upcoming.isError)
    return (
      <CardError
        message={getErrorMessage(upcoming.error, 'The event could not be loaded. Please try again.')}
        onRetry={() => void upcoming.refetch()}
      />
    );
  if (upcoming.isPending) return <CardSkeleton />;
  if (!upcoming.data)
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
        <Typography variant="h5" component="h3">
          No Upcoming Events
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Stay Tuned!
        </Typography>
      </Paper>
    );
  return <EventCard event={upcoming.data} />;
}
