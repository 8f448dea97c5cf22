import { activityLog, members } from '../../../src/db/schema';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../src/modules/activity/kinds';
import { APPLICATION_REQUEST } from '../../support/applications';
import { multipartForm, SAMPLE_FILES } from '../../support/multipart';
import { send } from '../../support/send';
import {
  createMember,
  describeEachDatabase,
  get,
  loginAdmin,
  loginMember,
  post,
  signInNewAdmin,
  signInNewMember,
  TEST_ADMIN,
  type TestMember,
} from '../../support/test-app';

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/**
 * The activity log (the dashboard's Recent Activity): every admin and member action writes one entry
 * (who, what, on what), and guests' actions (an application, a contact message) by the name they gave.
 */
describeEachDatabase('the activity log', (context) => {
  let member: TestMember;
  let memberName: string;
  let memberToken: string;
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await signInNewAdmin(context);
    ({ token: memberToken, ...member } = await signInNewMember(context));
    memberName = (await context.database.db.select().from(members)).find((row) => row.id === member.id)!.fullname;
  });

  /** Runs `action` and answers the entries it wrote, oldest first, as [actor type, actor name, kind, target]. */
  async function entriesOf(action: () => Promise<unknown>) {
    const before = new Set(
      (await context.database.db.select({ id: activityLog.id }).from(activityLog)).map((r) => r.id),
    );
    await action();
    // Entries of one transaction share its time: then by kind, so the order is fixed.
    const rows = await context.database.db.select().from(activityLog).orderBy(activityLog.createdAt, activityLog.kind);
    return rows.filter((row) => !before.has(row.id)).map((row) => [row.actorType, row.actorName, row.kind, row.target]);
  }
  const ok = async (request: Promise<{ status: number; body: { message?: string } }>) => {
    const { status, body } = await request;
    if (status >= 300) throw new Error(`${status} ${body.message}`);
    return body as { data: { id: string } & Record<string, unknown> };
  };
  async function createPost(token: string, content: string): Promise<string> {
    return (await ok(send(context.app, 'POST', '/api/socials/create', { form: multipartForm({ content }), token })))
      .data.id;
  }

  it('feed: posts, likes (only real changes), comments and deletions, an admin deletion naming the author', async () => {
    let postId = '';
    expect(
      await entriesOf(async () => {
        postId = await createPost(memberToken, 'Hello club');
      }),
    ).toEqual([['member', memberName, 'post.created', null]]);

    expect(
      await entriesOf(async () => {
        await ok(
          send(context.app, 'PUT', `/api/socials/${postId}/like`, { payload: { liked: true }, token: memberToken }),
        );
        // Liking again changes nothing, so it is no action.
        await ok(
          send(context.app, 'PUT', `/api/socials/${postId}/like`, { payload: { liked: true }, token: memberToken }),
        );
        await ok(
          send(context.app, 'PUT', `/api/socials/${postId}/like`, { payload: { liked: false }, token: memberToken }),
        );
        const comment = await ok(
          send(context.app, 'POST', `/api/socials/${postId}/comments`, {
            payload: { content: 'Nice' },
            token: memberToken,
          }),
        );
        await ok(
          send(context.app, 'DELETE', `/api/socials/${postId}/comments/${comment.data.id}`, { token: adminToken }),
        );
      }),
    ).toEqual([
      ['member', memberName, 'post.liked', null],
      ['member', memberName, 'post.unliked', null],
      ['member', memberName, 'comment.added', null],
      ['admin', TEST_ADMIN.fullname, 'comment.deleted', memberName],
    ]);

    expect(
      await entriesOf(async () => {
        await ok(send(context.app, 'DELETE', `/api/socials/${postId}/delete`, { token: adminToken }));
        const own = await createPost(memberToken, 'Mine');
        await ok(send(context.app, 'DELETE', `/api/socials/${own}/delete`, { token: memberToken }));
      }),
    ).toEqual([
      ['admin', TEST_ADMIN.fullname, 'post.deleted', memberName],
      ['member', memberName, 'post.created', null],
      ['member', memberName, 'post.deleted', null],
    ]);
  });

  it('events: create, update, posters and delete, by the admin, naming the event', async () => {
    const event = {
      title: 'Freshers Night',
      date: inTenDays,
      time: '19:30',
      venue: 'Main Lawn',
      ticketPrice: 250,
      totalSpots: 300,
    };
    expect(
      await entriesOf(async () => {
        const created = await ok(
          send(context.app, 'POST', '/api/events/create', { payload: event, token: adminToken }),
        );
        const id = created.data.id;
        await ok(
          send(context.app, 'PUT', `/api/events/${id}/update`, {
            payload: { ...event, title: 'Freshers Night II' },
            token: adminToken,
          }),
        );
        const form = multipartForm({ layout: JSON.stringify([{ upload: 0 }]) }, [
          { field: 'posters', filename: 'poster.png', content: SAMPLE_FILES.png },
        ]);
        expect((await send(context.app, 'PUT', `/api/events/${id}/posters`, { form, token: adminToken })).status).toBe(
          200,
        );
        await ok(send(context.app, 'DELETE', `/api/events/${id}/delete`, { token: adminToken }));
      }),
    ).toEqual([
      ['admin', TEST_ADMIN.fullname, 'event.created', 'Freshers Night'],
      ['admin', TEST_ADMIN.fullname, 'event.updated', 'Freshers Night II'],
      ['admin', TEST_ADMIN.fullname, 'event.posters-changed', 'Freshers Night II'],
      ['admin', TEST_ADMIN.fullname, 'event.deleted', 'Freshers Night II'],
    ]);
  });

  it('applications and contact messages: the guest by the name they gave, then the admin reviewing them', async () => {
    const contact = {
      name: 'Kabir Singh',
      lpuID: '12311111',
      email: 'kabir@example.org',
      phone: '+91 91234 56789',
      subject: 'Sponsoring',
      message: 'Who should we talk to about sponsoring the hackathon?',
    };
    expect(
      await entriesOf(async () => {
        const applied = await ok(post(context.app, '/api/apply/apply', APPLICATION_REQUEST));
        const id = (applied.data as unknown as { application: { id: string } }).application.id;
        const path = `/api/apply/applications/${id}`;
        await ok(send(context.app, 'PATCH', `${path}/seen`, { token: adminToken }));
        await ok(send(context.app, 'PATCH', `${path}/status`, { payload: { status: 'rejected' }, token: adminToken }));
        await ok(send(context.app, 'PATCH', `${path}/status`, { payload: { status: 'approved' }, token: adminToken }));
        await ok(send(context.app, 'DELETE', `${path}/delete`, { token: adminToken }));

        const sent = await ok(post(context.app, '/api/contact/send', contact));
        await ok(send(context.app, 'PATCH', `/api/contact/${sent.data.id}/resolve`, { token: adminToken }));
        // Resolving again changes nothing, so it is no action.
        await ok(send(context.app, 'PATCH', `/api/contact/${sent.data.id}/resolve`, { token: adminToken }));
      }),
    ).toEqual([
      ['guest', 'Riya Kapoor', 'application.submitted', null],
      ['admin', TEST_ADMIN.fullname, 'application.seen', 'Riya Kapoor'],
      ['admin', TEST_ADMIN.fullname, 'application.rejected', 'Riya Kapoor'],
      ['admin', TEST_ADMIN.fullname, 'application.approved', 'Riya Kapoor'],
      // Approving made the applicant a member.
      ['admin', TEST_ADMIN.fullname, 'member.registered', 'Riya Kapoor'],
      ['admin', TEST_ADMIN.fullname, 'application.deleted', 'Riya Kapoor'],
      ['guest', 'Kabir Singh', 'contact.sent', null],
      ['admin', TEST_ADMIN.fullname, 'contact.resolved', 'Kabir Singh'],
    ]);
  });

  it("the member's own account: profile, picture, password, sign-out; the admin's sign-out", async () => {
    const other: TestMember = await createMember(context.database);
    const { accessToken, refreshToken } = await loginMember(context.app, other);
    const admin = await loginAdmin(context.app);
    expect(
      await entriesOf(async () => {
        await ok(
          send(context.app, 'PUT', '/api/members/me', {
            payload: {
              fullname: 'Asha Verma',
              email: other.email,
              program: null,
              year: 2,
              linkedIn: null,
              github: null,
              bio: null,
            },
            token: accessToken,
          }),
        );
        const form = multipartForm({}, [{ field: 'avatar', filename: 'me.png', content: SAMPLE_FILES.png }]);
        expect((await send(context.app, 'POST', '/api/members/me/avatar', { form, token: accessToken })).status).toBe(
          200,
        );
        await ok(
          send(context.app, 'POST', '/api/members/me/password', {
            payload: { LpuId: other.lpuId, currentPassword: other.password, newPassword: 'a-new-password' },
            token: accessToken,
          }),
        );
        await ok(send(context.app, 'POST', '/api/members/logout', { payload: { refreshToken }, token: accessToken }));
        await ok(
          send(context.app, 'POST', '/api/admin/logout', {
            payload: { refreshToken: admin.refreshToken },
            token: admin.accessToken,
          }),
        );
      }),
    ).toEqual([
      ['member', 'Asha Verma', 'profile.updated', null],
      ['member', 'Asha Verma', 'profile.picture-changed', null],
      ['member', 'Asha Verma', 'profile.password-changed', null],
      ['member', 'Asha Verma', 'member.signed-out', null],
      ['admin', TEST_ADMIN.fullname, 'admin.signed-out', null],
    ]);
  });

  it('Recent Activity words each kind, guests included', async () => {
    const sent = await ok(
      post(context.app, '/api/contact/send', {
        name: 'Mira Das',
        lpuID: '12322222',
        email: 'mira@example.org',
        phone: '+91 91234 56780',
        subject: 'Hello',
        message: 'A question about the next event.',
      }),
    );
    await ok(send(context.app, 'PATCH', `/api/contact/${sent.data.id}/resolve`, { token: adminToken }));
    const { body } = await get(context.app, '/api/admin/recent-activity', adminToken);
    const lines = body.data.items
      .slice(0, 2)
      .map((item: { user: string; action: string; target: string | null }) =>
        [item.user, item.action, item.target].filter(Boolean).join(' | '),
      );
    expect(lines).toEqual([
      `${TEST_ADMIN.fullname} | resolved the contact request of | Mira Das`,
      'Mira Das | sent a contact message',
    ]);
  });
});

