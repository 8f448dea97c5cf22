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
    [{ LpuId: '123' }, 'LpuId', 'LPU ID must be exactly 8 digits'],
    [{ domains: ['technical', 'design', 'media'] }, 'domains', 'Select maximum two domains'],
    [{ domains: [] }, 'domains', 'Select at least one domain'],
    [{ domains: ['technical', 'cooking'] }, 'domains.1', 'Please select a valid domain'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio cannot exceed 500 characters'],
    [{ fullName: '  ' }, 'fullName', 'Full name is required'],
    [{ gender: undefined }, 'gender', 'Gender is required'],
    [{ previousExperience: 'yes' }, 'previousExperience', 'Please tell us whether you have previous experience'],
  ])('refuses %j with 400 on the field %s: "%s"', async (change, path, message) => {
    expect(await post(context.app, '/api/apply/apply', { ...application, ...change })).toEqual({
      status: 400,
      body: { success: false, message, errors: [{ path, msg: message }] },
    });
  });

  it('names every missing field with its own message', async () => {
    const { status, body } = await post(context.app, '/api/apply/apply', {});
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'fullName', msg: 'Full name is required' },
      { path: 'LpuId', msg: 'LPU ID is required' },
      { path: 'email', msg: 'Email is required' },
      { path: 'phone', msg: 'Phone number is required' },
      { path: 'course', msg: 'Course is required' },
      { path: 'gender', msg: 'Gender is required' },
      { path: 'domains', msg: 'Select at least one domain' },
      { path: 'accommodation', msg: 'Accommodation type is required' },
      { path: 'previousExperience', msg: 'Please tell us whether you have previous experience' },
      { path: 'anyotherorg', msg: 'Please tell us whether you are a member of other organizations' },
      { path: 'bio', msg: 'Bio is required' },
    ]);
    expect(body.message).toBe('Full name is required');
  });
});
