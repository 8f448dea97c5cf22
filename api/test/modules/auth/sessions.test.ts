import { createMember, describeEachDatabase, get, loginMember, post } from '../../support/test-app';

describeEachDatabase('refresh-token rotation', (context) => {
  const refresh = (refreshToken: string) => post(context.app, '/api/auth/refresh', { refreshToken });

  it('rotates: the new pair works and the access token stays valid for the same session', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);

    const rotated = await refresh(first.refreshToken);

    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await get(context.app, '/api/auth/me', rotated.body.data.accessToken)).status).toBe(200);
    expect((await refresh(rotated.body.data.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated-out refresh token comes back', async () => {
    const member = await createMember(context.database);
    const first = await loginMember(context.app, member);
    const second = (await refresh(first.refreshToken)).body.data;

    const replay = await refresh(first.refreshToken);

    expect(replay.status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await get(context.app, '/api/auth/me', second.accessToken)).status).toBe(401);
  });

  it('keeps other sign-ins of the same member alive', async () => {
    const member = await createMember(context.database);
    const laptop = await loginMember(context.app, member);
    const phone = await loginMember(context.app, member);

    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);

    expect((await get(context.app, '/api/auth/me', phone.accessToken)).status).toBe(200);
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
