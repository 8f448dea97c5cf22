import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TicketTimeline } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { eventTicketsKey } from './ticket-keys';

/** GET /api/tickets/event/{eventId}/timeline: created, used and cancelled per UTC day. */
export async function getTicketTimeline(eventId: string): Promise<TicketTimeline> {
  const response = await apiClient.get<ApiSuccess<TicketTimeline>>(
    `/api/tickets/event/${encodeURIComponent(eventId)}/timeline`,
  );
  return response.data.data;
}

export const ticketTimelineQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventTicketsKey(eventId), 'timeline'],
    queryFn: () => getTicketTimeline(eventId),
    enabled: eventId !== '',
  });
export const useTicketTimeline = (eventId: string) => useQuery(ticketTimelineQueryOptions(eventId));
