import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateTickets } from './ticket-keys';

/** DELETE /api/tickets/{id} */
export async function deleteTicket(id: string): Promise<void> {
  await apiClient.delete(`/api/tickets/${encodeURIComponent(id)}`);
}

export function useDeleteTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: deleteTicket, onSuccess: invalidate });
}
