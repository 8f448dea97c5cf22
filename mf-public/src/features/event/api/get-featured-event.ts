import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

export const FEATURED_EVENT_QUERY_KEY = [...EVENTS_QUERY_KEY, 'featured'] as const;

/** GET /api/events/featured: the event admins featured, else the next upcoming one, or null. */
export const getFeaturedEvent = () => publicGet<PublicEvent | null>('/api/events/featured');

export const featuredEventQueryOptions = () =>
  queryOptions({ queryKey: FEATURED_EVENT_QUERY_KEY, queryFn: getFeaturedEvent });
export const useFeaturedEvent = (enabled: boolean) => useQuery({ ...featuredEventQueryOptions(), enabled });
