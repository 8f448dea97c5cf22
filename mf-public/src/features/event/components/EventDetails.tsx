import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_EVENT_TAGS } from '@guildhall/contracts/enums';
import type { PublicEvent } from '@guildhall/contracts';
import { formatEventTime, formatLongDate } from '@guildhall/contracts/dates';
import { priceText, sponsorOf } from '../../../shared/event-format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Date and time, location, ticket price (the spec's ₹1 fallback), who runs it, the description and the tags. */
export function EventDetails({ event }: { event: PublicEvent }) {
  const sponsor = sponsorOf(event);
  const tags = event.tags.length > 0 ? event.tags : DEFAULT_EVENT_TAGS;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, gap: { xs: 3, md: 6 } }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail
          label="Date and time"
          value={`${formatLongDate(event.startsAt)} · ${formatEventTime(event.startsAt)}`}
        />
        <Detail label="Location" value={event.venue} />
        <Detail label="Ticket price" value={priceText(event.ticketPrice)} />
        {event.organizer && <Detail label="Organiser" value={event.organizer} />}
        {sponsor && <Detail label="Sponsor" value={sponsor} />}
      </Box>
      <Box>
        {event.description && (
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.7 }}>
            {event.description}
          </Typography>
        )}
        <Box
          component="ul"
          aria-label="Tags"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {tags.map((tag) => (
            <Box
              component="li"
              key={tag}
              sx={{
                px: 1.75,
                py: 0.5,
                borderRadius: 99,
                border: 1,
                borderColor: 'secondary.main',
                color: 'primary.main',
                fontWeight: 600,
                fontSize: '0.875rem',
              }}
            >
              #{tag}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
