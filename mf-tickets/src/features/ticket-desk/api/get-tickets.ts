import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, TicketListQuery, TicketPage } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { eventTicketsKey } from './ticket-keys';

/** GET /api/tickets/event/{eventId}: one page of the event's tickets, searched and sorted by the server. */
export async function getTickets(eventId: string, query: TicketListQuery): Promise<TicketPage> {
  const response = await apiClient.get<ApiSuccess<TicketPage>>(`/api/tickets/event/${encodeURIComponent(eventId)}`, {
    params: query,
  });
  return response.data.data;
}

export const ticketsQueryOptions = (eventId: string, query: TicketListQuery) =>
  // The previous page stays on screen while the next one loads.
  queryOptions({
    queryKey: [...eventTicketsKey(eventId), 'list', query],
    queryFn: () => getTickets(eventId, query),
    placeholderData: keepPreviousData,
    enabled: eventId !== '',
  });
export const useTickets = (eventId: string, query: TicketListQuery) => useQuery(ticketsQueryOptions(eventId, query));
