import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, DoorEvent } from '@guildhall/contracts';

export const DOOR_EVENTS_QUERY_KEY = ['check-in', 'events'] as const;

/** GET /api/check-in/events: the events the signed-in admin or door staff may check people in for. */
export async function getDoorEvents(): Promise<DoorEvent[]> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<DoorEvent[]>>('/api/check-in/events');
  return response.data.data;
}

export const doorEventsQueryOptions = () => queryOptions({ queryKey: DOOR_EVENTS_QUERY_KEY, queryFn: getDoorEvents });
export const useDoorEvents = () => useQuery(doorEventsQueryOptions());
