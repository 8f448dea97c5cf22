import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { WaitlistPlace } from '@guildhall/contracts/waitlist';

/** POST /api/waitlist/confirm: puts the entry in line (once; again, the same place) and answers its place. */
export async function confirmPlace(token: string): Promise<WaitlistPlace> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<WaitlistPlace>>('/api/waitlist/confirm', { token });
  return response.data.data;
}

// Read like a query, as the payment result's verify: confirming again changes nothing, so the page asks once on
// opening (its own proof is the link) and a reload asks again for the place now.
export const confirmPlaceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'confirm', token] as const,
    queryFn: () => confirmPlace(token),
    staleTime: Infinity,
  });

export const useConfirmPlace = (token: string) => useQuery(confirmPlaceQueryOptions(token));
