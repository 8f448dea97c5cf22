import {
  createAdmin,
  createMember,
  describeEachDatabase,
  loginAdmin,
  loginMember,
  post,
  TEST_ADMIN_SECRET,
} from '../../support/test-app';

const newMember = (LpuId: string, extra: Record<string, unknown> = {}) => ({
  fullname: 'New Member',
  LpuId,
  password: 'long-enough-password',
  department: 'Design',
  ...extra,
});

describeEachDatabase('member registration (POST /api/admin/register)', (context) => {
  beforeAll(() => createAdmin(context.database));

  it('registers a member with the admin secret, with designation member by default', async () => {
    const { status, body } = await post(
      context.app,
      '/api/admin/register',
      newMember('30000001', { secret: TEST_ADMIN_SECRET }),
    );
    expect(status).toBe(201);
    expect(body.data.member).toMatchObject({
      LpuId: '30000001',
      department: 'Design',
      designation: 'member',
      status: 'active',
    });
  });

  it('registers a member for a signed-in admin', async () => {
    const { accessToken } = await loginAdmin(context.app);
    const { status } = await post(
      context.app,
      '/api/admin/register',
      newMember('30000002', { designation: 'Head' }),
      accessToken,
    );
    expect(status).toBe(201);
  });

  it('refuses registration without the secret or an admin (403)', async () => {
    const member = await createMember(context.database);
    const { accessToken } = await loginMember(context.app, member);

    const anonymous = await post(context.app, '/api/admin/register', newMember('30000003'));
    const wrongSecret = await post(context.app, '/api/admin/register', newMember('30000003', { secret: 'guess' }));
    const asMember = await post(context.app, '/api/admin/register', newMember('30000003'), accessToken);

    expect([anonymous.status, wrongSecret.status, asMember.status]).toEqual([403, 403, 403]);
  });

  it('answers 409 for a registered LPU ID or e-mail', async () => {
    const first = newMember('30000004', { email: 'taken@test.example', secret: TEST_ADMIN_SECRET });
    expect((await post(context.app, '/api/admin/register', first)).status).toBe(201);

    const sameLpuId = await post(context.app, '/api/admin/register', { ...first, email: 'other@test.example' });
    const sameEmail = await post(context.app, '/api/admin/register', {
      ...first,
      LpuId: '30000005',
      email: 'TAKEN@test.example',
    });

    const lpuIdTaken = 'A member with this LPU ID is already registered.';
    expect(sameLpuId).toEqual({
      status: 409,
      body: { success: false, message: lpuIdTaken, errors: [{ path: 'LpuId', msg: lpuIdTaken }] },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toContain('e-mail');
    expect(sameEmail.body.errors).toEqual([{ path: 'email', msg: sameEmail.body.message }]);
  });

  it('validates the registration with the contract messages', async () => {
    const shortPassword = await post(
      context.app,
      '/api/admin/register',
      newMember('30000006', { password: 'short', secret: TEST_ADMIN_SECRET }),
    );
    const badDepartment = await post(
      context.app,
      '/api/admin/register',
      newMember('30000006', { department: 'Sales', secret: TEST_ADMIN_SECRET }),
    );

    expect(shortPassword.body).toEqual({
      success: false,
      message: 'Password must be at least 8 characters.',
      errors: [{ path: 'password', msg: 'Password must be at least 8 characters.' }],
    });
    expect(badDepartment.body).toEqual({
      success: false,
      message: 'Please select a valid department.',
      errors: [{ path: 'department', msg: 'Please select a valid department.' }],
    });
  });
});
