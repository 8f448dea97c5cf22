import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicEvent } from '@guildhall/contracts';
import { GridList } from './GridList';
import { sponsorOf } from '../../../shared/event-format';

interface Highlight {
  title: string;
  text: string;
}

/** The six highlight cards: what a visitor can count on, true of this event (its registration, its people). */
export function highlightsOf(event: PublicEvent): Highlight[] {
  const sponsor = sponsorOf(event);
  const organizer = event.organizer ?? 'the Guildhall events team';
  const registration: Highlight[] = event.registrationUrl
    ? [
        {
          title: 'Organiser Registration',
          text: 'Registration runs on the organiser’s own site: Register Here opens it.',
        },
        {
          title: 'Their Confirmation',
          text: 'The organiser confirms your place; bring their confirmation to the door.',
        },
      ]
    : [
        {
          title: 'Instant E-Ticket',
          text: 'Your ticket and its QR code arrive by e-mail as soon as the payment succeeds.',
        },
        {
          title: 'One-Scan Entry',
          text: 'Show the QR code at the door: one scan and you are in. Each code works once.',
        },
      ];
  return [
    ...registration,
    {
      title: 'Honest Seat Count',
      text:
        event.totalSpots === null
          ? 'Open registration: no cap on the number of places.'
          : 'Spots left are counted live from tickets issued and seats on hold. No made-up numbers.',
    },
    { title: 'Hosted by', text: `${organizer}, students running events for students.` },
    {
      title: sponsor ? 'Partnered with' : 'Club-Run',
      text: sponsor ? `${sponsor} supports this event.` : 'No sponsor: organised and paid for by the club.',
    },
    { title: 'The Venue', text: `${event.venue}. Come a little early: entry is checked at the door.` },
  ];
}

export function EventHighlights({ event }: { event: PublicEvent }) {
  return (
    <GridList label="Highlights" columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
      {highlightsOf(event).map((highlight, index) => (
        <Box
          component="li"
          key={highlight.title}
          sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Typography component="p" sx={{ color: 'secondary.dark', fontWeight: 800, fontSize: '0.85rem' }}>
            {String(index + 1).padStart(2, '0')}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mt: 0.5 }}>
            {highlight.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {highlight.text}
          </Typography>
        </Box>
      ))}
    </GridList>
  );
}
