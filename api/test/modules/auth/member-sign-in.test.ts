import { eq } from 'drizzle-orm';
import { members, sessions } from '../../../src/db/schema';
import { accessTokenClaims } from '../../../src/modules/auth/account-views';
import { createAccessTokens } from '../../../src/modules/auth/tokens';
import { createMember, describeEachDatabase, get, loginMember, post, testConfig } from '../../support/test-app';

describeEachDatabase('member sign-in', (context) => {
  const memberRow = async (id: string) =>
    (await context.database.db.select().from(members).where(eq(members.id, id)))[0];

  it('signs in by e-mail and by LPU ID, and the access token carries the contract claims', async () => {
    const member = await createMember(context.database);

    const byEmail = await post(context.app, '/api/members/login', { email: member.email, password: member.password });
    const byLpuId = await post(context.app, '/api/members/login', { LpuId: member.lpuId, password: member.password });

    expect(byEmail.status).toBe(200);
    expect(byLpuId.status).toBe(200);
    expect(byEmail.body).toMatchObject({
      success: true,
      data: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    const claims = JSON.parse(Buffer.from(byLpuId.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      id: member.id,
      memberID: member.id,
      role: 'member',
      email: member.email,
      sid: expect.any(String),
    });
    expect(claims.name).toBe(claims.fullname);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const member = await createMember(context.database);
    const wrongPassword = await post(context.app, '/api/members/login', {
      email: member.email,
      password: 'not-the-password',
    });
    const unknown = await post(context.app, '/api/members/login', { LpuId: '99999999', password: member.password });

    expect(wrongPassword).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid credentials. Please try again.' },
    });
    expect(unknown).toEqual(wrongPassword);
  });

  it.each([
    [{ LpuId: '1234', password: 'secret1' }, 'LpuId', 'LPU ID must be exactly 8 digits'],
    [{ email: 'a@b.co', password: '123' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email', password: 'secret1' }, 'email', 'Invalid email format'],
    [{ password: 'secret1' }, 'email', 'Email is required'],
    [{}, 'email', 'Email is required'],
  ])('refuses %j with 400, naming the field %s: "%s"', async (payload, path, message) => {
    const { status, body } = await post(context.app, '/api/members/login', payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(body.errors[0]).toEqual({ path, msg: message });
  });

  it('refuses a banned member with the reason, and a removed one', async () => {
    const banned = await createMember(context.database, { status: 'banned', restrictionReason: 'Spam in the feed' });
    const removed = await createMember(context.database, { status: 'removed' });

    const bannedLogin = await post(context.app, '/api/members/login', {
      email: banned.email,
      password: banned.password,
    });
    const removedLogin = await post(context.app, '/api/members/login', {
      email: removed.email,
      password: removed.password,
    });

    expect(bannedLogin.status).toBe(403);
    expect(bannedLogin.body.message).toBe('Your account has been banned. Reason: Spam in the feed.');
    expect(removedLogin.status).toBe(403);
    expect(removedLogin.body.message).toMatch(/removed/);
  });

  it('stops an access token issued before a ban at once', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    expect((await get(context.app, '/api/auth/me', accessToken)).status).toBe(200);

    await context.database.db
      .update(members)
      .set({ status: 'banned', restrictionReason: 'Harassment' })
      .where(eq(members.id, member.id));

    const afterBan = await get(context.app, '/api/auth/me', accessToken);
    expect(afterBan.status).toBe(401);
    expect(afterBan.body.message).toContain('banned');
  });

  it('ends the sign-in a ban stopped: lifting the ban does not revive that access token', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);
    const setStatus = (status: 'active' | 'banned') =>
      context.database.db.update(members).set({ status }).where(eq(members.id, member.id));

    await setStatus('banned');
    expect((await get(context.app, '/api/auth/me', accessToken)).status).toBe(401);
    await setStatus('active');

    const afterUnban = await get(context.app, '/api/auth/me', accessToken);
    expect(afterUnban.status).toBe(401);
    expect(afterUnban.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await loginMember(context.app, member)).accessToken).toEqual(expect.any(String));
  });

  it('refuses the token of an expired session, of a deleted account and of a session that is not its own', async () => {
    const [first, second, deleted] = [
      await createMember(context.database),
      await createMember(context.database),
      await createMember(context.database),
    ];
    const firstTokens = await loginMember(context.app, first);
    const secondTokens = await loginMember(context.app, second);
    const deletedTokens = await loginMember(context.app, deleted);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claims(firstTokens.accessToken).sid));
    await context.database.db.delete(members).where(eq(members.id, deleted.id));

    for (const token of [firstTokens.accessToken, deletedTokens.accessToken]) {
      const refused = await get(context.app, '/api/auth/me', token);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Your session has ended. Please sign in again.');
    }
    // A token of the first member naming the second member's live session: not the first member's session.
    const crossed = createAccessTokens(testConfig()).sign(
      accessTokenClaims({ role: 'member', row: (await memberRow(first.id))! }),
      claims(secondTokens.accessToken).sid,
    );
    expect((await get(context.app, '/api/auth/me', crossed)).status).toBe(401);
    expect((await get(context.app, '/api/auth/me', secondTokens.accessToken)).status).toBe(200);
  });

  it("answers /api/auth/me with the member's profile", async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);

    const me = await get(context.app, '/api/auth/me', accessToken);

    expect(me.body.data).toMatchObject({
      role: 'member',
      id: member.id,
      LpuId: member.lpuId,
      status: 'active',
      restriction: { isRestricted: false, reason: null, time: null },
    });
    expect(me.body.data).not.toHaveProperty('passwordHash');
  });

  it('logs out: the access token and the refresh token stop working', async () => {
    const member = await createMember(context.database);
    const { accessToken, refreshToken } = await loginMember(context.app, member);

    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/members/logout',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });

    expect(logout.statusCode).toBe(200);
    expect((await get(context.app, '/api/auth/me', accessToken)).status).toBe(401);
    expect((await post(context.app, '/api/auth/refresh', { refreshToken })).status).toBe(401);
  });

  it('needs a bearer token to log out, and a member one', async () => {
    expect((await post(context.app, '/api/members/logout')).status).toBe(401);
    expect((await post(context.app, '/api/members/logout', undefined, 'not-a-jwt')).body).toEqual({
      success: false,
      message: 'Invalid access token.',
    });
  });
});
