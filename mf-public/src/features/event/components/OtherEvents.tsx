import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@guildhall/ui/router';
import { eventPath } from '@guildhall/contracts/paths';
import type { PublicEvent } from '@guildhall/contracts';
import { GridList } from './GridList';
import { formatEventTime, formatShortDay } from '@guildhall/contracts/dates';
import { priceText } from '../../../shared/event-format';

/** `/event`'s list of the other upcoming events, each a card leading to its own page. */
export function OtherEvents({ events }: { events: PublicEvent[] }) {
  if (events.length === 0)
    return <Typography color="text.secondary">No other upcoming events right now. Check back soon.</Typography>;
  return (
    <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
      {events.map((event) => {
        const poster = event.posters[0];
        return (
          <Box component="li" key={event.id}>
            <Box
              component={RouterLink}
              to={eventPath(event.id)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                height: '100%',
                color: 'inherit',
                textDecoration: 'none',
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                transition: 'border-color 150ms, transform 150ms',
                '&:hover, &:focus-visible': { borderColor: 'secondary.main', transform: 'translateY(-2px)' },
              }}
            >
              <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'primary.main', overflow: 'hidden' }}>
                {poster && (
                  <Box
                    component="img"
                    src={poster.url}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                )}
              </Box>
              <Box sx={{ p: 2.5 }}>
                <Typography variant="h6" component="h3">
                  {event.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {formatShortDay(event.startsAt)} · {formatEventTime(event.startsAt)}
                </Typography>
                <Typography color="text.secondary">{event.venue}</Typography>
                <Typography sx={{ mt: 1, fontWeight: 700, color: 'secondary.dark' }}>
                  {priceText(event.ticketPrice)}
                </Typography>
              </Box>
            </Box>
          </Box>
        );
      })}
    </GridList>
  );
}
