import type { MembershipApplication } from '@guildhall/contracts';
import { apiClient } from '@guildhall/shared-session/http';

/** POST /api/apply/apply: files a membership application for the club to review. */
export async function applyForMembership(application: MembershipApplication): Promise<void> {
  await apiClient.post('/api/apply/apply', application);
}
