import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, PublicEvent } from '@guildhall/contracts';
import { eventQueryKey } from '@guildhall/contracts/federation';

/** GET /api/events/by-id/{id}: the event being bought (price, seats, whether sales are open). */
export async function getEvent(eventId: string): Promise<PublicEvent> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<PublicEvent>>(`/api/events/by-id/${encodeURIComponent(eventId)}`);
  return response.data.data;
}

// Always asked afresh when the dialog opens: seats and the sales window change by the minute.
export const eventQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: eventQueryKey(eventId), queryFn: () => getEvent(eventId), staleTime: 0 });

export const useEvent = (eventId: string, enabled: boolean) => useQuery({ ...eventQueryOptions(eventId), enabled });
