import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, ApiSuccess, EventWriteInput } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

/** POST /api/events/create, or PUT /api/events/{id}/update with the whole event. */
export async function saveEvent({ eventId, event }: { eventId?: string; event: EventWriteInput }): Promise<AdminEvent> {
  const response = eventId
    ? await apiClient.put<ApiSuccess<AdminEvent>>(`/api/events/${encodeURIComponent(eventId)}/update`, event)
    : await apiClient.post<ApiSuccess<AdminEvent>>('/api/events/create', event);
  return response.data.data;
}

/** Invalidates every event query: the admin list and the public pages' (EVENTS_QUERY_KEY). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
