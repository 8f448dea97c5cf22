import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useSession } from '@guildhall/shared-session';
import { useDoorEvents } from '../features/check-in/api/door-events';
import { DoorPanel } from '../features/check-in/components/DoorPanel';
import { installDoor } from '../features/check-in/offline/install-door';
import { lastDoorEvent } from '../features/check-in/offline/last-event';
import { DoorNotice } from '../features/check-in/components/DoorNotice';

/** /tickets/check-in: the door, for admins and the members an admin granted an event's door. */
export default function CheckInPage() {
  const user = useSession((state) => state.user);
  const events = useDoorEvents();
  // The event this device's door last worked, while the caller may still staff it; else the first (newest) one.
  const [chosen, setEventId] = useState(() => lastDoorEvent.get() ?? '');
  const eventId = (events.data?.some((event) => event.id === chosen) ? chosen : events.data?.[0]?.id) ?? '';

  useEffect(installDoor, []);
  useEffect(() => {
    if (eventId) lastDoorEvent.set(eventId);
  }, [eventId]);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Check-in
      </Typography>
      {events.isPending && <CircularProgress aria-label="Loading events" sx={{ mt: 3 }} />}
      {events.isError && (
        <DoorNotice tone="error">{getErrorMessage(events.error, 'Events could not be loaded.')}</DoorNotice>
      )}
      {events.data?.length === 0 && (
        <DoorNotice tone="info">
          You have no event to check people in for. An admin can give you door access for an event.
        </DoorNotice>
      )}
      {events.data && events.data.length > 0 && (
        <>
          <Box component="label" htmlFor="door-event" sx={{ display: 'block', fontWeight: 600, mt: 2, mb: 0.5 }}>
            Event
          </Box>
          <Box
            component="select"
            id="door-event"
            value={eventId}
            onChange={(event) => setEventId(event.target.value)}
            sx={{ width: '100%', p: 1.25, fontSize: '1rem', borderRadius: 1, border: 1, borderColor: 'grey.500' }}
          >
            {events.data.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} · {event.date}
                {event.time ? ` ${event.time}` : ''}
              </option>
            ))}
          </Box>
          {eventId && <DoorPanel key={eventId} eventId={eventId} doorName={user?.fullname ?? 'this door'} />}
        </>
      )}
    </Container>
  );
}
