import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, DoorEvent } from '@guildhall/contracts';
import { orderDoorEvents } from '@guildhall/contracts/check-in-format';
import { doorStore } from '../offline/door-store';
import { DOOR_EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

/**
 * GET /api/check-in/events: the events the signed-in admin or door staff may check people in for, in the door's
 * order (today's, upcoming, past). With no network at all, the events whose check-in lists this device stored (the
 * door opened offline), in the same order.
 */
export async function getDoorEvents(): Promise<DoorEvent[]> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  try {
    const response = await apiClient.get<ApiSuccess<DoorEvent[]>>('/api/check-in/events');
    return response.data.data;
  } catch (error) {
    const stored = (error as { response?: unknown }).response === undefined ? await doorStore.storedEvents() : [];
    if (stored.length === 0) throw error;
    return orderDoorEvents(stored);
  }
}

export const doorEventsQueryOptions = () => queryOptions({ queryKey: DOOR_EVENTS_QUERY_KEY, queryFn: getDoorEvents });
export const useDoorEvents = () => useQuery(doorEventsQueryOptions());
