import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

export const UPCOMING_EVENT_QUERY_KEY = [...EVENTS_QUERY_KEY, 'upcoming-event'] as const;

/** GET /api/events/upcoming-event: the next event not completed and not past, or null. */
export const getUpcomingEvent = () => publicGet<PublicEvent | null>('/api/events/upcoming-event');

export const upcomingEventQueryOptions = () =>
  queryOptions({ queryKey: UPCOMING_EVENT_QUERY_KEY, queryFn: getUpcomingEvent });
export const useUpcomingEvent = () => useQuery(upcomingEventQueryOptions());
