import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, FindTicketRequest } from '@guildhall/contracts';

/**
 * POST /api/tickets/find: the tickets held under this e-mail address and LPU ID are e-mailed to it again. Answers
 * the server's confirmation, the same whatever the details.
 */
export async function findTicket(request: FindTicketRequest): Promise<string> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<null>>('/api/tickets/find', request);
  return response.data.message;
}

export const useFindTicket = () => useMutation({ mutationFn: findTicket });
