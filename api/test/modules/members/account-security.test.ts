import { eq } from 'drizzle-orm';
import { mailOutbox, members } from '../../../src/db/schema';
import { createMember, describeEachDatabase, get, loginMember, post, type TestMember } from '../../support/test-app';

const DAY_MS = 24 * 3_600_000;

describeEachDatabase('the member’s password and LPU ID', (context) => {
  it('sets a new password for the member’s own LPU ID and ends the account’s other sign-ins', async () => {
    const member = await createMember(context.database);
    const here = await loginMember(context.app, member);
    const elsewhere = await loginMember(context.app, member);

    const changed = await post(
      context.app,
      '/api/members/me/password',
      { LpuId: member.lpuId, currentPassword: member.password, newPassword: 'a-new-password' },
      here.accessToken,
    );

    expect(changed).toEqual({
      status: 200,
      body: { success: true, message: 'Password updated successfully!', data: null },
    });
    // This sign-in goes on; the other one is over, its refresh token too.
    expect((await get(context.app, '/api/members/me', here.accessToken)).status).toBe(200);
    expect((await post(context.app, '/api/auth/refresh', { refreshToken: here.refreshToken })).status).toBe(200);
    expect((await get(context.app, '/api/members/me', elsewhere.accessToken)).status).toBe(401);
    expect((await post(context.app, '/api/auth/refresh', { refreshToken: elsewhere.refreshToken })).status).toBe(401);
    // Only the new password signs in.
    expect(
      (await post(context.app, '/api/members/login', { email: member.email, password: member.password })).status,
    ).toBe(401);
    await loginMember(context.app, { email: member.email, password: 'a-new-password' });
  });

  it('refuses another member’s LPU ID (member A cannot change member B’s password)', async () => {
    const memberA = await createMember(context.database);
    const memberB = await createMember(context.database);
    const tokenA = (await loginMember(context.app, memberA)).accessToken;
    const sessionB = await loginMember(context.app, memberB);

    const refused = await post(
      context.app,
      '/api/members/me/password',
      { LpuId: memberB.lpuId, currentPassword: memberA.password, newPassword: 'taken-over-123' },
      tokenA,
    );

    const message = 'This is not your LPU ID: you can only reset the password of your own account.';
    expect(refused).toEqual({
      status: 403,
      body: { success: false, message, errors: [{ path: 'LpuId', msg: message }] },
    });
    await loginMember(context.app, memberB);
    await loginMember(context.app, memberA);
    expect((await get(context.app, '/api/members/me', sessionB.accessToken)).status).toBe(200);
  });

  it.each([
    [{ LpuId: '123', currentPassword: 'x', newPassword: 'long-enough' }, 'LpuId', 'LPU ID must be exactly 8 digits'],
    [{ LpuId: '12345678', currentPassword: 'x', newPassword: '' }, 'newPassword', 'New password is required'],
    [
      { LpuId: '12345678', currentPassword: 'x', newPassword: 'short' },
      'newPassword',
      'New password must be at least 8 characters',
    ],
    [{ currentPassword: 'x', newPassword: 'long-enough' }, 'LpuId', 'LPU ID is required'],
    [{ LpuId: '12345678', newPassword: 'long-enough' }, 'currentPassword', 'Current password is required'],
    [
      { LpuId: '12345678', currentPassword: '', newPassword: 'long-enough' },
      'currentPassword',
      'Current password is required',
    ],
  ])('validates %j: %s "%s"', async (payload, field, message) => {
    const member = await createMember(context.database);
    const token = (await loginMember(context.app, member)).accessToken;
    const { status, body } = await post(context.app, '/api/members/me/password', payload, token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message, errors: [{ path: field, msg: message }] });
  });

  it('needs a signed-in member to change a password', async () => {
    const member = await createMember(context.database);
    const payload = { LpuId: member.lpuId, currentPassword: member.password, newPassword: 'a-new-password' };
    expect((await post(context.app, '/api/members/me/password', payload)).status).toBe(401);
  });

  // A borrowed access token (an unlocked laptop, a leaked token) knows the LPU ID but not the password.
  it('refuses a wrong current password: the password and the other sign-ins stay as they were', async () => {
    const member = await createMember(context.database);
    const borrowed = await loginMember(context.app, member);
    const ownersOther = await loginMember(context.app, member);

    const refused = await post(
      context.app,
      '/api/members/me/password',
      { LpuId: member.lpuId, currentPassword: 'a-guess', newPassword: 'taken-over-123' },
      borrowed.accessToken,
    );

    const message = 'The current password is incorrect.';
    expect(refused).toEqual({
      status: 403,
      body: { success: false, message, errors: [{ path: 'currentPassword', msg: message }] },
    });
    await loginMember(context.app, member);
    expect((await get(context.app, '/api/members/me', ownersOther.accessToken)).status).toBe(200);
  });

  it('counts wrong current passwords with wrong sign-ins: after 5 the account is blocked, the right one refused', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const change = (currentPassword: string) =>
      post(
        context.app,
        '/api/members/me/password',
        { LpuId: member.lpuId, currentPassword, newPassword: 'taken-over-123' },
        accessToken,
      );
    for (let guess = 0; guess < 5; guess += 1) expect((await change(`guess-${guess}`)).status).toBe(403);

    const blocked = await change(member.password);

    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong passwords for this account\. Please try again in 1 minute/);
    expect(
      (await post(context.app, '/api/members/login', { email: member.email, password: member.password })).status,
    ).toBe(429);
    const [mail] = await context.database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, member.id));
    expect(mail).toMatchObject({ kind: 'sign-in-blocked', to: member.email });
  });

  it('e-mails the LPU ID to a registered address, with the same answer as for an unknown one', async () => {
    const member = await createMember(context.database);
    await context.database.db.delete(mailOutbox);

    const known = await post(context.app, '/api/members/forgot-lpu-id', { email: member.email.toUpperCase() });
    const unknown = await post(context.app, '/api/members/forgot-lpu-id', { email: 'nobody@test.example' });
    await context.app.jobs.handleMailRequests();

    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const mails = await context.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'lpu-id-reminder', to: member.email, reference: member.id });
    expect(mails[0]!.text).toContain(`Your LPU ID is ${member.lpuId}`);
  });

  it.each([[{ email: '' }], [{ email: 'not-an-email' }], [{}]])(
    'refuses %j: a valid e-mail is needed',
    async (payload) => {
      const { status, body } = await post(context.app, '/api/members/forgot-lpu-id', payload);
      expect(status).toBe(400);
      expect(body.errors[0]).toEqual({ path: 'email', msg: expect.stringMatching(/email/i) });
    },
  );
});

