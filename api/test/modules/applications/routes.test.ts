import { describeEachDatabase, post } from '../../support/test-app';

const application = {
  fullName: 'Riya Kapoor',
  LpuId: '12398765',
  email: 'Riya@Example.com',
  phone: '+91 98765 43210',
  course: 'B.Tech CSE',
  gender: 'female',
  domains: ['technical', 'design'],
  accommodation: 'hostler',
  previousExperience: true,
  anyotherorg: false,
  bio: 'I build small games and want to help with the club website.',
};

describeEachDatabase('membership applications', (context) => {
  it('stores an application as pending and unseen (201)', async () => {
    const { status, body } = await post(context.app, '/api/apply/apply', application);

    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful! We will contact you soon.',
      data: { application: { LpuId: '12398765', email: 'riya@example.com', status: 'pending', seen: false } },
    });
  });

  it.each([
    [{ LpuId: '123' }, 'LPU ID must be exactly 8 digits'],
    [{ domains: ['technical', 'design', 'media'] }, 'Select maximum two domains'],
    [{ domains: [] }, 'Select at least one domain'],
    [{ bio: 'x'.repeat(501) }, 'Bio cannot exceed 500 characters'],
    [{ fullName: '  ' }, 'Full name is required'],
    [{ gender: undefined }, 'Gender is required'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    expect(await post(context.app, '/api/apply/apply', { ...application, ...change })).toEqual({
      status: 400,
      body: { success: false, message },
    });
  });
});
