import { useMutation } from '@tanstack/react-query';
import type { AdminRegisterRequest, ApiSuccess, MemberProfile } from '@guildhall/contracts';

/** POST /api/admin/register: creates a member account; allowed with the admin secret or an admin's bearer. */
export async function registerMember(registration: AdminRegisterRequest): Promise<MemberProfile> {
  const { apiClient } = await import('@guildhall/shared-session/http'); // on submit: /admin/auth is budgeted
  const response = await apiClient.post<ApiSuccess<{ member: MemberProfile }>>('/api/admin/register', registration);
  return response.data.data.member;
}

/** From the sign-in screen nobody is signed in, so no member list is cached that would need invalidating. */
export const useRegisterMember = () => useMutation({ mutationFn: registerMember });
