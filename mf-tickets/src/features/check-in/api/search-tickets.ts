import type { ApiSuccess, DoorSearchHit } from '@guildhall/contracts';

/** GET /api/check-in/events/{id}/search?q=: this event's tickets by name, LPU ID or e-mail. */
export async function searchTickets(eventId: string, q: string, signal?: AbortSignal): Promise<DoorSearchHit[]> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<DoorSearchHit[]>>(
    `/api/check-in/events/${encodeURIComponent(eventId)}/search`,
    { params: { q }, signal },
  );
  return response.data.data;
}
