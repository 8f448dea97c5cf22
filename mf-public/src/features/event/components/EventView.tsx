import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PublicEvent } from '@guildhall/contracts';
import { CalendarLinks } from './CalendarLinks';
import { CountdownPanel } from './CountdownPanel';
import { EventDetails } from './EventDetails';
import { EventBackdrop, EventHero } from './EventHero';
import { EventHighlights } from './EventHighlights';
import { PosterGallery } from './PosterGallery';
import { RegisterAction } from './RegisterAction';
import { SpotsMeter } from './SpotsMeter';

export function PageSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby={id} sx={{ py: { xs: 5, sm: 7 } }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: { xs: 3, sm: 4 } }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

/** One event's page: hero, countdown and spots, highlights, details with tags, and the posters. */
export function EventView({ event }: { event: PublicEvent }) {
  return (
    <>
      <EventBackdrop>
        <EventHero
          event={event}
          action={
            <>
              <RegisterAction event={event} />
              <CalendarLinks event={event} />
            </>
          }
        />
        <Box sx={{ mt: { xs: 5, sm: 7 } }}>
          <CountdownPanel startsAt={event.startsAt} />
        </Box>
        <Box sx={{ mt: { xs: 4, sm: 6 }, textAlign: 'left' }}>
          <SpotsMeter event={event} />
        </Box>
      </EventBackdrop>
      <PageSection title="Highlights" id="event-highlights">
        <EventHighlights event={event} />
      </PageSection>
      <PageSection title="Event Details" id="event-details">
        <EventDetails event={event} />
      </PageSection>
      <PageSection title="Posters" id="event-posters">
        <PosterGallery posters={event.posters} />
      </PageSection>
    </>
  );
}
