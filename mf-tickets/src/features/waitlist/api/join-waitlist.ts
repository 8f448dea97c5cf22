import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { WaitlistJoinRequest } from '@guildhall/contracts/waitlist';

/**
 * POST /api/waitlist/join: the e-mail address is sent a link to confirm the place and one to leave. The server
 * answers the same whether an entry was made or one stood already; it refuses (409) an event with a seat to sell.
 */
export async function joinWaitlist(request: WaitlistJoinRequest): Promise<void> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  await apiClient.post<ApiSuccess<null>>('/api/waitlist/join', request);
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
