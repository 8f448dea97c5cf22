// Password guessing (docs/choices.md, "Sign-in and sessions"): the per-client limits alone let 50 wrong passwords
// from 5 addresses through, then the right one. Wrong passwords are also counted per account (and per admin name,
// and for the admin secret key as a whole), whatever address they come from.
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { admins, mailOutbox } from '../../../src/db/schema';
import {
  createAdmin,
  createMember,
  describeEachDatabase,
  loginMember,
  post,
  signInNewAdmin,
  TEST_ADMIN_SECRET,
  type TestMember,
} from '../../support/test-app';

const INVALID_MEMBER = { success: false, message: 'Invalid credentials. Please try again.' };
const INVALID_ADMIN = { success: false, message: 'Invalid admin credentials' };
const MEMBER_BLOCKED =
  "Too many wrong passwords for this account. Please try again in 1 minute, or reset your password with 'Forgot Password?'.";
const ADMIN_BLOCKED = 'Too many wrong passwords for this account. Please try again in 1 minute.';
const SECRET_BLOCKED = 'Too many wrong secret keys. Please try again in 1 minute.';

/** A POST from one client address (a student's laptop, a campus NAT). */
async function postFrom(app: App, address: string, url: string, payload: object, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

describeEachDatabase(
  'per-account sign-in throttle',
  (context) => {
    let addressCount = 0;
    /** A client address no other test of this file used (the per-client limit is the real one here: 10 a minute). */
    const newAddress = () => `10.0.${Math.floor(addressCount / 200)}.${(addressCount++ % 200) + 1}`;
    const signIn = (address: string, credentials: object) =>
      postFrom(context.app, address, '/api/members/login', credentials);
    const wrong = (member: TestMember) => ({ email: member.email, password: 'not-the-password' });
    const right = (member: TestMember) => ({ email: member.email, password: member.password });
    const mailsTo = (to: string, kind: string) =>
      context.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

    it('refuses the right password after 50 wrong ones from 5 addresses (each within its own limit)', async () => {
      const member = await createMember(context.database);
      const statuses = new Set<number>();
      for (let client = 0; client < 5; client += 1) {
        const address = newAddress();
        for (let attempt = 0; attempt < 10; attempt += 1) statuses.add((await signIn(address, wrong(member))).status);
      }

      const guessed = await signIn(newAddress(), right(member));

      expect([...statuses].sort()).toEqual([401, 429]);
      expect(guessed.status).toBe(429);
      expect(guessed.body).toEqual({ success: false, message: expect.stringMatching(/^Too many wrong passwords/) });
    });

    it('blocks an account after 5 wrong passwords: the right one then answers exactly like a wrong one', async () => {
      const member = await createMember(context.database);
      const address = newAddress();
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await signIn(address, wrong(member)));
      expect(answers.map((answer) => answer.body)).toEqual(Array(5).fill(INVALID_MEMBER));

      const rightDuringBlock = await signIn(newAddress(), right(member));
      const wrongDuringBlock = await signIn(newAddress(), wrong(member));

      expect(rightDuringBlock).toEqual({
        status: 429,
        body: { success: false, message: MEMBER_BLOCKED },
        retryAfter: expect.stringMatching(/^(59|60)$/),
      });
      expect(wrongDuringBlock).toEqual(rightDuringBlock);
      // By LPU ID it is the same account.
      expect((await signIn(newAddress(), { LpuId: member.lpuId, password: member.password })).body.message).toBe(
        MEMBER_BLOCKED,
      );
    });

    it('e-mails the owner when the account is first blocked, once', async () => {
      const member = await createMember(context.database);
      for (let attempt = 0; attempt < 8; attempt += 1) await signIn(newAddress(), wrong(member));

      const mails = await mailsTo(member.email, 'sign-in-blocked');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ reference: member.id, subject: 'Sign-in to your Guildhall account paused' });
      expect(mails[0]!.text).toContain('5 wrong passwords in a row');
      expect(mails[0]!.text).toContain('/auth');
    });

    it('counts the e-mail and the LPU ID as one account', async () => {
      const member = await createMember(context.database);
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn(address, wrong(member));
      for (let attempt = 0; attempt < 2; attempt += 1)
        await signIn(address, { LpuId: member.lpuId, password: 'not-the-password' });

      expect((await signIn(address, right(member))).status).toBe(429);
    });

    it('starts afresh after a right password: 4 wrong, right, 4 wrong still signs in', async () => {
      const member = await createMember(context.database);
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1) await signIn(newAddress(), wrong(member));
        expect((await signIn(newAddress(), right(member))).status).toBe(200);
      }
    });

    it('blocks an unknown identifier the same way, so a block does not tell which accounts exist', async () => {
      const unknown = { email: 'nobody-here@test.example', password: 'not-the-password' };
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn(newAddress(), unknown);

      expect((await signIn(newAddress(), unknown)).body).toEqual({ success: false, message: MEMBER_BLOCKED });
    });

    it('lifts the block when the owner resets the password by e-mail', async () => {
      const member = await createMember(context.database);
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn(newAddress(), wrong(member));
      await post(context.app, '/api/members/send-reset-email', { email: member.email });
      await context.app.jobs.handleMailRequests();
      const [mail] = await mailsTo(member.email, 'password-reset');
      const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');

      expect(
        (await post(context.app, '/api/members/reset-password', { token, newPassword: 'a-new-password' })).status,
      ).toBe(200);
      await loginMember(context.app, { email: member.email, password: 'a-new-password' });
    });

    it('blocks an admin name after 5 wrong passwords or secret keys, whatever the address; others sign in', async () => {
      await createAdmin(context.database, 'Guarded Admin', 'guarded-password');
      await context.database.db
        .update(admins)
        .set({ email: 'guarded.admin@test.example' })
        .where(eq(admins.fullname, 'Guarded Admin'));
      await createAdmin(context.database, 'Other Admin', 'other-password');
      const adminLogin = (overrides: object) =>
        postFrom(context.app, newAddress(), '/api/admin/login', {
          fullname: 'Guarded Admin',
          password: 'guarded-password',
          secret: TEST_ADMIN_SECRET,
          ...overrides,
        });
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await adminLogin({ password: 'guess' })).body).toEqual(INVALID_ADMIN);
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await adminLogin({ secret: 'guess' })).body).toEqual(INVALID_ADMIN);

      expect(await adminLogin({ fullname: 'GUARDED admin' })).toMatchObject({
        status: 429,
        body: { success: false, message: ADMIN_BLOCKED },
      });
      expect((await adminLogin({ fullname: 'Other Admin', password: 'other-password' })).status).toBe(200);
      expect(await mailsTo('guarded.admin@test.example', 'sign-in-blocked')).toHaveLength(1);
    });

    it('blocks the admin secret key on /api/admin/register for everyone after 5 wrong ones', async () => {
      const registration = (secret: string, LpuId: string) => ({
        fullname: 'Secret Guess',
        LpuId,
        password: 'long-enough-password',
        department: 'Technical',
        secret,
      });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = await postFrom(
          context.app,
          newAddress(),
          '/api/admin/register',
          registration(`guess-${attempt}`, `3000000${attempt}`),
        );
        expect(refused.status).toBe(403);
      }

      const withRightSecret = await postFrom(
        context.app,
        newAddress(),
        '/api/admin/register',
        registration(TEST_ADMIN_SECRET, '30000010'),
      );
      expect(withRightSecret).toMatchObject({ status: 429, body: { success: false, message: SECRET_BLOCKED } });
      // A signed-in admin's Add Member does not use the secret: it goes on.
      const adminToken = await signInNewAdmin(context);
      const { secret: _secret, ...withoutSecret } = registration('', '30000011');
      expect((await postFrom(context.app, newAddress(), '/api/admin/register', withoutSecret, adminToken)).status).toBe(
        201,
      );
    });
  },
  { loginRateLimit: 10 },
);

// The per-client limit lifted (as behind a campus NAT that is given a higher one): only the account counts.
describeEachDatabase('per-account sign-in throttle behind one address', (context) => {
  const campus = '10.1.0.1';
  const signIn = (credentials: object) => postFrom(context.app, campus, '/api/members/login', credentials);

  it('keys by account, not address: a campus NAT full of students cannot block them for each other', async () => {
    const students: TestMember[] = [];
    for (let index = 0; index < 10; index += 1) students.push(await createMember(context.database));
    // 40 wrong passwords from one address, 4 for each student: nobody is blocked, and each then signs in.
    for (const student of students) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await signIn({ email: student.email, password: 'mistyped' })).status).toBe(401);
    }
    for (const student of students)
      expect((await signIn({ email: student.email, password: student.password })).status).toBe(200);

    // One student's account blocked from the NAT does not block the others behind it.
    const [victim, neighbour] = students as [TestMember, TestMember];
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn({ email: victim.email, password: 'mistyped' });
    expect((await signIn({ email: victim.email, password: victim.password })).status).toBe(429);
    expect((await signIn({ email: neighbour.email, password: neighbour.password })).status).toBe(200);
  });
});
