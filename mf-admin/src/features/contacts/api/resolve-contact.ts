import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@guildhall/shared-session/http';
import { CONTACT_QUERY_KEY } from '@guildhall/contracts/federation';

/** PATCH /api/contact/{id}/resolve */
export async function resolveContact(id: string): Promise<void> {
  await apiClient.patch(`/api/contact/${encodeURIComponent(id)}/resolve`);
}

export function useResolveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_QUERY_KEY }),
  });
}
