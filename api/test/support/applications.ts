import { membershipApplicationSchema } from '@guildhall/contracts';
import type { applications } from '../../src/db/schema';
import { toApplicationRow } from '../../src/modules/applications/service';

/** A complete 'Join Our Organization' form as a visitor sends it to POST /api/apply/apply. */
export const APPLICATION_REQUEST = {
  fullName: 'Riya Kapoor',
  LpuId: '12398765',
  email: 'Riya@Example.com',
  phone: '+91 98765 43210',
  course: 'B.Tech CSE',
  gender: 'female',
  domains: ['technical', 'design'],
  accommodation: 'hostler',
  previousExperience: true,
  anyotherorg: false,
  bio: 'I build small games and want to help with the club website.',
};

/** The row that request is filed as, for suites that set up the admin panel's applications directly. */
export const anApplicationRow = (
  overrides: Partial<typeof applications.$inferInsert> = {},
): typeof applications.$inferInsert => ({
  ...toApplicationRow(membershipApplicationSchema.parse(APPLICATION_REQUEST)),
  ...overrides,
});
