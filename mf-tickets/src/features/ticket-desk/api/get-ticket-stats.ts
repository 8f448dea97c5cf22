import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TicketStats } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { eventTicketsKey } from './ticket-keys';

/** GET /api/tickets/event/{eventId}/stats: Total Tickets, Cancelled, Checked In. */
export async function getTicketStats(eventId: string): Promise<TicketStats> {
  const response = await apiClient.get<ApiSuccess<TicketStats>>(
    `/api/tickets/event/${encodeURIComponent(eventId)}/stats`,
  );
  return response.data.data;
}

export const ticketStatsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventTicketsKey(eventId), 'stats'],
    queryFn: () => getTicketStats(eventId),
    enabled: eventId !== '',
  });
export const useTicketStats = (eventId: string) => useQuery(ticketStatsQueryOptions(eventId));
