import { DEMO_ACCOUNTS, seedDemoData } from '../../src/demo/seed';
import { members } from '../../src/db/schema';
import { describeEachDatabase, post, TEST_ADMIN_SECRET } from '../support/test-app';

describeEachDatabase('seedDemoData', (context) => {
  it('seeds an empty database once, with working demo accounts', async () => {
    expect(await seedDemoData(context.database)).toBe(true);
    expect(await seedDemoData(context.database)).toBe(false);

    const people = await context.database.db.select({ designation: members.designation }).from(members);
    expect(people.length).toBeGreaterThanOrEqual(16);
    expect(people.map((person) => person.designation)).toEqual(expect.arrayContaining(['CEO', 'CTO', 'CMO', 'COO']));

    const { member, admin } = DEMO_ACCOUNTS;
    expect(
      (await post(context.app, '/api/members/login', { LpuId: member.lpuId, password: member.password })).status,
    ).toBe(200);
    expect(
      (await post(context.app, '/api/members/login', { email: member.email, password: member.password })).status,
    ).toBe(200);
    expect((await post(context.app, '/api/admin/login', { ...admin, secret: TEST_ADMIN_SECRET })).status).toBe(200);
  });
});
