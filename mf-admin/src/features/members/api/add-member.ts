import { useMutation } from '@tanstack/react-query';
import type { AdminRegisterRequest, ApiSuccess, MemberProfile } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';
import { useInvalidateAdmin } from './invalidate-admin';

/** POST /api/admin/register as the signed-in admin (the Add Member modal). */
export async function addMember(registration: Omit<AdminRegisterRequest, 'secret'>): Promise<MemberProfile> {
  const response = await apiClient.post<ApiSuccess<{ member: MemberProfile }>>('/api/admin/register', registration);
  return response.data.data.member;
}

export function useAddMember() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: addMember, onSuccess: invalidate });
}
