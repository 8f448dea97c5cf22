import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, MemberProfile, MemberRestrictionRequest } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateAdmin } from './invalidate-admin';

export type Restriction = 'ban' | 'remove';

export interface RestrictMemberRequest extends MemberRestrictionRequest {
  id: string;
  restriction: Restriction;
}

/** PUT /api/members/{id}/ban (a reason, an optional review date) or /remove (a reason); the member's sign-ins end. */
export async function restrictMember({ id, restriction, ...body }: RestrictMemberRequest): Promise<MemberProfile> {
  const response = await apiClient.put<ApiSuccess<{ member: MemberProfile }>>(
    `/api/members/${encodeURIComponent(id)}/${restriction}`,
    body,
  );
  return response.data.data.member;
}

export function useRestrictMember() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: restrictMember, onSuccess: invalidate });
}
