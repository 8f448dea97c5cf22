import { useMutation } from '@tanstack/react-query';
import type { PasswordReset } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/members/reset-password: the e-mailed link's token and the new password. */
export async function resetPassword(reset: PasswordReset): Promise<void> {
  await apiClient.post('/api/members/reset-password', reset);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
