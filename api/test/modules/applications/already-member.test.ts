// An application whose LPU ID or e-mail already belongs to a member account (active, banned or removed) is answered
// exactly like a stranger's, so the form tells nobody who is a member; it is filed marked for the admin panel, and
// the member is told by e-mail at the account's own address, within the recipient limit (docs/choices.md, "Contact
// and joining").
import { and, eq } from 'drizzle-orm';
import { applications, mailOutbox, members } from '../../../src/db/schema';
import { APPLICATION_REQUEST } from '../../support/applications';
import { send } from '../../support/send';
import { createMember, describeEachDatabase, post, signInNewAdmin, testConfig } from '../../support/test-app';

const ANSWER = 'Registration successful! We will contact you soon.';

describeEachDatabase('an application from someone already a member', (context) => {
  let admin: string;
  let sequence = 0;
  /** A stranger's application: its own LPU ID and address. */
  const stranger = (changes: object = {}) => {
    sequence += 1;
    return {
      ...APPLICATION_REQUEST,
      LpuId: String(12_350_000 + sequence),
      email: `new${sequence}@example.com`,
      ...changes,
    };
  };
  const apply = (application: object) => post(context.app, '/api/apply/apply', application);
  const mailsTo = (to: string) =>
    context.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'already-member')));
  const stored = async (id: string) =>
    (await send(context.app, 'GET', `/api/apply/applications/${id}`, { token: admin })).body.data;
  /** What the applicant sees: the answer without what differs for any two applications. */
  const seen = ({ status, body }: { status: number; body: { message: string; data: { application: object } } }) => {
    const application = body.data.application as { status: string; seen: boolean };
    return {
      status,
      message: body.message,
      fields: Object.keys(application).sort(),
      application: { status: application.status, seen: application.seen },
    };
  };

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
  });

  it("files a stranger's application unmarked and e-mails nobody", async () => {
    const application = stranger();
    const answer = await apply(application);
    expect(seen(answer)).toEqual({
      status: 201,
      message: ANSWER,
      fields: expect.not.arrayContaining(['alreadyMember']),
      application: { status: 'pending', seen: false },
    });
    expect(await stored(answer.body.data.application.id)).toMatchObject({ alreadyMember: null });
    expect(await mailsTo(application.email)).toEqual([]);
  });

  it('answers an approved member applying again like a stranger, marks it, e-mails them how to sign in', async () => {
    const application = stranger({ fullName: 'Tara Bose' });
    const first = await apply(application);
    const approved = await send(
      context.app,
      'PATCH',
      `/api/apply/applications/${first.body.data.application.id}/status`,
      {
        payload: { status: 'approved' },
        token: admin,
      },
    );
    expect(approved.body.message).toMatch(/Tara Bose is now a member/);

    const again = await apply(application);
    expect(seen(again)).toEqual(seen(await apply(stranger())));
    expect(again.body.data.application).not.toHaveProperty('alreadyMember');
    expect(await stored(again.body.data.application.id)).toMatchObject({
      LpuId: application.LpuId,
      status: 'pending',
      alreadyMember: { status: 'active', matchedBy: 'lpu-id-and-email' },
    });
    const list = await send(context.app, 'GET', '/api/apply/applications?search=Tara', { token: admin });
    expect(list.body.data.docs.map((doc: { alreadyMember: unknown }) => doc.alreadyMember)).toEqual([
      { status: 'active', matchedBy: 'lpu-id-and-email' },
      null,
    ]);

    const [mail, ...more] = await mailsTo(application.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      reference: again.body.data.application.id,
      subject: 'Your Guildhall application: you already have a member account',
    });
    expect(mail!.text).toContain(`with your LPU ID (${application.LpuId}) and this e-mail address`);
    expect(mail!.text).toContain('You are already a member of the club');
    expect(mail!.text).toContain(`Sign in at ${testConfig().publicAppUrl}/auth with your LPU ID or this e-mail`);
    expect(mail!.text).toContain("'Forgot Password?'");
  });

  it.each([
    ['banned', 'Your account has been banned. Reason: Spam in the feed.'],
    ['removed', 'Your membership has been removed. Reason: Spam in the feed.'],
  ] as const)(
    'marks a %s member applying with their LPU ID and tells them at their own address, not the typed one',
    async (status, refusal) => {
      const member = await createMember(context.database, { status, restrictionReason: 'Spam in the feed' });
      const application = stranger({ LpuId: member.lpuId });

      const answer = await apply(application);
      expect(seen(answer)).toEqual(seen(await apply(stranger())));
      expect(await stored(answer.body.data.application.id)).toMatchObject({
        alreadyMember: { status, matchedBy: 'lpu-id' },
      });
      expect(await mailsTo(application.email)).toEqual([]);
      const [mail] = await mailsTo(member.email);
      expect(mail!.text).toContain(`with your LPU ID (${member.lpuId}).`);
      expect(mail!.text).toContain(`it cannot be used at the moment: ${refusal}`);
      expect(mail!.text).toContain('will be in touch');
      expect(mail!.text).not.toContain('Sign in at');
    },
  );

  it("marks an application with a member's e-mail and another LPU ID, and tells that address", async () => {
    const member = await createMember(context.database);
    const answer = await apply(stranger({ email: member.email }));
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.data.application.id)).toMatchObject({
      alreadyMember: { status: 'active', matchedBy: 'email' },
    });
    const [mail] = await mailsTo(member.email);
    expect(mail!.text).toContain('with this e-mail address.');
  });

  it('counts a ban whose review time has passed as over', async () => {
    const member = await createMember(context.database, { status: 'banned' });
    await context.database.db
      .update(members)
      .set({ restrictionReviewTime: new Date(Date.now() - 60_000) })
      .where(eq(members.id, member.id));
    const answer = await apply(stranger({ LpuId: member.lpuId }));
    expect(await stored(answer.body.data.application.id)).toMatchObject({
      alreadyMember: { status: 'active', matchedBy: 'lpu-id' },
    });
  });

  it('sends an address at most RECIPIENT_MAIL_LIMIT (3) of these an hour; the applications are all filed', async () => {
    const member = await createMember(context.database);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await apply(stranger({ email: member.email })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers)
      expect((await stored(answer.body.data.application.id)).alreadyMember).toEqual({
        status: 'active',
        matchedBy: 'email',
      });
    expect(await mailsTo(member.email)).toHaveLength(3);
  });

  it('still refuses a second application while the first waits, and e-mails nothing for it', async () => {
    const member = await createMember(context.database);
    expect((await apply(stranger({ LpuId: member.lpuId }))).status).toBe(201);
    expect((await apply(stranger({ LpuId: member.lpuId }))).status).toBe(409);
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(
      await context.database.db.select().from(applications).where(eq(applications.lpuId, member.lpuId)),
    ).toHaveLength(1);
  });
});
