import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, MemberTicket } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

export const OWN_TICKETS_QUERY_KEY = ['members', 'me', 'tickets'] as const;

/** GET /api/members/me/tickets: the tickets of the member's LPU ID, upcoming events first, each valid one's QR. */
export async function getOwnTickets(): Promise<MemberTicket[]> {
  const response = await apiClient.get<ApiSuccess<MemberTicket[]>>('/api/members/me/tickets');
  return response.data.data;
}

export const ownTicketsQueryOptions = () => queryOptions({ queryKey: OWN_TICKETS_QUERY_KEY, queryFn: getOwnTickets });

export const useOwnTickets = () => useQuery(ownTicketsQueryOptions());
