import { eq } from 'drizzle-orm';
import { applications } from '../../../src/db/schema';
import { APPLICATION_REQUEST as application } from '../../support/applications';
import { expectFieldErrors } from '../../support/send';
import { describeEachDatabase, post } from '../../support/test-app';

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
    expectFieldErrors(await post(context.app, '/api/apply/apply', {}), {
      fullName: 'Full name is required',
      LpuId: 'LPU ID is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      course: 'Course is required',
      gender: 'Gender is required',
      domains: 'Select at least one domain',
      accommodation: 'Accommodation type is required',
      previousExperience: 'Please tell us whether you have previous experience',
      anyotherorg: 'Please tell us whether you are a member of other organizations',
      bio: 'Bio is required',
    });
  });
});

describeEachDatabase('one pending application per LPU ID', (context) => {
  const pending = 'An application with this LPU ID is already waiting for review. We will contact you soon.';

  it('answers a second application from the same LPU ID with 409 on the LPU ID field', async () => {
    expect((await post(context.app, '/api/apply/apply', application)).status).toBe(201);
    expect(await post(context.app, '/api/apply/apply', { ...application, email: 'other@example.com' })).toEqual({
      status: 409,
      body: { success: false, message: pending, errors: [{ path: 'LpuId', msg: pending }] },
    });
    expect((await post(context.app, '/api/apply/apply', { ...application, LpuId: '12398766' })).status).toBe(201);
  });

  it('lets one of two simultaneous applications in, never both', async () => {
    const twin = { ...application, LpuId: '12390000' };
    const statuses = await Promise.all([1, 2].map(() => post(context.app, '/api/apply/apply', twin)));
    expect(statuses.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('takes a new application once the earlier one is decided', async () => {
    const decided = { ...application, LpuId: '12391111' };
    const first = await post(context.app, '/api/apply/apply', decided);
    await context.database.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, first.body.data.application.id));
    expect((await post(context.app, '/api/apply/apply', decided)).status).toBe(201);
  });
});

describeEachDatabase(
  'application rate limit',
  (context) => {
    it('answers 429 once a client has sent its applications for the next 10 minutes', async () => {
      const statuses = [];
      for (const lpuId of ['12300001', '12300002', '12300003']) {
        statuses.push((await post(context.app, '/api/apply/apply', { ...application, LpuId: lpuId })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    });
  },
  { formRateLimit: 2 },
);
