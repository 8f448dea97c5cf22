import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@guildhall/ui/styles';
import type { ReactNode } from 'react';
import type { PublicEvent } from '@guildhall/contracts';
import { GridList } from './GridList';
import { formatEventTime, formatShortDay } from '@guildhall/contracts/dates';
import { priceText } from '../../../shared/event-format';

/** Who presents an event that names no organizer. */
export const ORGANIZER_FALLBACK = 'Guildhall';

/** The dark backdrop of the event page's top: the hero, the countdown and the spots. */
export function EventBackdrop({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        color: 'common.white',
        background: [
          `radial-gradient(circle at 12% 18%, ${alpha(theme.palette.secondary.main, 0.35)}, transparent 45%)`,
          `radial-gradient(circle at 88% 70%, ${alpha('#6d1b2a', 0.55)}, transparent 50%)`,
          'linear-gradient(160deg, #0b1020, #141a2e 55%, #0b1020)',
        ].join(', '),
      })}
    >
      <Container maxWidth="md" sx={{ py: { xs: 5, sm: 8 }, textAlign: 'center' }}>
        {children}
      </Container>
    </Box>
  );
}

/** The four feature tiles: when, what time, where, and what it costs. */
function FeatureTiles({ event }: { event: PublicEvent }) {
  const tiles = [
    { label: 'Date', value: formatShortDay(event.startsAt) },
    { label: 'Starts', value: formatEventTime(event.startsAt) },
    { label: 'Venue', value: event.venue },
    { label: 'Entry', value: priceText(event.ticketPrice) },
  ];
  return (
    <GridList columns={{ xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }} gap={{ xs: 1.5, sm: 2 }}>
      {tiles.map((tile) => (
        <Box
          component="li"
          key={tile.label}
          sx={{
            px: 1.5,
            py: 2,
            borderRadius: 2,
            bgcolor: 'rgba(255, 255, 255, 0.06)',
            border: '1px solid rgba(255, 255, 255, 0.14)',
          }}
        >
          <Typography component="p" sx={{ fontSize: '0.75rem', letterSpacing: '0.18em', opacity: 0.75 }}>
            {tile.label.toUpperCase()}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
            {tile.value}
          </Typography>
        </Box>
      ))}
    </GridList>
  );
}

/** Who presents the event, and its title: the page's largest text (also in its first paint, src/first-paint.tsx). */
export function EventHeading({ organizer, title }: { organizer: string; title: string }) {
  return (
    <>
      <Typography component="p" variant="overline" sx={{ letterSpacing: '0.3em', opacity: 0.8 }}>
        {organizer} presents
      </Typography>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, lineHeight: 1.1, fontSize: { xs: '2.3rem', sm: '3.4rem', md: '4rem' }, mt: 1 }}
      >
        {title}
      </Typography>
    </>
  );
}

export function EventHero({ event, action }: { event: PublicEvent; action: ReactNode }) {
  return (
    <>
      <EventHeading organizer={event.organizer ?? ORGANIZER_FALLBACK} title={event.title} />
      <Box sx={{ mt: 4 }}>
        <FeatureTiles event={event} />
      </Box>
      <Box sx={{ mt: 4 }}>{action}</Box>
    </>
  );
}
