import { events, members, postLikes, posts, tickets } from '../../../src/db/schema';
import { bucketStarts } from '../../../src/modules/dashboard/buckets';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
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

  it('lists the newest activity first, sign-ins included', async () => {
    const { body } = await get(context.app, '/api/admin/recent-activity', adminToken);
    expect(body.data.length).toBeGreaterThan(0);
    const signIn = body.data.find((item: { user: string }) => item.user === 'Test Admin');
    expect(signIn).toMatchObject({ action: 'signed in', target: null });
    const times = body.data.map((item: { time: string }) => item.time);
    expect(times).toEqual([...times].sort().reverse());
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
