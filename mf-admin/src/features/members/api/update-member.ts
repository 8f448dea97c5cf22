import { useMutation } from '@tanstack/react-query';
import type { AdminMemberUpdateRequest, ApiSuccess, MemberProfile } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateAdmin } from './invalidate-admin';

/** PUT /api/members/{id}/admin: department, designation and LPU ID. */
export async function updateMember({ id, ...body }: AdminMemberUpdateRequest & { id: string }): Promise<MemberProfile> {
  const response = await apiClient.put<ApiSuccess<{ member: MemberProfile }>>(
    `/api/members/${encodeURIComponent(id)}/admin`,
    body,
  );
  return response.data.data.member;
}

export function useUpdateMember() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateMember, onSuccess: invalidate });
}
