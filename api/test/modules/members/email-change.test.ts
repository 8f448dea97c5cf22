// A borrowed access token must not be enough to take the account over: changing the e-mail address (where reset
// links go) needs the current password, takes effect only once the new address opens the link sent to it, and the
// old address is told. A new password or a cancel ends the waiting change, and the answers never tell whether
// another member uses an address (docs/choices.md, "Sign-in and sessions").
import { and, eq } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_MINUTES } from '@guildhall/contracts';
import { mailOutbox, members } from '../../../src/db/schema';
import { createPasswordLink } from '../../../src/modules/auth/password-reset-service';
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
const HOUR_MS = 3_600_000;
const requested = (address: string) =>
  `Profile updated. Open the link we sent to ${address} to confirm your new e-mail address.`;

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
  const cancel = (token: string) => send(context.app, 'DELETE', '/api/members/me/pending-email', { token });
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

  it('ends the waiting change when the password is changed on the Security tab: the old link is refused', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();
    await putProfile(profileOf(member, { email: next, currentPassword: member.password }), accessToken);
    const token = await mailedToken(next);

    const changed = await post(
      context.app,
      '/api/members/me/password',
      { LpuId: member.lpuId, currentPassword: member.password, newPassword: 'a-new-password' },
      accessToken,
    );

    expect(changed.status).toBe(200);
    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: null,
      pendingEmailExpiresAt: null,
    });
    expect(await confirm(token)).toEqual({
      status: 400,
      body: { success: false, message: INVALID_LINK, errors: [{ path: 'token', msg: INVALID_LINK }] },
    });
    expect(await signsIn(next, 'a-new-password')).toBe(401);
    expect(await signsIn(member.email, 'a-new-password')).toBe(200);
  });

  it('ends the waiting change when the password is reset by e-mail: the old link is refused', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();
    await putProfile(profileOf(member, { email: next, currentPassword: member.password }), accessToken);
    const token = await mailedToken(next);

    // The link 'Forgot Password?' e-mails (made here directly: how it is e-mailed is the reset tests' business).
    const resetLink = await createPasswordLink(context.database.db, {
      memberId: member.id,
      minutes: PASSWORD_RESET_LINK_MINUTES,
      publicAppUrl: testConfig().publicAppUrl,
      at: new Date(),
    });
    const reset = await post(context.app, '/api/members/reset-password', {
      token: new URL(resetLink).searchParams.get('token'),
      newPassword: 'a-reset-password',
    });

    expect(reset.status).toBe(200);
    expect(await confirm(token)).toEqual({
      status: 400,
      body: { success: false, message: INVALID_LINK, errors: [{ path: 'token', msg: INVALID_LINK }] },
    });
    const { accessToken: afterReset } = await loginMember(context.app, {
      email: member.email,
      password: 'a-reset-password',
    });
    expect((await get(context.app, '/api/members/me', afterReset)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: null,
      pendingEmailExpiresAt: null,
    });
  });

  it('shows the waiting change with its link’s end, and cancels it (twice is the same): the link is refused', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const next = newAddress();
    const asked = Date.now();
    await putProfile(profileOf(member, { email: next, currentPassword: member.password }), accessToken);
    const token = await mailedToken(next);
    const waiting = (await get(context.app, '/api/members/me', accessToken)).body.data;
    expect(waiting.pendingEmail).toBe(next);
    const expiresAt = Date.parse(waiting.pendingEmailExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 24 * HOUR_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);

    const cancelled = await cancel(accessToken);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(
      `Cancelled: your e-mail address will not change to ${next}, and the link we sent to it no longer works.`,
    );
    expect(cancelled.body.data).toMatchObject({ email: member.email, pendingEmail: null, pendingEmailExpiresAt: null });
    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: null,
      pendingEmailExpiresAt: null,
    });
    expect((await confirm(token)).body.message).toBe(INVALID_LINK);
    expect(await signsIn(member.email, member.password)).toBe(200);
    // Again, with nothing waiting: the same outcome.
    expect(await cancel(accessToken)).toMatchObject({
      status: 200,
      body: { message: 'No change of e-mail address was waiting.', data: { email: member.email, pendingEmail: null } },
    });
    // A body, if any, is an empty object.
    expect(
      await send(context.app, 'DELETE', '/api/members/me/pending-email', {
        payload: { email: next },
        token: accessToken,
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'Unknown field: email', errors: [{ path: '', msg: 'Unknown field: email' }] },
    });
  });

  it('asks for the password first: a used address without it gets the same 400 as a free one', async () => {
    const member = await createMember(context.database);
    const other = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);

    const taken = await putProfile(profileOf(member, { email: other.email }), accessToken);
    const free = await putProfile(profileOf(member, { email: newAddress() }), accessToken);

    expect(taken).toEqual({
      status: 400,
      body: { success: false, message: PASSWORD_NEEDED, errors: [{ path: 'currentPassword', msg: PASSWORD_NEEDED }] },
    });
    expect(taken).toEqual(free);
    // A wrong password is the same 403 for both as well.
    const wrong = { currentPassword: 'a-guess' };
    expect(await putProfile(profileOf(member, { email: other.email, ...wrong }), accessToken)).toEqual(
      await putProfile(profileOf(member, { email: newAddress(), ...wrong }), accessToken),
    );
  });

  it('answers a used address like a free one, and tells its owner instead of sending a link to take it', async () => {
    const member = await createMember(context.database);
    const other = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const free = newAddress();
    /** The answer with its address and its link's end written out: the rest must be the same. */
    const shape = (answer: object, address: string) =>
      JSON.parse(
        JSON.stringify(answer)
          .replaceAll(address, '<address>')
          .replace(/"pendingEmailExpiresAt":"[^"]+"/, '"pendingEmailExpiresAt":"<time>"'),
      );

    const forFree = await putProfile(profileOf(member, { email: free, currentPassword: member.password }), accessToken);
    await cancel(accessToken);
    const forTaken = await putProfile(
      profileOf(member, { email: other.email, currentPassword: member.password }),
      accessToken,
    );

    expect(forTaken.status).toBe(200);
    expect(forTaken.body.message).toBe(requested(other.email));
    expect(shape(forTaken, other.email)).toEqual(shape(forFree, free));
    expect((await get(context.app, '/api/members/me', accessToken)).body.data.pendingEmail).toBe(other.email);
    // The member's own old address is told alike, once for each.
    expect(await mails(member.email, 'email-change-notice')).toHaveLength(2);
    // The owner of the used address gets a notice, without a link and without the asking member's name.
    const toOwner = await mails(other.email, 'email-change-confirm');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      subject: 'Someone tried to add your e-mail address to another Guildhall account',
    });
    expect(toOwner[0]!.text).toContain(
      `This address already belongs to your Guildhall account (LPU ID ${other.lpuId})`,
    );
    expect(toOwner[0]!.text).not.toContain('confirm-email');
    expect(toOwner[0]!.text).not.toContain(member.lpuId);
    expect(toOwner[0]!.text).not.toContain('Asha Verma');
    // Nothing moved: each member keeps their address and their sign-in, and one address is one member's.
    const owners = await context.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, other.email));
    expect(owners).toEqual([{ id: other.id }]);
    expect(await signsIn(other.email, member.password)).toBe(401);
    expect(await signsIn(other.email, other.password)).toBe(200);
    expect(await signsIn(member.email, member.password)).toBe(200);
  });

  it('refuses a link whose address another member took meanwhile (409), and ends that change', async () => {
    const member = await createMember(context.database);
    const other = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const contested = newAddress();
    await putProfile(profileOf(member, { email: contested, currentPassword: member.password }), accessToken);
    await context.database.db.update(members).set({ email: contested }).where(eq(members.id, other.id));

    const message =
      'Another member started using this e-mail address after the link was sent, so it cannot become yours. ' +
      'Your e-mail address stays as it was; you can choose another one on your profile.';
    expect(await confirm(await mailedToken(contested))).toEqual({ status: 409, body: { success: false, message } });

    expect((await get(context.app, '/api/members/me', accessToken)).body.data).toMatchObject({
      email: member.email,
      pendingEmail: null,
    });
    const owners = await context.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, contested));
    expect(owners).toEqual([{ id: other.id }]);
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

  it.each(['free', 'used by another member'])('limits e-mails to one address (%s) to 3 an hour', async (kind) => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const target = kind === 'free' ? newAddress() : (await createMember(context.database)).email;
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
