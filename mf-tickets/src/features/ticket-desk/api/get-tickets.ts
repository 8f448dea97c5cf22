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
  queryOptions({
    queryKey: [...eventTicketsKey(eventId), 'list', query],
    queryFn: () => getTickets(eventId, query),
    // The previous page stays on screen while the next one loads, within one event: another event's tickets are
    // never shown as this one's (its first page shows 'Loading tickets...').
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === eventId ? keepPreviousData(previous) : undefined,
    enabled: eventId !== '',
  });
export const useTickets = (eventId: string, query: TicketListQuery) => useQuery(ticketsQueryOptions(eventId, query));
