import type { ApiSuccess, QueuedCheckIn, SyncResult } from '@guildhall/contracts';

/** POST /api/check-in/events/{id}/sync: the check-ins this door admitted offline (each nonce counts once). */
export async function syncCheckIns(eventId: string, checkIns: QueuedCheckIn[]): Promise<SyncResult> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<SyncResult>>(
    `/api/check-in/events/${encodeURIComponent(eventId)}/sync`,
    { checkIns },
  );
  return response.data.data;
}