describeEachDatabase('live account status', (context) => {
  const setStatus = (member: TestMember, values: Partial<typeof members.$inferInsert>) =>
    context.database.db.update(members).set(values).where(eq(members.id, member.id));

  it.each([
    ['banned', 'Your account has been banned. Reason: Spam in the feed.'],
    [
      'removed',
      'Your membership has been removed. Reason: Spam in the feed. Please contact the club admins if you think this is a mistake.',
    ],
  ] as const)(
    'refuses the next request of a member who was %s, with the reason, and ends the sign-in',
    async (status, message) => {
      const member = await createMember(context.database);
      const { accessToken, refreshToken } = await loginMember(context.app, member);
      expect((await get(context.app, '/api/members/me', accessToken)).status).toBe(200);

      await setStatus(member, { status, restrictionReason: 'Spam in the feed', restrictedAt: new Date() });

      expect(await get(context.app, '/api/members/me', accessToken)).toEqual({
        status: 401,
        body: { success: false, message },
      });
      expect((await post(context.app, '/api/auth/refresh', { refreshToken })).status).toBe(401);
      // Unbanning does not revive the ended sign-in: the member signs in again.
      await setStatus(member, { status: 'active', restrictionReason: null });
      expect((await get(context.app, '/api/members/me', accessToken)).status).toBe(401);
      await loginMember(context.app, member);
    },
  );

  it('names the review date of a ban that has one', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    await setStatus(member, {
      status: 'banned',
      restrictionReason: 'Spam',
      restrictionReviewTime: new Date('2099-01-15T10:00:00Z'),
    });

    const refused = await get(context.app, '/api/members/me', accessToken);

    expect(refused.body.message).toBe(
      'Your account has been banned. Reason: Spam. It will be reviewed on 15 Jan 2099.',
    );
  });

  it('lifts a ban whose review time has passed: the member keeps working and is active again', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    await setStatus(member, {
      status: 'banned',
      restrictionReason: 'Cooling off',
      restrictionReviewTime: new Date(Date.now() - DAY_MS),
      restrictedAt: new Date(Date.now() - 2 * DAY_MS),
    });

    const me = await get(context.app, '/api/members/me', accessToken);

    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      status: 'active',
      restriction: { isRestricted: false, reason: null, time: null },
    });
    const [row] = await context.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ status: 'active', restrictionReason: null, restrictionReviewTime: null });
  });

  it('lets a member whose ban has expired sign in again', async () => {
    const member = await createMember(context.database, { status: 'banned', restrictionReason: 'Cooling off' });
    await setStatus(member, { restrictionReviewTime: new Date(Date.now() - 1000) });
    await loginMember(context.app, member);
  });

  it('keeps a removal whatever its date, and a ban without a review time', async () => {
    const removed = await createMember(context.database, { status: 'removed', restrictionReason: 'Left the club' });
    await setStatus(removed, { restrictionReviewTime: new Date(Date.now() - DAY_MS) });
    const banned = await createMember(context.database, { status: 'banned', restrictionReason: 'Spam' });

    expect(
      (await post(context.app, '/api/members/login', { email: removed.email, password: removed.password })).status,
    ).toBe(403);
    expect(
      (await post(context.app, '/api/members/login', { email: banned.email, password: banned.password })).status,
    ).toBe(403);
  });
});
