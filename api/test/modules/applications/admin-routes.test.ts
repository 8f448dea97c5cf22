import { eq } from 'drizzle-orm';
import { applications, mailOutbox, members } from '../../../src/db/schema';
import { anApplicationRow } from '../../support/applications';
import { send } from '../../support/send';
import {
  createMember,
  describeEachDatabase,
  post,
  signInNewAdmin,
  signInNewMember,
  testConfig,
} from '../../support/test-app';

const UNKNOWN_ID = '3f1c2a9e-0000-4000-8000-000000000000';

describeEachDatabase('membership applications, admin panel', (context) => {
  let admin: string;
  let member: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    member = (await signInNewMember(context)).token;
  });
  beforeEach(async () => {
    await context.database.db.delete(applications);
    const rows = await context.database.db
      .insert(applications)
      .values([
        anApplicationRow({ createdAt: new Date('2026-11-01T10:00:00Z') }),
        anApplicationRow({
          fullName: 'Arjun Mehta',
          email: 'arjun@example.com',
          position: 'Designer',
          seen: true,
          status: 'approved',
          createdAt: new Date('2026-11-03T10:00:00Z'),
        }),
        anApplicationRow({
          fullName: 'Sara Khan',
          lpuId: '12398766', // one pending application per LPU ID
          email: 'sara@uni.test',
          createdAt: new Date('2026-11-02T10:00:00Z'),
        }),
      ])
      .returning();
    for (const row of rows) ids[row.fullName] = row.id;
  });

  const list = async (query = '') =>
    send(context.app, 'GET', `/api/apply/applications${query}`, { token: admin }).then(({ status, body }) => ({
      status,
      names: (body.data?.docs ?? []).map((application: { fullName: string }) => application.fullName),
      body,
    }));

  it.each([
    ['GET', '/api/apply/applications'],
    ['GET', `/api/apply/applications/${UNKNOWN_ID}`],
    ['PATCH', `/api/apply/applications/${UNKNOWN_ID}/status`],
    ['PATCH', `/api/apply/applications/${UNKNOWN_ID}/seen`],
    ['DELETE', `/api/apply/applications/${UNKNOWN_ID}/delete`],
  ] as const)('%s %s: 401 without a token, 403 for a member', async (method, url) => {
    const payload = url.endsWith('/status') ? { status: 'approved' } : undefined;
    expect((await send(context.app, method, url, { payload })).status).toBe(401);
    expect(await send(context.app, method, url, { payload, token: member })).toMatchObject({
      status: 403,
      body: { message: 'Forbidden: this action is for admins only.' },
    });
  });

  it('lists every application newest first, with the counters', async () => {
    const { status, names, body } = await list();
    expect(status).toBe(200);
    expect(names).toEqual(['Arjun Mehta', 'Sara Khan', 'Riya Kapoor']);
    expect(body.data).toMatchObject({ totalDocs: 3, counts: { total: 3, unseen: 2, pending: 2 } });
    expect(body.data.docs[0]).toMatchObject({
      position: 'Designer',
      seen: true,
      status: 'approved',
      LpuId: '12398765',
    });
  });

  it('sorts oldest first, filters by status and searches name, e-mail and position (counters stay global)', async () => {
    expect((await list('?sort=oldest')).names).toEqual(['Riya Kapoor', 'Sara Khan', 'Arjun Mehta']);
    expect((await list('?status=pending')).names).toEqual(['Sara Khan', 'Riya Kapoor']);
    expect((await list('?search=UNI.TEST')).names).toEqual(['Sara Khan']);
    const designers = await list('?search=design');
    expect(designers.names).toEqual(['Arjun Mehta']);
    expect(designers.body.data).toMatchObject({ totalDocs: 1, counts: { total: 3 } });
    expect((await list('?search=%25')).names).toEqual([]);
  });

  it('refuses bad filters with 400 and a message', async () => {
    expect(await list('?sort=random')).toMatchObject({
      status: 400,
      body: { message: 'Sort must be newest or oldest' },
    });
    expect(await list('?status=seen')).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, approved or rejected' },
    });
  });

  it('approves, rejects, marks seen and deletes', async () => {
    const id = ids['Riya Kapoor']!;
    const patch = (path: string, payload?: object) =>
      send(context.app, 'PATCH', `/api/apply/applications/${id}/${path}`, { payload, token: admin });
    expect(await patch('status', { status: 'approved' })).toMatchObject({
      status: 200,
      body: { message: expect.stringMatching(/^Application approved\./), data: { id, status: 'approved' } },
    });
    expect((await patch('status', { status: 'rejected' })).body.data.status).toBe('rejected');
    expect((await patch('seen')).body.data.seen).toBe(true);
    expect((await send(context.app, 'GET', `/api/apply/applications/${id}`, { token: admin })).body.data).toMatchObject(
      {
        status: 'rejected',
        seen: true,
      },
    );
    expect(await send(context.app, 'DELETE', `/api/apply/applications/${id}/delete`, { token: admin })).toEqual({
      status: 200,
      body: { success: true, message: 'Application deleted', data: null },
    });
    expect((await list()).names).not.toContain('Riya Kapoor');
  });

  it('answers 400 for a bad status or id and 404 for an unknown application', async () => {
    const id = ids['Riya Kapoor']!;
    expect(
      await send(context.app, 'PATCH', `/api/apply/applications/${id}/status`, {
        payload: { status: 'pending' },
        token: admin,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Status must be approved or rejected', errors: [{ path: 'status' }] },
    });
    expect(await send(context.app, 'GET', '/api/apply/applications/42', { token: admin })).toMatchObject({
      status: 400,
      body: { message: 'Invalid application id' },
    });
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', '/seen'],
      ['DELETE', '/delete'],
    ] as const) {
      expect(
        await send(context.app, method, `/api/apply/applications/${UNKNOWN_ID}${path}`, { token: admin }),
      ).toMatchObject({ status: 404, body: { message: 'Application not found' } });
    }
  });

  describe('approving makes the applicant a member', () => {
    const approve = (id: string, status = 'approved') =>
      send(context.app, 'PATCH', `/api/apply/applications/${id}/status`, { payload: { status }, token: admin });
    const welcomeMails = (to: string) => context.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

    it('creates the account once, and the e-mailed link sets the password the applicant signs in with', async () => {
      const [application] = await context.database.db
        .insert(applications)
        .values(
          anApplicationRow({
            fullName: 'Neha Joshi',
            lpuId: '12377701',
            email: 'neha@example.org',
            domains: ['design', 'media'],
          }),
        )
        .returning();
      const approved = await approve(application!.id);
      expect(approved).toMatchObject({
        status: 200,
        body: {
          message:
            'Application approved. Neha Joshi is now a member: a link to choose a password was e-mailed to neha@example.org.',
          data: { status: 'approved' },
        },
      });
      const [member] = await context.database.db.select().from(members).where(eq(members.lpuId, '12377701'));
      expect(member).toMatchObject({
        fullname: 'Neha Joshi',
        email: 'neha@example.org',
        department: 'Design',
        designation: 'member',
        program: 'B.Tech CSE',
        status: 'active',
      });

      const [mail] = await welcomeMails('neha@example.org');
      expect(mail).toMatchObject({ kind: 'welcome', reference: member!.id });
      expect(mail!.text).toContain('within 7 days');
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      expect(link.href.startsWith(`${testConfig().publicAppUrl}/auth/reset-password?token=`)).toBe(true);
      const chosen = await post(context.app, '/api/members/reset-password', {
        token: link.searchParams.get('token'),
        newPassword: 'neha-chose-this',
      });
      expect(chosen.status).toBe(200);
      expect(
        (await post(context.app, '/api/members/login', { LpuId: '12377701', password: 'neha-chose-this' })).status,
      ).toBe(200);

      // Rejecting and approving again does not create a second account or send a second e-mail.
      await approve(application!.id, 'rejected');
      expect((await approve(application!.id)).body.message).toBe(
        'Application approved. LPU ID 12377701 already has a member account; none was created.',
      );
      expect(await welcomeMails('neha@example.org')).toHaveLength(1);
    });

    it('creates no account when another member has the e-mail, and says so', async () => {
      const other = await createMember(context.database);
      const [application] = await context.database.db
        .insert(applications)
        .values(anApplicationRow({ fullName: 'Kabir Das', lpuId: '12377702', email: other.email }))
        .returning();
      const answer = await approve(application!.id);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(
        `Application approved, but no member account was created: another member uses ${other.email}. Add the member by hand with another e-mail.`,
      );
      expect(await context.database.db.select().from(members).where(eq(members.lpuId, '12377702'))).toEqual([]);
    });

    it('rejecting creates no account', async () => {
      const [application] = await context.database.db
        .insert(applications)
        .values(anApplicationRow({ fullName: 'Ira Sen', lpuId: '12377703', email: 'ira@example.org' }))
        .returning();
      expect((await approve(application!.id, 'rejected')).body.message).toBe('Application rejected');
      expect(await context.database.db.select().from(members).where(eq(members.lpuId, '12377703'))).toEqual([]);
    });
  });
});
