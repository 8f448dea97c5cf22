import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, AdminTicket } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateTickets } from './ticket-keys';

// The row actions that answer the ticket as it is now: Mark Used / Not Used, Cancel, Resend e-mail.
export type TicketChange =
  { action: 'status'; isUsed: boolean } | { action: 'cancel'; reason: string } | { action: 'resend' };

const path = (id: string, action: TicketChange['action']) => `/api/tickets/${encodeURIComponent(id)}/${action}`;

/** PATCH /api/tickets/{id}/status, POST /api/tickets/{id}/cancel, POST /api/tickets/{id}/resend */
export async function updateTicket(id: string, change: TicketChange): Promise<AdminTicket> {
  const response =
    change.action === 'status'
      ? await apiClient.patch<ApiSuccess<AdminTicket>>(path(id, 'status'), { isUsed: change.isUsed })
      : await apiClient.post<ApiSuccess<AdminTicket>>(
          path(id, change.action),
          change.action === 'cancel' ? { reason: change.reason } : undefined,
        );
  return response.data.data;
}

export function useUpdateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TicketChange }) => updateTicket(id, change),
    onSuccess: invalidate,
  });
}
