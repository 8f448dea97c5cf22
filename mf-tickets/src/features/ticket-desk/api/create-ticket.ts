import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, CreatedTicket, ManualTicketRequest } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateTickets } from './ticket-keys';

/** POST /api/tickets/create: a ticket without payment (capacity still holds); answers it with its QR code. */
export async function createTicket(ticket: ManualTicketRequest): Promise<CreatedTicket> {
  const response = await apiClient.post<ApiSuccess<CreatedTicket>>('/api/tickets/create', ticket);
  return response.data.data;
}

export function useCreateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: createTicket, onSuccess: invalidate });
}
