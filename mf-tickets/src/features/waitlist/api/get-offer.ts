import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { WaitlistOffer } from '@guildhall/contracts/waitlist';

/** GET /api/waitlist/offer?token=: the seat offered to an entry, with its details and until when it waits. */
export async function getOffer(token: string): Promise<WaitlistOffer> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<WaitlistOffer>>(
    `/api/waitlist/offer?token=${encodeURIComponent(token)}`,
  );
  return response.data.data;
}

// Asked afresh on every visit: an offer ends when its time runs out or its seat is bought.
export const offerQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['waitlist', 'offer', token] as const, queryFn: () => getOffer(token), staleTime: 0 });

export const useOffer = (token: string) => useQuery(offerQueryOptions(token));
