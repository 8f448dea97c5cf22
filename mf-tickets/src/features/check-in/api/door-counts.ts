import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, DoorCounts } from '@guildhall/contracts';

export const doorCountsQueryKey = (eventId: string) => ['check-in', 'counts', eventId] as const;

/** GET /api/check-in/events/{id}/counts: checked in / total, for the live counter. */
export async function getDoorCounts(eventId: string): Promise<DoorCounts> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.get<ApiSuccess<DoorCounts>>(
    `/api/check-in/events/${encodeURIComponent(eventId)}/counts`,
  );
  return response.data.data;
}

/** Live: other doors check people in too, so the counter asks again every few seconds while online. */
export const doorCountsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: doorCountsQueryKey(eventId),
    queryFn: () => getDoorCounts(eventId),
    staleTime: 0,
    refetchInterval: 5_000,
    retry: false,
  });

export const useDoorCounts = (eventId: string, enabled: boolean) =>
  useQuery({ ...doorCountsQueryOptions(eventId), enabled });
