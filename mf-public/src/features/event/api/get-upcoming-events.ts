import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@guildhall/contracts/limits';
import type { Page, PublicEvent } from '@guildhall/contracts';
import { publicGet } from '@guildhall/shared-session';
import { clubDay } from '@guildhall/contracts/dates';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

export const UPCOMING_EVENTS_QUERY_KEY = [...EVENTS_QUERY_KEY, 'upcoming-list'] as const;

/**
 * GET /api/events/getall?status=upcoming: the events still ahead (not on a past club day), soonest first. Asked
 * latest first so the largest page holds the future ones even when past events were never marked completed.
 */
export async function getUpcomingEvents(): Promise<PublicEvent[]> {
  const page = await publicGet<Page<PublicEvent>>(
    `/api/events/getall?status=upcoming&sort=-date&limit=${PAGE_SIZE.max}`,
  );
  const today = clubDay();
  return page.docs.filter((event) => event.date >= today).reverse();
}

export const upcomingEventsQueryOptions = () =>
  queryOptions({ queryKey: UPCOMING_EVENTS_QUERY_KEY, queryFn: getUpcomingEvents });
export const useUpcomingEvents = (enabled: boolean) => useQuery({ ...upcomingEventsQueryOptions(), enabled });
