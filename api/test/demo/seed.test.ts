import { eq } from 'drizzle-orm';
import { clubDay } from '@guildhall/contracts/dates';
import { DEMO_ATTENDED_EVENT } from '../../src/demo/demo-attendance';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/demo/seed';
import { applications, contactRequests, members, tickets } from '../../src/db/schema';
import { events } from '../../src/db/schema';
import { describeEachDatabase, get, post, TEST_ADMIN_SECRET, testConfig } from '../support/test-app';

describeEachDatabase('seedDemoData', (context) => {
  it('seeds an empty database once, with working demo accounts', async () => {
    const config = testConfig();
    expect(await seedDemoData(context.database, config)).toBe(true);
    expect(await seedDemoData(context.database, config)).toBe(false);

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

  it('seeds a featured event with stored posters, more upcoming events and a past one', async () => {
    const all = await context.database.db.select({ title: events.title, status: events.status }).from(events);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.some((event) => event.status === 'completed')).toBe(true);

    const { body } = await get(context.app, '/api/events/featured');
    expect(body.data).toMatchObject({ title: 'Night of the Lost Souls', featured: true, totalSpots: 500 });
    expect(body.data.posters).toHaveLength(3);
    const poster = await context.app.inject({ method: 'GET', url: body.data.posters[0].url });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('seeds the past event’s door record: four admitted tickets, the demo member’s among them', async () => {
    const admitted = await context.database.db
      .select({ lpuId: tickets.lpuId, isUsed: tickets.isUsed, usedAt: tickets.usedAt, date: events.date })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(eq(events.title, DEMO_ATTENDED_EVENT));
    expect(admitted).toHaveLength(4);
    expect(admitted.every((ticket) => ticket.isUsed && clubDay(ticket.usedAt!) === ticket.date)).toBe(true);
    expect(admitted.map((ticket) => ticket.lpuId)).toContain(DEMO_ACCOUNTS.member.lpuId);
  });
});

describeEachDatabase('seedDemoData: the community feed', (context) => {
  it('seeds posts with images and a video, likes and comments, newest first', async () => {
    await seedDemoData(context.database, testConfig());
    const { body } = await get(context.app, '/api/socials/getall');
    const feed = body.data.items as { media: { kind: string; url: string }[]; likes: number; comments: number }[];
    expect(feed.length).toBeGreaterThanOrEqual(4);
    expect(feed.some((item) => item.media.length > 4)).toBe(true);
    const video = feed.flatMap((item) => item.media).find((item) => item.kind === 'video');
    expect((await context.app.inject({ method: 'GET', url: video!.url })).headers['content-type']).toBe('video/mp4');
    expect(feed.every((item) => item.likes > 0)).toBe(true);
    expect(feed.some((item) => item.comments > 1)).toBe(true);
  });
});

describeEachDatabase('demo requests', (context) => {
  it('seeds a pending application and contact requests, one open and one resolved', async () => {
    await seedDemoData(context.database, testConfig());
    const pending = await context.database.db.select().from(applications);
    expect(pending.map((application) => application.status)).toEqual(['pending']);
    const requests = await context.database.db.select().from(contactRequests);
    expect(requests.map((request) => request.status).sort()).toEqual(['pending', 'resolved']);
  });
});
