import type { ApiSuccess, CheckInList } from '@guildhall/contracts';

/** GET /api/check-in/events/{id}/list: every ticket with its secret's hash, for judging scans offline. */
export async function getCheckInList(eventId: string): Promise<CheckInList> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<CheckInList>>(
    `/api/check-in/events/${encodeURIComponent(eventId)}/list`,
  );
  return response.data.data;
}
