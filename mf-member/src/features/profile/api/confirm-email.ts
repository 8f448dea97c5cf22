import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, EmailConfirmation } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/**
 * POST /api/members/confirm-email: the token of the link e-mailed to a new address makes it the account's (no sign-in
 * needed: the link is the proof). Answers the server's message ('Your e-mail address is now ...').
 */
export async function confirmEmail(confirmation: EmailConfirmation): Promise<string> {
  const response = await apiClient.post<ApiSuccess<{ email: string }>>('/api/members/confirm-email', confirmation);
  return response.data.message;
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
