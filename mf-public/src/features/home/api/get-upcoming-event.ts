import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';

export const UPCOMING_EVENT_QUERY_KEY = ['events', 'upcoming-event'] as const;

/** GET /api/events/upcoming-event: the next event not completed and not past, or null. */
export const getUpcomingEvent = () => publicGet<PublicEvent | null>('/api/events/upcoming-event');

export const upcomingEventQueryOptions = () =>
  queryOptions({ queryKey: UPCOMING_EVENT_QUERY_KEY, queryFn: getUpcomingEvent });
export const useUpcomingEvent = () => useQuery(upcomingEventQueryOptions());
