import { createAdmin, describeEachDatabase, get, post, TEST_ADMIN_SECRET } from '../../support/test-app';

describeEachDatabase('admin sign-in', (context) => {
  beforeAll(() => createAdmin(context.database, 'Club Admin', 'admin-password'));

  const adminLogin = (overrides: Partial<Record<'fullname' | 'password' | 'secret', string>> = {}) =>
    post(context.app, '/api/admin/login', {
      fullname: 'club admin',
      password: 'admin-password',
      secret: TEST_ADMIN_SECRET,
      ...overrides,
    });

  it('signs an admin in by full name in any case', async () => {
    const { status, body } = await adminLogin();
    expect(status).toBe(200);
    const claims = JSON.parse(Buffer.from(body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: 'admin', fullname: 'Club Admin', adminID: expect.any(String) });
    expect(claims).not.toHaveProperty('memberID');
  });

  it.each([{ secret: 'wrong-secret' }, { password: 'wrong-password' }, { fullname: 'Nobody' }])(
    'answers 401 "Invalid admin credentials" for %j',
    async (overrides) => {
      expect(await adminLogin(overrides)).toEqual({
        status: 401,
        body: { success: false, message: 'Invalid admin credentials' },
      });
    },
  );

  it("answers /api/auth/me with the admin's profile", async () => {
    const { accessToken } = (await adminLogin()).body.data;
    const me = await get(context.app, '/api/auth/me', accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      role: 'admin',
      id: expect.any(String),
      fullname: 'Club Admin',
      email: null,
      createdAt: expect.any(String),
    });
  });

  it('logs an admin out with the refresh token in the body', async () => {
    const { accessToken, refreshToken } = (await adminLogin()).body.data;
    expect((await post(context.app, '/api/admin/logout', { refreshToken }, accessToken)).status).toBe(200);
    expect((await post(context.app, '/api/auth/refresh', { refreshToken })).status).toBe(401);
  });
});