const ADMIN = 'Club Admin';
const MEMBER = 'Asha Verma';
const TICKET = 'Asha Verma (GH-AB12)';
const EVENT = 'Hack Night';

/**
 * Every kind the log records, as Recent Activity reads it: [actor, target, sentence], with a target where the
 * action names one and without where it may have none (a sign-in; a member deleting their own post).
 */
const SENTENCES: Record<ActivityKind, [actor: string, target: string | null, sentence: string][]> = {
  'member.signed-in': [[MEMBER, null, 'Asha Verma signed in']],
  'admin.signed-in': [[ADMIN, null, 'Club Admin signed in']],
  'member.signed-out': [[MEMBER, null, 'Asha Verma signed out']],
  'admin.signed-out': [[ADMIN, null, 'Club Admin signed out']],
  'member.registered': [[ADMIN, MEMBER, 'Club Admin registered the new member Asha Verma']],
  'member.joined': [[MEMBER, null, 'Asha Verma joined the club']],
  'member.banned': [[ADMIN, MEMBER, 'Club Admin banned Asha Verma']],
  'member.removed': [[ADMIN, MEMBER, 'Club Admin removed the member Asha Verma']],
  'member.unbanned': [[ADMIN, MEMBER, 'Club Admin unbanned Asha Verma']],
  'member.updated': [[ADMIN, MEMBER, 'Club Admin updated the member details of Asha Verma']],
  'ticket.checked-in': [['Door Volunteer', MEMBER, 'Door Volunteer checked in Asha Verma']],
  'check-in.granted': [[ADMIN, `${MEMBER} (${EVENT})`, 'Club Admin granted door access to Asha Verma (Hack Night)']],
  'check-in.revoked': [
    [ADMIN, MEMBER, 'Club Admin revoked the door access of Asha Verma'],
    // The member's account is gone: the log cannot name them.
    [ADMIN, null, "Club Admin revoked a member's door access"],
  ],
  'ticket.created': [[ADMIN, TICKET, 'Club Admin created a ticket for Asha Verma (GH-AB12)']],
  'ticket.cancelled': [[ADMIN, TICKET, 'Club Admin cancelled the ticket of Asha Verma (GH-AB12)']],
  'ticket.deleted': [[ADMIN, TICKET, 'Club Admin deleted the ticket of Asha Verma (GH-AB12)']],
  'ticket.marked-used': [[ADMIN, TICKET, 'Club Admin marked as used the ticket of Asha Verma (GH-AB12)']],
  'ticket.marked-unused': [[ADMIN, TICKET, 'Club Admin marked as not used the ticket of Asha Verma (GH-AB12)']],
  'ticket.resent': [[ADMIN, TICKET, 'Club Admin resent the ticket e-mail to Asha Verma (GH-AB12)']],
  'waitlist.removed': [
    [ADMIN, `${MEMBER} (${EVENT})`, 'Club Admin removed the waiting-list entry of Asha Verma (Hack Night)'],
  ],
  'certificates.issued': [[ADMIN, EVENT, 'Club Admin issued attendance certificates for Hack Night']],
  'certificate.issued': [
    [ADMIN, `${MEMBER} (${EVENT})`, 'Club Admin issued an attendance certificate to Asha Verma (Hack Night)'],
  ],
  'certificate.reissued': [
    [ADMIN, `${MEMBER} (${EVENT})`, 'Club Admin re-issued the attendance certificate of Asha Verma (Hack Night)'],
  ],
  'certificate.revoked': [
    [ADMIN, `${MEMBER} (${EVENT})`, 'Club Admin revoked the attendance certificate of Asha Verma (Hack Night)'],
  ],
  'profile.updated': [[MEMBER, null, 'Asha Verma updated their profile']],
  'profile.picture-changed': [[MEMBER, null, 'Asha Verma changed their profile picture']],
  'profile.password-changed': [[MEMBER, null, 'Asha Verma changed their password']],
  'profile.password-reset': [[MEMBER, null, 'Asha Verma reset their password']],
  'profile.email-changed': [[MEMBER, null, 'Asha Verma confirmed a new e-mail address']],
  'post.created': [[MEMBER, null, 'Asha Verma created a post']],
  'post.deleted': [
    [ADMIN, MEMBER, 'Club Admin deleted a post by Asha Verma'],
    [MEMBER, null, 'Asha Verma deleted their post'],
  ],
  'post.liked': [[MEMBER, null, 'Asha Verma liked a post']],
  'post.unliked': [[MEMBER, null, 'Asha Verma unliked a post']],
  'comment.added': [[MEMBER, null, 'Asha Verma commented on a post']],
  'comment.deleted': [
    [ADMIN, MEMBER, 'Club Admin deleted a comment by Asha Verma'],
    [MEMBER, null, 'Asha Verma deleted their comment'],
  ],
  'event.created': [[ADMIN, EVENT, 'Club Admin created the event Hack Night']],
  'event.updated': [[ADMIN, EVENT, 'Club Admin updated the event Hack Night']],
  'event.deleted': [[ADMIN, EVENT, 'Club Admin deleted the event Hack Night']],
  'event.posters-changed': [[ADMIN, EVENT, 'Club Admin changed the posters of Hack Night']],
  'application.submitted': [['Riya Kapoor', null, 'Riya Kapoor applied to join the club']],
  'application.approved': [[ADMIN, 'Riya Kapoor', 'Club Admin approved the application of Riya Kapoor']],
  'application.rejected': [[ADMIN, 'Riya Kapoor', 'Club Admin rejected the application of Riya Kapoor']],
  'application.seen': [[ADMIN, 'Riya Kapoor', 'Club Admin read the application of Riya Kapoor']],
  'application.deleted': [[ADMIN, 'Riya Kapoor', 'Club Admin deleted the application of Riya Kapoor']],
  'contact.sent': [['Kabir Singh', null, 'Kabir Singh sent a contact message']],
  'contact.resolved': [[ADMIN, 'Kabir Singh', 'Club Admin resolved the contact request of Kabir Singh']],
  'ticket.bought': [[MEMBER, EVENT, 'Asha Verma bought a ticket for Hack Night']],
};

