import { eq } from 'drizzle-orm';
import { members } from '../../../src/db/schema';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
  post,
  put,
  signInNewAdmin,
  signInNewMember,
  type TestMember,
} from '../../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('admin member routes', (context) => {
  let adminToken: string;
  let memberToken: string;
  let someone: TestMember;

  beforeAll(async () => {
    adminToken = await signInNewAdmin(context);
    ({ token: memberToken, ...someone } = await signInNewMember(context));
  });

  const routes = (id: string) => [
    { method: 'GET', url: '/api/admin/members', payload: undefined },
    { method: 'PUT', url: `/api/members/${id}/ban`, payload: { reason: 'Spam' } },
    { method: 'PUT', url: `/api/members/${id}/remove`, payload: { reason: 'Spam' } },
    { method: 'PUT', url: `/api/members/${id}/unban`, payload: {} },
    {
      method: 'PUT',
      url: `/api/members/${id}/admin`,
      payload: { department: 'HR', designation: 'Head', LpuId: '39999999' },
    },
  ];

  it('answers 401 without a token and 403 to a member, on every route', async () => {
    for (const route of routes(someone.id)) {
      const inject = (token?: string) =>
        context.app.inject({
          method: route.method as 'GET' | 'PUT',
          url: route.url,
          payload: route.payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const anonymous = await inject();
      const asMember = await inject(memberToken);
      expect([route.url, anonymous.statusCode, asMember.statusCode]).toEqual([route.url, 401, 403]);
      expect(anonymous.json().message).toBe('Please sign in to continue.');
    }
  });

  it('answers 400 with a message for bad input', async () => {
    const badId = await put(context.app, '/api/members/not-a-uuid/ban', { reason: 'x' }, adminToken);
    const noReason = await put(context.app, `/api/members/${someone.id}/ban`, { reason: '  ' }, adminToken);
    const badDate = await put(
      context.app,
      `/api/members/${someone.id}/remove`,
      { reason: 'x', reviewTime: 'soon' },
      adminToken,
    );
    const pastDate = await put(
      context.app,
      `/api/members/${someone.id}/ban`,
      { reason: 'x', reviewTime: '2020-01-01' },
      adminToken,
    );
    const badUpdate = await put(
      context.app,
      `/api/members/${someone.id}/admin`,
      { department: 'Sales', designation: 'member', LpuId: '123' },
      adminToken,
    );
    const unbanBody = await put(context.app, `/api/members/${someone.id}/unban`, { reason: 'x' }, adminToken);
    const badQuery = await get(context.app, '/api/admin/members?status=gone&limit=500', adminToken);

    expect(badId).toMatchObject({ status: 400, body: { message: 'Invalid member id' } });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Reason is required' } });
    expect(badDate).toMatchObject({ status: 400, body: { message: 'Review date must be a date (YYYY-MM-DD)' } });
    expect(pastDate).toMatchObject({
      status: 400,
      body: { message: 'Review date cannot be in the past', errors: [{ path: 'reviewTime' }] },
    });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.errors).toEqual([
      { path: 'department', msg: 'Please select a valid department.' },
      { path: 'LpuId', msg: 'LPU ID must be exactly 8 digits' },
    ]);
    expect(unbanBody).toMatchObject({ status: 400, body: { message: 'Unknown field: reason' } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toBe('Status must be all, active, banned or removed');
  });

  it('answers 404 for a member that does not exist', async () => {
    const { status, body } = await put(context.app, `/api/members/${MISSING_ID}/unban`, undefined, adminToken);
    expect(status).toBe(404);
    expect(body.message).toBe('Member not found');
  });

  it('bans a member: their very next request is refused and their refresh token is dead; unban restores sign-in', async () => {
    const target = await createMember(context.database);
    const tokens = await loginMember(context.app, target);
    const reviewTime = tomorrow();

    const banned = await put(
      context.app,
      `/api/members/${target.id}/ban`,
      { reason: 'Spamming the feed', reviewTime },
      adminToken,
    );
    expect(banned.status).toBe(200);
    expect(banned.body.data.member).toMatchObject({
      id: target.id,
      status: 'banned',
      restriction: { isRestricted: true, reason: 'Spamming the feed', time: `${reviewTime}T00:00:00.000Z` },
    });

    expect((await get(context.app, '/api/auth/me', tokens.accessToken)).status).toBe(401);
    expect((await post(context.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);
    const signIn = await post(context.app, '/api/members/login', { email: target.email, password: target.password });
    expect(signIn.status).toBe(403);

    const again = await put(context.app, `/api/members/${target.id}/ban`, { reason: 'Twice' }, adminToken);
    expect(again).toMatchObject({ status: 409, body: { message: 'Only active members can be banned.' } });

    const unbanned = await put(context.app, `/api/members/${target.id}/unban`, undefined, adminToken);
    expect(unbanned.body.data.member).toMatchObject({
      status: 'active',
      restriction: { isRestricted: false, reason: null, time: null },
    });
    expect((await loginMember(context.app, target)).accessToken).toBeTruthy();
  });

  it('removes an active member (final: a review date is refused); a removed member cannot be unbanned', async () => {
    const target = await createMember(context.database);
    const withReview = await put(
      context.app,
      `/api/members/${target.id}/remove`,
      { reason: 'Left the club', reviewTime: tomorrow() },
      adminToken,
    );
    const message = 'A removal is final: it takes no review date.';
    expect(withReview).toEqual({
      status: 400,
      body: { success: false, message, errors: [{ path: 'reviewTime', msg: message }] },
    });
    const [untouched] = await context.database.db.select().from(members).where(eq(members.id, target.id));
    expect(untouched!.status).toBe('active');

    const removed = await put(context.app, `/api/members/${target.id}/remove`, { reason: 'Left the club' }, adminToken);
    expect(removed.body.data.member).toMatchObject({
      status: 'removed',
      restriction: { reason: 'Left the club', time: null },
    });

    const unban = await put(context.app, `/api/members/${target.id}/unban`, {}, adminToken);
    expect(unban).toMatchObject({ status: 409, body: { message: 'Only banned members can be unbanned.' } });
  });

  it("updates a member's department, designation and LPU ID; a used LPU ID is a 409 on its field", async () => {
    const target = await createMember(context.database);
    const other = await createMember(context.database);
    const updated = await put(
      context.app,
      `/api/members/${target.id}/admin`,
      { department: 'PR', designation: 'Head', LpuId: '38888888' },
      adminToken,
    );
    expect(updated.body.data.member).toMatchObject({ department: 'PR', designation: 'Head', LpuId: '38888888' });

    const taken = await put(
      context.app,
      `/api/members/${target.id}/admin`,
      { department: 'PR', designation: 'Head', LpuId: other.lpuId },
      adminToken,
    );
    const message = 'A member with this LPU ID is already registered.';
    expect(taken).toEqual({
      status: 409,
      body: { success: false, message, errors: [{ path: 'LpuId', msg: message }] },
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      await createMember(context.database, { department: 'Design', status: 'banned', restrictionReason: 'x' });
      await createMember(context.database, { department: 'Design' });
    });

    it('pages, with the total of the whole match', async () => {
      const first = await get(context.app, '/api/admin/members?limit=2&page=1', adminToken);
      const second = await get(context.app, '/api/admin/members?limit=2&page=2', adminToken);
      const [{ value }] = [{ value: (await context.database.db.select().from(members)).length }];

      expect(first.body.data).toMatchObject({ totalMembers: value, page: 1, limit: 2 });
      expect(first.body.data.members).toHaveLength(2);
      const ids = [...first.body.data.members, ...second.body.data.members].map((member: { id: string }) => member.id);
      expect(new Set(ids).size).toBe(4);
    });

    it('filters by status and department and searches name, e-mail and LPU ID', async () => {
      const design = await get(context.app, '/api/admin/members?department=Design', adminToken);
      const bannedDesign = await get(context.app, '/api/admin/members?department=Design&status=banned', adminToken);
      expect(design.body.data.totalMembers).toBe(2);
      expect(bannedDesign.body.data.members.map((member: { status: string }) => member.status)).toEqual(['banned']);

      const byLpuId = await get(context.app, `/api/admin/members?search=${someone.lpuId}`, adminToken);
      const byEmail = await get(context.app, `/api/admin/members?search=${someone.email.toUpperCase()}`, adminToken);
      expect(byLpuId.body.data.members.map((member: { id: string }) => member.id)).toEqual([someone.id]);
      expect(byEmail.body.data.members.map((member: { id: string }) => member.id)).toEqual([someone.id]);
      const wildcard = await get(context.app, '/api/admin/members?search=%25', adminToken);
      expect(wildcard.body.data.totalMembers).toBe(0);
    });

    it('sorts on the server, both ways', async () => {
      const ascending = await get(context.app, '/api/admin/members?sort=LpuId&limit=100', adminToken);
      const descending = await get(context.app, '/api/admin/members?sort=-LpuId&limit=100', adminToken);
      const lpuIds = (answer: typeof ascending) =>
        answer.body.data.members.map((member: { LpuId: string }) => member.LpuId);
      expect(lpuIds(ascending)).toEqual([...lpuIds(ascending)].sort());
      expect(lpuIds(descending)).toEqual([...lpuIds(ascending)].reverse());
    });
  });

  it('writes every action to the activity log', async () => {
    const target = await createMember(context.database);
    await put(context.app, `/api/members/${target.id}/ban`, { reason: 'x' }, adminToken);
    const [row] = await context.database.db.select().from(members).where(eq(members.id, target.id));
    const { body } = await get(context.app, '/api/admin/recent-activity', adminToken);
    expect(body.data.items[0]).toMatchObject({ user: 'Test Admin', action: 'banned', target: row!.fullname });
  });
});
