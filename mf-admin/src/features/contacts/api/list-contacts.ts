import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type ApiSuccess,
  type ContactCounts,
  type ContactListQuery,
  type ContactRequest,
  type Page,
} from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { CONTACT_QUERY_KEY } from '@guildhall/contracts/federation';

/** GET /api/contact/getall: one page (the newest 100) of the requests matching the filters. */
export async function listContacts(query: ContactListQuery = {}): Promise<Page<ContactRequest>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const response = await apiClient.get<ApiSuccess<Page<ContactRequest>>>('/api/contact/getall', {
    params: { limit: PAGE_SIZE.max, ...params },
  });
  return response.data.data;
}

/** Every contact request, page after page (the export's 'All data'). */
export async function listAllContacts(): Promise<ContactRequest[]> {
  const all: ContactRequest[] = [];
  for (let page = 1; ; page += 1) {
    const { docs, totalDocs } = await listContacts({ page });
    all.push(...docs);
    if (docs.length === 0 || all.length >= totalDocs) return all;
  }
}

export const useContacts = (query: ContactListQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...CONTACT_QUERY_KEY, 'list', query],
      queryFn: () => listContacts(query),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/contact/counts */
export async function countContacts(): Promise<ContactCounts> {
  const response = await apiClient.get<ApiSuccess<ContactCounts>>('/api/contact/counts');
  return response.data.data;
}

export const useContactCounts = () =>
  useQuery(queryOptions({ queryKey: [...CONTACT_QUERY_KEY, 'counts'], queryFn: countContacts }));
