// A borrowed access token must not be enough to take the account over: changing the e-mail address (where reset
// links go) needs the current password, takes effect only once the new address opens the link sent to it, and the
// old address is told (docs/choices.md, "Sign-in and sessions").
import { and, eq } from 'drizzle-orm';
import { mailOutbox, members } from '../../../src/db/schema';
import { send } from '../../support/send';
import {
  createMember,
  describeEachDatabase,
  get,
  loginMember,
  post,
  testConfig,
  type TestMember,
} from '../../support/test-app';

const INVALID_LINK =
  'This confirmation link is invalid, used or older than 24 hours. Change your e-mail address on your profile again.';
const PASSWORD_NEEDED = 'Enter your current password to change your e-mail address.';
const WRONG_PASSWORD = 'The current password is incorrect.';

const profileOf = (member: TestMember, changes: object = {}) => ({
  fullname: 'Asha Verma',
  email: member.email,
  program: 'B.Tech CSE',
  year: 2,
  linkedIn: null,
  github: null,
  bio: 'Builds robots.',
  ...changes,
});

describeEachDatabase('changing the e-mail address', (context) => {
  let sequence = 0;
  const newAddress = () => `new.address.${++sequence}@test.example`;
  const putProfile = (payload: object, token: string) =>
    send(context.app, 'PUT', '/api/members/me', { payload, token });
  const mails = (to: string, kind: string) =>
    context.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  /** The token in the confirmation link e-mailed to `to` (the newest one). */
  async function mailedToken(to: string): Promise<string> {
    const sent = await mails(to, 'email-change-confirm');
    const link = sent.at(-1)!.text.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${testConfig().publicAppUrl}/member/confirm-email?token=`)).toBe(true);
    return new URL(link).searchParams.get('token')!;
  }
  const confirm = (token: string) => post(context.app, '/api/members/confirm-email', { token });
  const signsIn = async (email: string, password: string) =>
    (await post(context.app, '/api/members/login', { email, password })).status;

  it('needs the current password: a borrowed access token alone cannot change the address', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const attacker = newAddress();

    const withoutPassword = await putProfile(profileOf(member, { email: attacker }), accessToken);
    const wrongPassword = await putProfile(
      profileOf(member, { email: attacker, currentPassword: 'a-guess' }),
      accessToken,
    );

    expect(withoutPassword).toEqual({
      status: 400,
      body: { success: false, message: PASSWORD_NEEDED, errors: [{ path: 'currentPassword', msg: PASSWORD_NEEDED }] },
    });
    expect(wrongPassword).toEqual({
      status: 403,
      body: { success: false, message: WRONG_PASSWORD, errors: [{ path: 'currentPassword', msg: WRONG_PASSWORD }] },
    });
    const me = await get(context.app, '/api/members/me', accessToken);
    expect(me.body.data).toMatchObject({ email: member.email, pendingEmail: null, bio: null });
    expect(await mails(attacker, 'email-change-confirm')).toHaveLength(0);
  });

  it('needs no password for an edit that keeps the address', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);

    const updated = await putProfile(profileOf(member, { email: member.email.toUpperCase() }), accessToken);

    expect(updated).toMatchObject({ status: 200, body: { message: 'Profile updated successfully!' } });
    expect(updated.body.data).toMatchObject({ email: member.email, pendingEmail: null, bio: 'Builds robots.' });
  });

  it('changes the address only when the link sent to it is opened; the old address is told at once', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();

    const requested = await putProfile(
      profileOf(member, { email: next, currentPassword: member.password }),
      accessToken,
    );

    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe(
      `Profile updated. Open the link we sent to ${next} to confirm your new e-mail address.`,
    );
    // The other fields are saved; the address waits.
    expect(requested.body.data).toMatchObject({ email: member.email, pendingEmail: next, bio: 'Builds robots.' });
    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: next,
    });
    const [notice] = await mails(member.email, 'email-change-notice');
    expect(notice).toMatchObject({ reference: member.id, subject: 'Your Guildhall e-mail address is being changed' });
    expect(notice!.text).toContain(next);
    expect(await signsIn(next, member.password)).toBe(401);
    expect(await signsIn(member.email, member.password)).toBe(200);

    // Opened (no sign-in needed: the link is the proof).
    const token = await mailedToken(next);
    expect(await confirm(token)).toEqual({
      status: 200,
      body: { success: true, message: `Your e-mail address is now ${next}.`, data: { email: next } },
    });

    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: next,
      pendingEmail: null,
    });
    expect(await signsIn(next, member.password)).toBe(200);
    expect(await signsIn(member.email, member.password)).toBe(401);
    expect(await confirm(token)).toEqual({
      status: 400,
      body: { success: false, message: INVALID_LINK, errors: [{ path: 'token', msg: INVALID_LINK }] },
    });
  });

  it('sends no second link for the pending address, and keeps only the newest link working', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const first = newAddress();
    const second = newAddress();
    await putProfile(profileOf(member, { email: first, currentPassword: member.password }), accessToken);
    const firstToken = await mailedToken(first);

    // The form sends the pending address again with the next edit: nothing changes, no password is needed.
    const again = await putProfile(profileOf(member, { email: first, bio: 'Edited' }), accessToken);
    expect(again.body.data).toMatchObject({ email: member.email, pendingEmail: first, bio: 'Edited' });
    expect(await mails(first, 'email-change-confirm')).toHaveLength(1);

    await putProfile(profileOf(member, { email: second, currentPassword: member.password }), accessToken);
    expect((await confirm(firstToken)).status).toBe(400);
    expect((await confirm(await mailedToken(second))).body.data).toEqual({ email: second });
  });

  it('refuses an expired link and an unknown one', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();
    await putProfile(profileOf(member, { email: next, currentPassword: member.password }), accessToken);
    await context.database.db
      .update(members)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.id, member.id));

    expect((await confirm(await mailedToken(next))).body.message).toBe(INVALID_LINK);
    expect((await confirm('made-up-token')).status).toBe(400);
    // An expired request is no longer shown as pending.
    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: null,
    });
  });

  it('answers 409 for an address another member uses, when asked and when the link is opened', async () => {
    const member = await createMember(context.database);
    const other = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const taken = 'Another member already uses this e-mail address.';

    const asked = await putProfile(
      profileOf(member, { email: other.email, currentPassword: member.password }),
      accessToken,
    );
    expect(asked).toEqual({
      status: 409,
      body: { success: false, message: taken, errors: [{ path: 'email', msg: taken }] },
    });
    // Said before the password is asked (the form's likeliest mistake); nothing is counted against the account.
    expect(await putProfile(profileOf(member, { email: other.email }), accessToken)).toEqual(asked);

    // Free when asked, taken by someone else before the link is opened.
    const contested = newAddress();
    await putProfile(profileOf(member, { email: contested, currentPassword: member.password }), accessToken);
    await context.database.db.update(members).set({ email: contested }).where(eq(members.id, other.id));
    expect(await confirm(await mailedToken(contested))).toEqual({
      status: 409,
      body: { success: false, message: taken },
    });
    expect((await get(context.app, '/api/members/me', accessToken)).body.data.email).toBe(member.email);
  });

  it('clears the address at once with the current password, and tells the old address', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);

    expect((await putProfile(profileOf(member, { email: null }), accessToken)).status).toBe(400);
    const cleared = await putProfile(profileOf(member, { email: '', currentPassword: member.password }), accessToken);

    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ email: null, pendingEmail: null });
    expect(await mails(member.email, 'email-change-notice')).toHaveLength(1);
  });

  it('counts wrong current passwords towards the account’s block', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await putProfile(
        profileOf(member, { email: next, currentPassword: `guess-${guess}` }),
        accessToken,
      );
      expect(refused.status).toBe(403);
    }

    const blocked = await putProfile(profileOf(member, { email: next, currentPassword: member.password }), accessToken);

    expect(blocked.status).toBe(429);
    expect(await mails(next, 'email-change-confirm')).toHaveLength(0);
  });

  it('limits confirmation e-mails to one address to 3 an hour', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const target = newAddress();
    const statuses = [];
    for (let request = 0; request < 4; request += 1) {
      // Away and back: each return to `target` is a new change that would e-mail it.
      await putProfile(profileOf(member, { email: newAddress(), currentPassword: member.password }), accessToken);
      statuses.push(
        (await putProfile(profileOf(member, { email: target, currentPassword: member.password }), accessToken)).status,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mails(target, 'email-change-confirm')).toHaveLength(3);
  });
});
