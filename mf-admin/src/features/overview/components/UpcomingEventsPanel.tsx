import { useEffect } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { formatDay } from '../../../format';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { Panel } from './Panel';

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
      {events.isPending && <LoadingBlock label="Loading upcoming events" height={120} />}
      {events.isError && (
        <Button variant="outlined" size="small" onClick={() => events.refetch()}>
          Retry
        </Button>
      )}
      {events.data?.length === 0 && (
        <>
          <Typography sx={{ fontWeight: 600 }}>No upcoming events</Typography>
          <Typography color="text.secondary">Create a new event to get started</Typography>
        </>
      )}
      {events.data && events.data.length > 0 && (
        <List dense disablePadding>
          {events.data.map((event) => (
            <ListItem key={event.id} disableGutters divider>
              <ListItemText
                primary={event.title}
                secondary={[formatDay(event.date), event.time, event.venue].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
