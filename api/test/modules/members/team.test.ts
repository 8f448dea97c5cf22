import { members } from '../../../src/db/schema';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
  signInNewAdmin,
  type TestMember,
} from '../../support/test-app';

const PRIVATE_FIELDS = ['LpuId', 'email', 'year', 'joinedAt'];

describeEachDatabase('team listing', (context) => {
  let viewer: TestMember;
  let memberToken: string;
  let adminToken: string;

  beforeAll(async () => {
    await context.database.db.delete(members);
    // Inserted out of order: the answer puts them in the team's order.
    await createMember(context.database, { department: 'Design', designation: 'member' });
    await createMember(context.database, { department: 'Marketing', designation: 'CMO' });
    await createMember(context.database, { department: 'Technical', designation: 'Head' });
    await createMember(context.database, { department: 'Management', designation: 'CEO' });
    await createMember(context.database, { department: 'Technical', designation: 'CTO' });
    await createMember(context.database, { department: 'HR', designation: 'COO' });
    await createMember(context.database, { department: 'Technical', designation: 'CFO' });
    await createMember(context.database, { status: 'banned', restrictionReason: 'Spam', designation: 'Head' });
    viewer = await createMember(context.database, { department: 'Media' });
    memberToken = (await loginMember(context.app, viewer)).accessToken;
    adminToken = await signInNewAdmin(context);
  });

  describe('GET /api/members/getleaders', () => {
    it('answers guests the CEO, CTO, CMO and COO in that order, without private fields', async () => {
      const { status, body } = await get(context.app, '/api/members/getleaders');
      expect(status).toBe(200);
      expect(body.data.members.map((m: { designation: string }) => m.designation)).toEqual([
        'CEO',
        'CTO',
        'CMO',
        'COO',
      ]);
      expect(body.data.members.map((m: { level: number }) => m.level)).toEqual([0, 1, 1, 1]);
      for (const field of PRIVATE_FIELDS) expect(body.data.members[0]).not.toHaveProperty(field);
      expect(body.data.members[0]).not.toHaveProperty('passwordHash');
    });

    it('adds the private fields for a signed-in member and an admin', async () => {
      for (const token of [memberToken, adminToken]) {
        const { body } = await get(context.app, '/api/members/getleaders', token);
        for (const field of PRIVATE_FIELDS) expect(body.data.members[0]).toHaveProperty(field);
      }
    });

    it('answers 401 with a message for a bearer token that is not valid', async () => {
      const { status, body } = await get(context.app, '/api/members/getleaders', 'not-a-token');
      expect(status).toBe(401);
      expect(body.message).toEqual(expect.any(String));
    });
  });

  describe('GET /api/members/getall', () => {
    it('answers guests every active member in team order, with the program but no private fields', async () => {
      const { status, body } = await get(context.app, '/api/members/getall');
      expect(status).toBe(200);
      const listed = body.data.members as Array<Record<string, unknown>>;
      expect(body.data.totalMembers).toBe(8);
      expect(listed.map((m) => `${m.designation}/${m.department}`)).toEqual([
        'CEO/Management',
        'CTO/Technical',
        'CMO/Marketing',
        'COO/HR',
        'CFO/Technical',
        'Head/Technical',
        'member/Media',
        'member/Design',
      ]);
      expect(listed.some((m) => m.designation === 'Head' && m.department !== 'Technical')).toBe(false);
      for (const member of listed) {
        expect(member).toHaveProperty('program');
        expect(member).toHaveProperty('skills');
        for (const field of PRIVATE_FIELDS) expect(member).not.toHaveProperty(field);
      }
    });

    it('shows a signed-in member LPU ID, e-mail, year and joined date', async () => {
      const { body } = await get(context.app, '/api/members/getall', memberToken);
      const self = (body.data.members as Array<Record<string, unknown>>).find((m) => m.id === viewer.id);
      expect(self).toMatchObject({ LpuId: viewer.lpuId, email: viewer.email, year: null });
      expect(new Date(self!.joinedAt as string).getTime()).not.toBeNaN();
    });

    it('shows an admin the private fields too', async () => {
      const { body } = await get(context.app, '/api/members/getall', adminToken);
      expect(body.data.members[0]).toHaveProperty('LpuId');
    });

    it('answers 401 with a message for a bearer token that is not valid', async () => {
      const { status, body } = await get(context.app, '/api/members/getall', 'not-a-token');
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });
});
