import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, Verification } from '@guildhall/contracts';

/** POST /api/cashfree/verify?order_id=: the server asks the provider and issues the ticket once paid. */
export async function verifyPayment(orderId: string): Promise<Verification> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<Verification>>(
    `/api/cashfree/verify?order_id=${encodeURIComponent(orderId)}`,
  );
  return response.data?.data;
}

// Never served from the cache: every visit and every Retry asks again.
export const verificationQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify', orderId] as const,
    queryFn: () => verifyPayment(orderId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useVerification = (orderId: string | null) =>
  useQuery({ ...verificationQueryOptions(orderId ?? ''), enabled: orderId !== null });
