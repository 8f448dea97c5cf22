import { useMutation } from '@tanstack/react-query';
import type { ForgotLpuIdRequest } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/members/forgot-lpu-id: the LPU ID is e-mailed to the address if a member has it. */
export async function sendLpuIdReminder(request: ForgotLpuIdRequest): Promise<void> {
  await apiClient.post('/api/members/forgot-lpu-id', request);
}

export const useSendLpuIdReminder = () => useMutation({ mutationFn: sendLpuIdReminder });
