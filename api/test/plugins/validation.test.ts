import { createAdmin, describeEachDatabase, post, TEST_ADMIN_SECRET } from '../support/test-app';

const VALID_BODIES = {
  '/api/admin/login': { fullname: 'Nobody', password: 'admin-password', secret: TEST_ADMIN_SECRET },
  '/api/admin/register': {
    fullname: 'Nobody',
    LpuId: '40000001',
    email: 'nobody@test.example',
    password: 'long-enough-password',
    department: 'Design',
    secret: TEST_ADMIN_SECRET,
  },
  '/api/apply/apply': {
    fullName: 'Nobody',
    LpuId: '40000002',
    email: 'nobody@test.example',
    phone: '98765 43210',
    course: 'B.Tech',
    gender: 'male',
    domains: ['technical'],
    accommodation: 'hostler',
    previousExperience: false,
    anyotherorg: false,
    bio: 'Hello',
  },
  '/api/members/login': { email: 'nobody@test.example', password: 'secret-password' },
  '/api/auth/refresh': { refreshToken: 'some-refresh-token' },
} as const;

// Choices from a list refuse anything outside it with their own message ('Please select a valid department.').
const CHOICE_FIELDS = new Set(['department', 'gender', 'accommodation']);

const textFields = Object.entries(VALID_BODIES).flatMap(([url, body]) =>
  Object.entries(body)
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => [url, field] as const),
);

describeEachDatabase('request validation', (context) => {
  beforeAll(() => createAdmin(context.database));

  // PostgreSQL text cannot hold U+0000: it used to fail in the database as a 500 that logged the query.
  it.each(textFields)('%s refuses a NUL character in %s with 400 on that field', async (url, field) => {
    const body = { ...VALID_BODIES[url as keyof typeof VALID_BODIES], [field]: 'Nobody\u0000x' };
    const { status, body: answer } = await post(context.app, url, body);
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
    const expected = CHOICE_FIELDS.has(field) ? expect.any(String) : expect.stringMatching(/ must not contain NUL/);
    expect(answer.errors).toEqual([{ path: field, msg: expected }]);
    expect(answer.message).toBe(answer.errors[0].msg);
  });

  it('names a wrong type, an unknown field and a body that is not an object', async () => {
    const wrongType = await post(context.app, '/api/admin/login', { ...VALID_BODIES['/api/admin/login'], fullname: 7 });
    const unknownField = await post(context.app, '/api/admin/login', { ...VALID_BODIES['/api/admin/login'], role: 1 });
    const notAnObject = await context.app.inject({
      method: 'POST',
      url: '/api/apply/apply',
      headers: { 'content-type': 'application/json' },
      payload: '["a list"]',
    });

    expect(wrongType.body.errors).toEqual([{ path: 'fullname', msg: 'Full name must be text' }]);
    expect(unknownField.body.errors).toEqual([{ path: '', msg: 'Unknown field: role' }]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().errors).toEqual([{ path: '', msg: 'The request body must be a JSON object' }]);
  });
});
