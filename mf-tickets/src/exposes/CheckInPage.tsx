import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { doorEventPhase } from '@guildhall/contracts/check-in-format';
import { getErrorMessage, useSession } from '@guildhall/shared-session';
import { useDoorEvents } from '../features/check-in/api/door-events';
import { DoorPanel } from '../features/check-in/components/DoorPanel';
import { chooseDoorEvent, doorOptionLabel, eventWhen, groupDoorEvents } from '../features/check-in/event-choice';
import { installDoor } from '../features/check-in/offline/install-door';
import { lastDoorEvent } from '../features/check-in/offline/last-event';
import { DoorNotice } from '../features/check-in/components/DoorNotice';

/** /tickets/check-in: the door, for admins and the members an admin granted an event's door. */
export default function CheckInPage() {
  const user = useSession((state) => state.user);
  const events = useDoorEvents();
  // The volunteer's pick of today, else today's event, else the next one (docs/choices.md, "The door").
  const [pick, setPick] = useState(() => lastDoorEvent.get());
  const event = events.data ? chooseDoorEvent(events.data, pick) : undefined;
  const eventId = event?.id ?? '';

  useEffect(installDoor, []);

  const choose = (id: string) => {
    lastDoorEvent.set(id);
    setPick(lastDoorEvent.get());
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Check-in
      </Typography>
      {(events.isPending || (events.isError && events.isFetching)) && (
        <CircularProgress aria-label="Loading events" sx={{ mt: 3 }} />
      )}
      {events.isError && !events.isFetching && (
        <DoorNotice tone="error" onRetry={() => void events.refetch()}>
          {getErrorMessage(events.error, 'Events could not be loaded.')}
        </DoorNotice>
      )}
      {events.data?.length === 0 && (
        <DoorNotice tone="info">
          You have no event to check people in for. An admin can give you door access for an event.
        </DoorNotice>
      )}
      {event && events.data && (
        <>
          <Box component="label" htmlFor="door-event" sx={{ display: 'block', fontWeight: 600, mt: 2, mb: 0.5 }}>
            Event
          </Box>
          <Box
            component="select"
            id="door-event"
            value={eventId}
            onChange={(change) => choose(change.target.value)}
            aria-describedby="door-event-when"
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: '100%',
              boxSizing: 'border-box',
              minHeight: 48,
              px: 1.25,
              font: 'inherit',
              fontSize: '1rem',
              borderRadius: 1,
              border: 1,
              borderColor: 'grey.500',
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            {groupDoorEvents(events.data).map((group) => (
              <optgroup key={group.phase} label={group.label}>
                {group.events.map((option) => (
                  <option key={option.id} value={option.id}>
                    {doorOptionLabel(option, group.phase)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Box>
          <Typography id="door-event-when" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {doorEventPhase(event) === 'today' ? 'Today' : doorEventPhase(event) === 'past' ? 'Past event' : 'Upcoming'}{' '}
            · {eventWhen(event)} · {event.venue}
          </Typography>
          <DoorPanel key={eventId} eventId={eventId} doorName={user?.fullname ?? 'this door'} />
        </>
      )}
    </Container>
  );
}
