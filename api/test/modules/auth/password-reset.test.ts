import { eq } from 'drizzle-orm';
import { PASSWORD_LINK_REFUSALS, WELCOME_LINK_DAYS } from '@guildhall/contracts';
import { mailOutbox, members, passwordResetTokens } from '../../../src/db/schema';
import { createPasswordLink } from '../../../src/modules/auth/password-reset-service';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
  post,
  testConfig,
  type TestMember,
} from '../../support/test-app';

const ASK_AGAIN = "Ask for a new one with 'Forgot Password?' on the login page.";
const USED_LINK = `This link has already been used: log in with the password you chose. Forgot it? ${ASK_AGAIN}`;
const UNKNOWN_LINK = `This link is not valid: it may be incomplete, or a newer link replaced it. ${ASK_AGAIN}`;
const SENT = 'Password reset email sent! Please check your inbox.';

describeEachDatabase('password reset by e-mail', (context) => {
  let member: TestMember;

  beforeEach(async () => {
    await context.database.db.delete(mailOutbox);
    member = await createMember(context.database);
  });

  /** Asks for a link, then runs the mail-requests job's pass (which sends it): the request's answer. */
  async function requestLink(email: string) {
    const answer = await post(context.app, '/api/members/send-reset-email', { email });
    await context.app.jobs.handleMailRequests();
    return answer;
  }
  /** The token inside the queued e-mail's link. */
  async function mailedToken(): Promise<string> {
    const [mail] = await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${testConfig().publicAppUrl}/auth/reset-password?token=`)).toBe(true);
    return new URL(link).searchParams.get('token')!;
  }
  const reset = (token: string, newPassword = 'a-brand-new-password') =>
    post(context.app, '/api/members/reset-password', { token, newPassword });

  it('answers a registered and an unknown address alike, and e-mails only the registered one', async () => {
    const known = await requestLink(member.email.toUpperCase());
    const unknown = await requestLink('nobody@example.org');
    expect(known).toEqual({ status: 200, body: { success: true, message: SENT, data: null } });
    expect(unknown).toEqual(known);
    const queued = await context.database.db.select().from(mailOutbox);
    expect(queued).toEqual([expect.objectContaining({ kind: 'password-reset', to: member.email })]);
    expect(queued[0]!.text).toContain('within 30 minutes');
  });

  it('refuses a malformed address with the spec message', async () => {
    const { status, body } = await requestLink('not-an-address');
    expect(status).toBe(400);
    expect(body.message).toBe('Please enter a valid email address');
  });

  it('sets the new password once: the old one and every sign-in end, the link cannot be used again', async () => {
    const session = await loginMember(context.app, member);
    await requestLink(member.email);
    const token = await mailedToken();

    expect(await reset(token)).toEqual({
      status: 200,
      body: { success: true, message: 'Password updated successfully! You can now log in.', data: null },
    });
    expect((await get(context.app, '/api/auth/me', session.accessToken)).status).toBe(401);
    await expect(loginMember(context.app, member)).rejects.toThrow('401');
    await loginMember(context.app, { email: member.email, password: 'a-brand-new-password' });

    expect(await reset(token, 'yet-another-password')).toEqual({
      status: 400,
      body: { success: false, message: USED_LINK, errors: [{ path: 'token', msg: USED_LINK }] },
    });
  });

  it('refuses an expired reset link saying it works for 30 minutes, and an unknown token as not valid', async () => {
    await requestLink(member.email);
    const token = await mailedToken();
    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.memberId, member.id));
    expect((await reset(token)).body.message).toBe(
      `This reset link has expired: it works for 30 minutes. ${ASK_AGAIN}`,
    );
    expect(await reset('made-up-token')).toMatchObject({ status: 400, body: { message: UNKNOWN_LINK } });
    const [row] = await context.database.db.select().from(members).where(eq(members.id, member.id));
    await loginMember(context.app, member); // the password did not change
    expect(row).toBeDefined();
  });

  it("refuses an expired welcome link saying it works for 7 days (not a reset link's 30 minutes)", async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    const link = await createPasswordLink(context.database.db, {
      memberId: member.id,
      minutes: WELCOME_LINK_DAYS * 24 * 60,
      publicAppUrl: testConfig().publicAppUrl,
      at: eightDaysAgo,
    });
    const { status, body } = await reset(new URL(link).searchParams.get('token')!);
    expect(status).toBe(400);
    expect(body.message).toBe(`This welcome link has expired: it works for 7 days. ${ASK_AGAIN}`);
    expect(body.message).toBe(PASSWORD_LINK_REFUSALS.expiredWelcome);
    expect(body.errors).toEqual([{ path: 'token', msg: body.message }]);
  });

  it('keeps only the newest link working', async () => {
    await requestLink(member.email);
    const first = await mailedToken();
    await context.database.db.delete(mailOutbox);
    await requestLink(member.email);
    const second = await mailedToken();
    expect(await reset(first)).toMatchObject({ status: 400, body: { message: UNKNOWN_LINK } });
    expect((await reset(second)).status).toBe(200);
  });

  it('checks the new password like the Security tab', async () => {
    const { status, body } = await reset('some-token', 'short');
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: 'newPassword', msg: expect.stringMatching(/at least \d+ characters/) }]);
  });
});

describeEachDatabase(
  'password reset rate limit',
  (context) => {
    it('answers 429 once a client has asked for its links for the next 10 minutes', async () => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await post(context.app, '/api/members/send-reset-email', { email: 'a@example.org' })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
  { formRateLimit: 2 },
);
