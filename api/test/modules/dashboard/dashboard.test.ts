import { desc, inArray } from 'drizzle-orm';
import { activityLog, events, members, postLikes, posts, tickets } from '../../../src/db/schema';
import { bucketStarts } from '../../../src/modules/dashboard/buckets';
import {
  createMember,
  describeEachDatabase,
  get,
  loginAdmin,
  loginMember,
  post,
  signInNewAdmin,
  signInNewMember,
} from '../../support/test-app';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('activity overview periods', () => {
  it('week: the last 7 days; month: 5 weeks from Monday; year: 12 months from the 1st', () => {
    expect(bucketStarts('day', '2026-03-02')).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 2026-03-04 is a Wednesday: its week starts on Monday 2026-03-02.
    expect(bucketStarts('week', '2026-03-04')).toEqual([
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
    const year = bucketStarts('month', '2026-03-31');
    expect(year).toHaveLength(12);
    expect([year[0], year[11]]).toEqual(['2025-04-01', '2026-03-01']);
  });
});

describeEachDatabase('admin dashboard routes', (context) => {
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await signInNewAdmin(context);
  });

  const urls = [
    '/api/admin/dashboard-stats',
    '/api/admin/activity-overview',
    '/api/admin/recent-activity',
    '/api/admin/upcoming-events',
  ];

  it('answers 401 without a token and 403 to a member', async () => {
    const { token } = await signInNewMember(context);
    for (const url of urls) {
      expect([url, (await get(context.app, url)).status, (await get(context.app, url, token)).status]).toEqual([
        url,
        401,
        403,
      ]);
    }
  });

  it('answers 400 with a message for a bad range', async () => {
    const { status, body } = await get(context.app, '/api/admin/activity-overview?range=decade', adminToken);
    expect(status).toBe(400);
    expect(body.message).toBe('Range must be week, month or year');
  });

  it('counts members, upcoming events and the engagement of active members', async () => {
    const before = (await get(context.app, '/api/admin/dashboard-stats', adminToken)).body.data;
    const engaged = await createMember(context.database);
    const quiet = await createMember(context.database);
    const holder = await createMember(context.database);
    await createMember(context.database, { status: 'removed' });
    const [ahead] = await context.database.db
      .insert(events)
      .values([
        { title: 'Ahead', date: day(5), venue: 'Hall' },
        { title: 'Done', date: day(6), venue: 'Hall', status: 'completed' },
        { title: 'Past', date: day(-5), venue: 'Hall' },
      ])
      .returning();
    // A ticket for the holder's LPU ID; a cancelled one neither sells nor engages.
    const ticket = { eventId: ahead!.id, fullName: 'x', email: 'x@test.example' };
    await context.database.db.insert(tickets).values([
      { ...ticket, code: 'TKT-DASH0001', qrSecret: 'dash-secret-1', lpuId: holder.lpuId },
      { ...ticket, code: 'TKT-DASH0002', qrSecret: 'dash-secret-2', lpuId: quiet.lpuId, isCancelled: true },
    ]);
    const [post] = await context.database.db
      .insert(posts)
      .values({ memberId: engaged.id, content: 'Hello club' })
      .returning();
    // Not engagement: a like 40 days ago, or a sign-in.
    await context.database.db
      .insert(postLikes)
      .values({ postId: post!.id, memberId: quiet.id, createdAt: new Date(Date.now() - 40 * 86_400_000) });
    await loginMember(context.app, quiet);

    const { status, body } = await get(context.app, '/api/admin/dashboard-stats', adminToken);
    expect(status).toBe(200);
    const activeMembers = (await context.database.db.select().from(members)).filter(
      (member) => member.status === 'active',
    ).length;
    expect(body.data).toEqual({
      members: before.members + 3,
      tickets: before.tickets + 1,
      upcomingEvents: before.upcomingEvents + 1,
      engagement: Math.round((2 / activeMembers) * 1000) / 10,
    });
  });

  it('aggregates new members, tickets sold and posts per period', async () => {
    const { body } = await get(context.app, '/api/admin/activity-overview?range=week', adminToken);
    expect(body.data).toMatchObject({ range: 'week', unit: 'day' });
    expect(body.data.buckets).toHaveLength(7);
    const total = (key: 'newMembers' | 'posts' | 'ticketsSold') =>
      body.data.buckets.reduce((sum: number, bucket: Record<string, number>) => sum + (bucket[key] ?? 0), 0);
    const memberCount = (await context.database.db.select().from(members)).length;
    expect(total('newMembers')).toBe(memberCount);
    expect(total('posts')).toBe(1);
    expect(total('ticketsSold')).toBe(1);

    const year = await get(context.app, '/api/admin/activity-overview?range=year', adminToken);
    expect(year.body.data.buckets).toHaveLength(12);
    expect(year.body.data.buckets.at(-1).newMembers).toBeGreaterThanOrEqual(memberCount);
  });

  it('lists the newest activity first, sign-ins included by default', async () => {
    const { body } = await get(context.app, '/api/admin/recent-activity', adminToken);
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.length).toBeLessThanOrEqual(10);
    const signIn = body.data.items.find((item: { user: string }) => item.user === 'Test Admin');
    expect(signIn).toMatchObject({ action: 'signed in', target: null });
    const times = body.data.items.map((item: { time: string }) => item.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  /** Every page of the log, following `nextCursor`. */
  async function wholeLog(query: string) {
    const items: { id: string; action: string; time: string }[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await get(
        context.app,
        `/api/admin/recent-activity?${query}${cursor ? `&cursor=${cursor}` : ''}`,
        adminToken,
      );
      expect(status).toBe(200);
      items.push(...body.data.items);
      cursor = body.data.nextCursor;
    } while (cursor);
    return items;
  }

  it('pages past the first ten with a cursor: every entry once, in order, entries of one instant too', async () => {
    // Twelve entries of one transaction share its instant: the id orders them, so a page boundary splits them cleanly.
    const instant = new Date();
    await context.database.db.insert(activityLog).values(
      Array.from({ length: 12 }, (_, index) => ({
        actorType: 'admin' as const,
        actorName: 'Test Admin',
        kind: 'event.updated',
        target: `Tied ${index}`,
        createdAt: instant,
      })),
    );
    const rows = await context.database.db
      .select({ id: activityLog.id })
      .from(activityLog)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id));

    const first = await get(context.app, '/api/admin/recent-activity', adminToken);
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const paged = await wholeLog('limit=7');
    expect(paged.map((item) => item.id)).toEqual(rows.map((row) => row.id));
  });

  it('leaves sign-ins and sign-outs out with sessions=exclude, and keeps them in the log', async () => {
    const { accessToken, refreshToken } = await loginAdmin(context.app);
    await post(context.app, '/api/admin/logout', { refreshToken }, accessToken);
    const everything = await wholeLog('limit=50');
    const withoutSessions = await wholeLog('limit=50&sessions=exclude');
    const sessionKinds = await context.database.db
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        inArray(activityLog.kind, ['admin.signed-in', 'admin.signed-out', 'member.signed-in', 'member.signed-out']),
      );

    expect(everything.some((item) => item.action === 'signed out')).toBe(true);
    expect(withoutSessions.some((item) => ['signed in', 'signed out'].includes(item.action))).toBe(false);
    expect(withoutSessions).toHaveLength(everything.length - sessionKinds.length);
    expect(withoutSessions.length).toBeGreaterThan(0);
  });

  it('answers 400 for a cursor it did not give, a limit over 50 and an unknown sessions value', async () => {
    const cases = [
      ['cursor=abc', 'Invalid cursor: pass the nextCursor of the previous page'],
      ['cursor=00000000-0000-4000-8000-000000000000', 'Invalid cursor: pass the nextCursor of the previous page'],
      ['limit=51', 'Limit cannot exceed 50'],
      ['limit=0', 'Limit must be at least 1'],
      ['sessions=maybe', 'Sessions must be include or exclude'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(context.app, `/api/admin/recent-activity?${query}`, adminToken);
      expect([query, status, body.message]).toEqual([query, 400, message]);
    }
  });

  it('lists at most three upcoming events, soonest first', async () => {
    await context.database.db.insert(events).values([
      { title: 'Later', date: day(30), venue: 'Hall' },
      { title: 'Soon', date: day(1), venue: 'Hall' },
      { title: 'Much later', date: day(60), venue: 'Hall' },
    ]);
    const { body } = await get(context.app, '/api/admin/upcoming-events', adminToken);
    expect(body.data.map((event: { title: string }) => event.title)).toEqual(['Soon', 'Ahead', 'Later']);
  });
});
