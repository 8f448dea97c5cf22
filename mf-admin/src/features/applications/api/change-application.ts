import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { APPLICATIONS_QUERY_KEY } from './list-applications';

export type ApplicationAction =
  { action: 'status'; status: 'approved' | 'rejected' } | { action: 'seen' } | { action: 'delete' };
export type ApplicationChange = ApplicationAction & { id: string };

/**
 * PATCH .../status, PATCH .../seen or DELETE .../delete of /api/apply/applications/{id}. Answers the server's
 * message (an approval says what happened to the applicant's member account).
 */
export async function changeApplication(change: ApplicationChange): Promise<string> {
  const path = `/api/apply/applications/${encodeURIComponent(change.id)}`;
  const response =
    change.action === 'status'
      ? await apiClient.patch<{ message: string }>(`${path}/status`, { status: change.status })
      : change.action === 'seen'
        ? await apiClient.patch<{ message: string }>(`${path}/seen`)
        : await apiClient.delete<{ message: string }>(`${path}/delete`);
  return response.data.message;
}

export function useChangeApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
}
