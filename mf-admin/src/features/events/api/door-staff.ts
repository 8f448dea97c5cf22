import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, DoorStaff, GrantRequest } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

const grantsUrl = (eventId: string) => `/api/check-in/events/${encodeURIComponent(eventId)}/grants`;
export const doorStaffQueryKey = (eventId: string) => ['check-in', 'grants', eventId] as const;

/** GET /api/check-in/events/{id}/grants: the members who may check people in for this event. */
export async function getDoorStaff(eventId: string): Promise<DoorStaff[]> {
  return (await apiClient.get<ApiSuccess<DoorStaff[]>>(grantsUrl(eventId))).data.data;
}

export const doorStaffQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: doorStaffQueryKey(eventId), queryFn: () => getDoorStaff(eventId) });
export const useDoorStaff = (eventId: string) => useQuery(doorStaffQueryOptions(eventId));

/** POST (grant by LPU ID) and DELETE (revoke) answer the event's new list, which replaces the cached one. */
export function useGrantDoor(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (grant: GrantRequest) =>
      (await apiClient.post<ApiSuccess<DoorStaff[]>>(grantsUrl(eventId), grant)).data.data,
    onSuccess: (staff) => queryClient.setQueryData(doorStaffQueryKey(eventId), staff),
  });
}

export function useRevokeDoor(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) =>
      (await apiClient.delete<ApiSuccess<DoorStaff[]>>(`${grantsUrl(eventId)}/${encodeURIComponent(memberId)}`)).data
        .data,
    onSuccess: (staff) => queryClient.setQueryData(doorStaffQueryKey(eventId), staff),
  });
}
