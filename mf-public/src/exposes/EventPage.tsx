import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from '@guildhall/ui/router';
import { useEffect } from 'react';
import { documentTitle, PATHS } from '@guildhall/contracts/paths';
import { getErrorMessage } from '@guildhall/shared-session';
import { useEvent } from '../features/event/api/get-event';
import { useFeaturedEvent } from '../features/event/api/get-featured-event';
import { useUpcomingEvents } from '../features/event/api/get-upcoming-events';
import { EventMessage, NO_UPCOMING_EVENT, retryButton } from '../features/event/components/EventMessage';
import { EventSkeleton } from '../features/event/components/EventSkeleton';
import { EventView, PageSection } from '../features/event/components/EventView';
import { OtherEvents } from '../features/event/components/OtherEvents';
import { SiteFooter } from '../features/footer/components/SiteFooter';

const allEventsButton = (
  <Button component={RouterLink} to={PATHS.events} variant="outlined">
    View All Events
  </Button>
);

const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status;

/** `/event`'s list of the other upcoming events (cards leading to `/event/:id`). */
function OtherUpcomingEvents({ exceptId }: { exceptId: string | undefined }) {
  const others = useUpcomingEvents(true);
  return (
    <PageSection title={exceptId ? 'More Upcoming Events' : 'Upcoming Events'} id="other-events">
      {/* Exactly one of the failure, loading and the list (the list-state rule, without its module: `/` is budgeted). */}
      {others.isError ? (
        <EventMessage
          role="alert"
          title="Failed to fetch event data."
          text={getErrorMessage(others.error, 'The events could not be loaded. Please try again.')}
          actions={retryButton(() => void others.refetch())}
        />
      ) : others.isPending ? (
        <Typography role="status" color="text.secondary">
          Loading events...
        </Typography>
      ) : (
        <OtherEvents events={others.data.filter((other) => other.id !== exceptId)} />
      )}
    </PageSection>
  );
}

/**
 * `mf_public/EventPage`: the featured event at `/` and `/event`, one event at `/event/:id`; `/event` then lists the
 * other upcoming events (docs/choices.md, "Event page").
 */
export default function EventPage() {
  const { id } = useParams();
  const listsOthers = useLocation().pathname.replace(/\/$/, '') === PATHS.events;
  const featured = useFeaturedEvent(id === undefined);
  const chosen = useEvent(id);
  const query = id === undefined ? featured : chosen;
  const eventTitle = query.data?.title;
  // The tab says which event this is (the shell titled the route 'Events' before the answer came).
  useEffect(() => {
    if (eventTitle) document.title = documentTitle(eventTitle);
  }, [eventTitle]);

  if (query.isPending) return <EventSkeleton />;
  return (
    <>
      <div>
        {query.isError &&
          (statusOf(query.error) === 404 ? (
            <EventMessage
              title="Event not found"
              text="This event does not exist or was removed."
              actions={allEventsButton}
            />
          ) : (
            <EventMessage
              role="alert"
              title="Failed to fetch event data."
              text={getErrorMessage(query.error, 'The event could not be loaded. Please try again.')}
              actions={retryButton(() => void query.refetch())}
            />
          ))}
        {query.isSuccess && (query.data ? <EventView event={query.data} /> : NO_UPCOMING_EVENT)}
        {listsOthers && query.isSuccess && <OtherUpcomingEvents exceptId={query.data?.id} />}
        {id !== undefined && query.isSuccess && (
          <PageSection title="More Events" id="more-events">
            {allEventsButton}
          </PageSection>
        )}
      </div>
      <SiteFooter />
    </>
  );
}
