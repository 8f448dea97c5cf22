import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

/** DELETE /api/events/{id}/delete (refused while seats are taken: the answer says why). */
export async function deleteEvent(eventId: string): Promise<void> {
  await apiClient.delete(`/api/events/${encodeURIComponent(eventId)}/delete`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