describeEachDatabase('Recent Activity sentences', (context) => {
  it('has a sentence for every kind the log records', () => {
    expect(Object.keys(SENTENCES).sort()).toEqual(Object.keys(ACTIVITY_KINDS).sort());
  });

  it('words every kind as a sentence: "<who> <action> <target>", with and without a target', async () => {
    const adminToken = await signInNewAdmin(context);
    const cases = Object.entries(SENTENCES).flatMap(([kind, rows]) =>
      rows.map(([actor, target, sentence]) => ({ kind, actor, target, sentence })),
    );
    // Newer than anything else in this database, one second apart: the list answers them newest first.
    const base = Date.now() + 86_400_000;
    await context.database.db.insert(activityLog).values(
      cases.map(({ kind, actor, target }, index) => ({
        actorType: actor === ADMIN ? ('admin' as const) : ('member' as const),
        actorName: actor,
        kind,
        target,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const items: { user: string; action: string; target: string | null }[] = [];
    for (let cursor = ''; items.length < cases.length;) {
      const { body } = await get(context.app, `/api/admin/recent-activity?limit=50${cursor}`, adminToken);
      items.push(...body.data.items);
      cursor = `&cursor=${body.data.nextCursor}`;
    }
    const sentences = items
      .slice(0, cases.length)
      .map((item) => [item.user, item.action, item.target].filter(Boolean).join(' '));
    expect(sentences).toEqual(cases.map((entry) => entry.sentence).reverse());
  });
});
