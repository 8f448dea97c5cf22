import type { ApplicationRecord, MembershipApplication } from '@guildhall/contracts';
import type { Db } from '../../db/client';
import { applications, type ApplicationRow } from '../../db/schema';

export function createApplicationService(db: Db) {
  return {
    async submit(application: MembershipApplication): Promise<ApplicationRecord> {
      const [row] = await db
        .insert(applications)
        .values({
          fullName: application.fullName,
          lpuId: application.LpuId,
          email: application.email,
          phone: application.phone,
          course: application.course,
          gender: application.gender,
          domains: application.domains,
          accommodation: application.accommodation,
          previousExperience: application.previousExperience,
          anyOtherOrg: application.anyotherorg,
          bio: application.bio,
        })
        .returning();
      return toApplicationRecord(row!);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    fullName: row.fullName,
    LpuId: row.lpuId,
    email: row.email,
    phone: row.phone,
    course: row.course,
    gender: row.gender,
    domains: row.domains,
    accommodation: row.accommodation,
    previousExperience: row.previousExperience,
    anyotherorg: row.anyOtherOrg,
    bio: row.bio,
    position: row.position,
    status: row.status,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}
