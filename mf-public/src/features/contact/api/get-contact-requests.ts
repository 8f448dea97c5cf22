import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, ContactRequest, Page } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { CONTACT_QUERY_KEY } from '@guildhall/contracts/federation';

export const CONTACT_REQUESTS_QUERY_KEY = [...CONTACT_QUERY_KEY, 'requests'] as const;

/** GET /api/contact/getall (admins): the newest 100 requests. */
export async function getContactRequests(): Promise<Page<ContactRequest>> {
  const response = await apiClient.get<ApiSuccess<Page<ContactRequest>>>('/api/contact/getall');
  return response.data.data;
}

export const contactRequestsQueryOptions = () =>
  queryOptions({ queryKey: CONTACT_REQUESTS_QUERY_KEY, queryFn: getContactRequests });
export const useContactRequests = () => useQuery(contactRequestsQueryOptions());
