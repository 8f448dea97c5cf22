import type { ApplicationRecord, MembershipApplication } from '@guildhall/contracts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { applications, type ApplicationRow } from '../../db/schema';
import { fieldError } from '../../http';
import { guest, recordActivity } from '../activity/service';

type NewApplicationRow = typeof applications.$inferInsert;

const ONE_PENDING_PER_LPU_ID = 'applications_one_pending_per_lpu_id';
export const APPLICATION_PENDING =
  'An application with this LPU ID is already waiting for review. We will contact you soon.';

export function createApplicationService(db: Db) {
  return {
    /** Files a pending application; 409 on the LPU ID while an earlier one from it still waits for review. */
    async submit(application: MembershipApplication): Promise<ApplicationRecord> {
      const row = await db
        .transaction(async (tx) => {
          const [inserted] = await tx.insert(applications).values(toApplicationRow(application)).returning();
          await recordActivity(tx, { actor: guest(application.fullName), kind: 'application.submitted' });
          return inserted!;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) === ONE_PENDING_PER_LPU_ID) throw fieldError(409, 'LpuId', APPLICATION_PENDING);
          throw error;
        });
      return toApplicationRecord(row);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** A validated application as the row it is filed as (pending and unseen by the table's defaults). */
export function toApplicationRow(application: MembershipApplication): NewApplicationRow {
  return {
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
  };
}

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
