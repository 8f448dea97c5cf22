import { eq, sql } from 'drizzle-orm';
import { retiredRefreshTokens, sessions } from '../../../src/db/schema';
import { REFRESH_GRACE_SECONDS } from '../../../src/modules/auth/sessions';
import { hashRefreshToken } from '../../../src/modules/auth/tokens';
import { createMember, describeEachDatabase, get, loginMember, post } from '../../support/test-app';

describeEachDatabase('refresh-token rotation', (context) => {
  const refresh = (refreshToken: string) => post(context.app, '/api/auth/refresh', { refreshToken });
  const me = (accessToken: string) => get(context.app, '/api/auth/me', accessToken);

  /** Moves every retired token's retirement back in time, as if the grace window had passed. */
  const pastTheGrace = () =>
    context.database.db
      .update(retiredRefreshTokens)
      .set({ retiredAt: sql`${retiredRefreshTokens.retiredAt} - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})` });

  it('rotates: the new pair works and the access token stays valid for the same session', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);

    const rotated = await refresh(first.refreshToken);

    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await me(rotated.body.data.accessToken)).status).toBe(200);
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(200);
  });

  it('answers two refreshes racing with one token (two tabs) with the same new token, and both stay signed in', async () => {
    const member = await createMember(context.database);
    const { refreshToken } = await loginMember(context.app, member);

    const [tabA, tabB] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);

    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabA.body.data.refreshToken).toBe(tabB.body.data.refreshToken);
    expect((await me(tabA.body.data.accessToken)).status).toBe(200);
    expect((await me(tabB.body.data.accessToken)).status).toBe(200);
    expect((await refresh(tabA.body.data.refreshToken)).status).toBe(200);
  });

  it('answers a just-retired token with the current token during the grace window', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);
    const second = (await refresh(first.refreshToken)).body.data;

    const late = await refresh(first.refreshToken);

    expect(late.status).toBe(200);
    expect(late.body.data.refreshToken).toBe(second.refreshToken);
    expect((await me(late.body.data.accessToken)).status).toBe(200);
    expect((await me(second.accessToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated-out refresh token comes back after the grace window', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);
    const second = (await refresh(first.refreshToken)).body.data;
    await pastTheGrace();

    const replay = await refresh(first.refreshToken);

    expect(replay).toEqual({
      status: 401,
      body: { success: false, message: 'Your session has ended. Please sign in again.' },
    });
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await me(second.accessToken)).status).toBe(401);
  });

  it('revokes the family when a retired token comes back after its successor was rotated too', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);
    const second = (await refresh(first.refreshToken)).body.data;
    const third = (await refresh(second.refreshToken)).body.data;

    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await me(third.accessToken)).status).toBe(401);
  });

  it('keeps the successor only sealed, only the newest per family, and only during the grace window', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);
    const second = (await refresh(first.refreshToken)).body.data;
    const third = (await refresh(second.refreshToken)).body.data;
    const sealed = async () => {
      const [session] = await context.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashRefreshToken(third.refreshToken)));
      return context.database.db
        .select({ successor: retiredRefreshTokens.successorCiphertext })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.sessionId, session!.id));
    };

    const rows = await sealed();
    expect(rows.filter((row) => row.successor !== null)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(third.refreshToken);

    await pastTheGrace();
    await loginMember(context.app, member); // any sign-in or rotation sweeps expired successors
    expect((await sealed()).every((row) => row.successor === null)).toBe(true);
  });

  it('keeps other sign-ins of the same member alive', async () => {
    const member = await createMember(context.database);
    const laptop = await loginMember(context.app, member);
    const phone = await loginMember(context.app, member);

    await refresh(laptop.refreshToken);
    await pastTheGrace();
    await refresh(laptop.refreshToken);

    expect((await me(phone.accessToken)).status).toBe(200);
  });

  it('refuses unknown and missing refresh tokens', async () => {
    expect(await refresh('made-up-token')).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid refresh token. Please sign in again.' },
    });
    expect(await post(context.app, '/api/auth/refresh', {})).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Refresh token is required',
        errors: [{ path: 'refreshToken', msg: 'Refresh token is required' }],
      },
    });
  });
});
