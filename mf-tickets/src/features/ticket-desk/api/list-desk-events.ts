import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type AdminEvent, type ApiSuccess, type Page } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { TICKETS_QUERY_KEY } from './ticket-keys';

/** GET /api/events/admin/getall: the events the desk offers, latest first (the dropdown and Create Ticket). */
export async function listDeskEvents(): Promise<AdminEvent[]> {
  const response = await apiClient.get<ApiSuccess<Page<AdminEvent>>>('/api/events/admin/getall', {
    params: { sort: '-date', limit: PAGE_SIZE.max },
  });
  return response.data.data.docs;
}

export const deskEventsQueryOptions = () =>
  queryOptions({ queryKey: [...TICKETS_QUERY_KEY, 'events'], queryFn: listDeskEvents });
export const useDeskEvents = () => useQuery(deskEventsQueryOptions());
