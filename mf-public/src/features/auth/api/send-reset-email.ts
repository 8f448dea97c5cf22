import { useMutation } from '@tanstack/react-query';
import type { PasswordResetEmailRequest } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/members/send-reset-email: a reset link to the address, if a member has it (the answer never says). */
export async function sendResetEmail(request: PasswordResetEmailRequest): Promise<void> {
  await apiClient.post('/api/members/send-reset-email', request);
}

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
