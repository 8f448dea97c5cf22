import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { APPLICATIONS_QUERY_KEY } from './list-applications';

export type ApplicationAction =
  { action: 'status'; status: 'approved' | 'rejected' } | { action: 'seen' } | { action: 'delete' };
export type ApplicationChange = ApplicationAction & { id: string };

/** PATCH .../status, PATCH .../seen or DELETE .../delete of /api/apply/applications/{id}. */
export async function changeApplication(change: ApplicationChange): Promise<void> {
  const path = `/api/apply/applications/${encodeURIComponent(change.id)}`;
  if (change.action === 'status') await apiClient.patch(`${path}/status`, { status: change.status });
  else if (change.action === 'seen') await apiClient.patch(`${path}/seen`);
  else await apiClient.delete(`${path}/delete`);
}

export function useChangeApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
}
