import type { ApiSuccess, RedeemRequest, Verdict } from '@guildhall/contracts';

/** POST /api/check-in/events/{id}/redeem: the server's verdict on a scanned secret or a tapped ticket. */
export async function redeemTicket(eventId: string, request: RedeemRequest): Promise<Verdict> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<Verdict>>(
    `/api/check-in/events/${encodeURIComponent(eventId)}/redeem`,
    request,
  );
  return response.data.data;
}
