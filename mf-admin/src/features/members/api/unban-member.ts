import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, MemberProfile } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateAdmin } from './invalidate-admin';

/** PUT /api/members/{id}/unban */
export async function unbanMember(id: string): Promise<MemberProfile> {
  const response = await apiClient.put<ApiSuccess<{ member: MemberProfile }>>(
    `/api/members/${encodeURIComponent(id)}/unban`,
  );
  return response.data.data.member;
}

export function useUnbanMember() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: unbanMember, onSuccess: invalidate });
}
