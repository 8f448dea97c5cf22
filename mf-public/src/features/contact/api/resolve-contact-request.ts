import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSuccess, ContactRequest, Page } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { CONTACT_REQUESTS_QUERY_KEY } from './get-contact-requests';

/** PATCH /api/contact/{id}/resolve (admins). */
export async function resolveContactRequest(id: string): Promise<ContactRequest> {
  const response = await apiClient.patch<ApiSuccess<ContactRequest>>(`/api/contact/${encodeURIComponent(id)}/resolve`);
  return response.data.data;
}

/** The resolved request replaces its copy in the cached list (the spec's local update), without a refetch. */
export function useResolveContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveContactRequest,
    onSuccess: (resolved) =>
      queryClient.setQueryData<Page<ContactRequest>>(
        CONTACT_REQUESTS_QUERY_KEY,
        (page) =>
          page && { ...page, docs: page.docs.map((request) => (request.id === resolved.id ? resolved : request)) },
      ),
  });
}
