import { useEffect } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PublicEvent } from '@guildhall/contracts';
import { formatCalendarDay, formatDateTime } from '@guildhall/contracts/dates';
import { QueryView } from '@guildhall/ui/list-state';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { Panel } from './Panel';

/** '5 Dec 2026, 6:30 pm' (club time); the day alone when the event has no time. */
const eventWhen = (event: Pick<PublicEvent, 'date' | 'time' | 'startsAt'>) =>
  event.time ? formatDateTime(event.startsAt) : formatCalendarDay(event.date);

interface UpcomingEventsPanelProps {
  onViewAll?: () => void;
  /** A failure goes to the dashboard's banner, as the spec's 'Failed to load dashboard data'. */
  onError(message: string): void;
}

/** The next three events; 'View All' opens the Events tab when the dashboard has one. */
export function UpcomingEventsPanel({ onViewAll, onError }: UpcomingEventsPanelProps) {
  const events = useUpcomingEvents();
  useEffect(() => {
    if (events.isError) onError('Failed to load dashboard data');
  }, [events.isError, onError]);

  return (
    <Panel
      title="Upcoming Events"
      action={
        onViewAll && (
          <Button size="small" onClick={onViewAll}>
            View All
          </Button>
        )
      }
    >
      <QueryView
        query={events}
        loading={<LoadingBlock label="Loading upcoming events" height={120} />}
        errorText="Failed to load upcoming events"
        isEmpty={(data) => data.length === 0}
        empty={
          <>
            <Typography sx={{ fontWeight: 600 }}>No upcoming events</Typography>
            <Typography color="text.secondary">Create a new event to get started</Typography>
          </>
        }
      >
        {(data) => (
          <List dense disablePadding>
            {data.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemText primary={event.title} secondary={`${eventWhen(event)} · ${event.venue}`} />
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
    </Panel>
  );
}
