import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, ApplicationRecord, MembershipApplication } from '@guildhall/contracts';

/** POST /api/apply/apply: files a membership application for the club to review (axios loads on submit: /auth). */
export async function applyForMembership(application: MembershipApplication): Promise<ApplicationRecord> {
  const { apiClient } = await import('@guildhall/shared-session/http');
  const response = await apiClient.post<ApiSuccess<{ application: ApplicationRecord }>>(
    '/api/apply/apply',
    application,
  );
  return response.data.data.application;
}

/** A guest applies: nothing this browser has cached changes. */
export const useApplyForMembership = () => useMutation({ mutationFn: applyForMembership });
