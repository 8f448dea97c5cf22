import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { WaitlistDesk } from '@guildhall/contracts/waitlist';
import { apiClient } from '@guildhall/shared-session/http';
import { eventWaitlistKey } from './ticket-keys';

/** GET /api/admin/events/{id}/waitlist: the list's switch and offer window, the counts, the entries in line order. */
export async function getWaitlist(eventId: string): Promise<WaitlistDesk> {
  const response = await apiClient.get<ApiSuccess<WaitlistDesk>>(
    `/api/admin/events/${encodeURIComponent(eventId)}/waitlist`,
  );
  return response.data.data;
}

export const waitlistQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: eventWaitlistKey(eventId), queryFn: () => getWaitlist(eventId), enabled: eventId !== '' });
export const useWaitlist = (eventId: string) => useQuery(waitlistQueryOptions(eventId));
