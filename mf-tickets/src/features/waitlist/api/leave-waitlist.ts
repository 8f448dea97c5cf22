import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import type { WaitlistPlace } from '@guildhall/contracts/waitlist';

/** POST /api/waitlist/leave: the entry leaves the list (again, the same answer) and frees its e-mail and LPU ID. */
export async function leaveWaitlist(token: string): Promise<WaitlistPlace> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<WaitlistPlace>>('/api/waitlist/leave', { token });
  return response.data.data;
}

export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist });
