import { contactRequests } from '../../../src/db/schema';
import { expectFieldErrors, send } from '../../support/send';
import {
  describeEachDatabase,
  get,
  post,
  signInNewAdmin,
  signInNewMember,
  type TestContext,
} from '../../support/test-app';

const message = {
  name: 'Kabir Singh',
  lpuID: '12311111',
  email: 'Kabir@Example.org',
  phone: '+91 91234 56789',
  subject: 'Sponsoring the hackathon',
  message: 'Our company would like to sponsor the next hackathon. Who should we talk to?',
};

const patch = (context: TestContext, url: string, token?: string) => send(context.app, 'PATCH', url, { token });

describeEachDatabase('contact requests', (context) => {
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    adminToken = await signInNewAdmin(context);
    memberToken = (await signInNewMember(context)).token;
  });
  beforeEach(async () => {
    await context.database.db.delete(contactRequests);
  });

  const sendMessage = (body: unknown, token?: string) => post(context.app, '/api/contact/send', body, token);

  describe('POST /api/contact/send', () => {
    it.each([
      ['a guest', undefined],
      ['a member', () => memberToken],
    ])('stores the message of %s as pending (201)', async (_who, token) => {
      const { status, body } = await sendMessage(message, token?.());
      expect(status).toBe(201);
      expect(body).toEqual({
        success: true,
        message: 'Your message has been sent successfully!',
        data: { id: expect.any(String) },
      });

      const list = await get(context.app, '/api/contact/getall', adminToken);
      expect(list.body.data.docs).toEqual([
        expect.objectContaining({ ...message, email: 'kabir@example.org', status: 'pending', resolvedAt: null }),
      ]);
    });

    it('names every missing field with its own message', async () => {
      expectFieldErrors(await sendMessage({}), {
        name: 'Full name is required',
        lpuID: 'LPU ID is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        subject: 'Subject is required',
        message: 'Message is required',
      });
    });

    it.each([
      ['email', 'Invalid email format', { email: 'not-an-email' }],
      ['lpuID', 'LPU ID must be exactly 8 digits', { lpuID: '1234' }],
      ['subject', 'Subject is required', { subject: '   ' }],
      ['message', 'Message cannot exceed 5000 characters', { message: 'x'.repeat(5001) }],
      ['', 'Unknown field: status', { status: 'resolved' }],
    ])('refuses a bad body with 400 on the field "%s": %s', async (path, msg, change) => {
      expect(await sendMessage({ ...message, ...change })).toEqual({
        status: 400,
        body: { success: false, message: msg, errors: [{ path, msg }] },
      });
    });
  });

  describe('GET /api/contact/getall', () => {
    it('answers guests 401 and members 403', async () => {
      expect((await get(context.app, '/api/contact/getall')).status).toBe(401);
      const member = await get(context.app, '/api/contact/getall', memberToken);
      expect(member).toEqual({
        status: 403,
        body: { success: false, message: 'Forbidden: this action is for admins only.' },
      });
    });

    it('lists newest first, filters by status and searches name, e-mail and subject', async () => {
      await sendMessage(message);
      await sendMessage({ ...message, name: 'Meera Nair', email: 'meera@example.org', subject: 'Lost ticket' });
      const first = (await get(context.app, '/api/contact/getall', adminToken)).body.data;
      expect(first).toMatchObject({ totalDocs: 2, page: 1 });
      expect(first.docs.map((doc: { name: string }) => doc.name)).toEqual(['Meera Nair', 'Kabir Singh']);

      await patch(context, `/api/contact/${first.docs[1].id}/resolve`, adminToken);
      const resolved = (await get(context.app, '/api/contact/getall?status=resolved', adminToken)).body.data;
      expect(resolved.docs.map((doc: { name: string }) => doc.name)).toEqual(['Kabir Singh']);

      for (const search of ['MEERA', 'meera@', 'lost tick']) {
        const found = (await get(context.app, `/api/contact/getall?search=${encodeURIComponent(search)}`, adminToken))
          .body.data;
        expect(found.docs.map((doc: { name: string }) => doc.name)).toEqual(['Meera Nair']);
      }
      const paged = (await get(context.app, '/api/contact/getall?limit=1&page=2', adminToken)).body.data;
      expect(paged).toMatchObject({ totalDocs: 2, page: 2, limit: 1, docs: [{ name: 'Kabir Singh' }] });
    });

    it('refuses an unknown status with 400', async () => {
      const { status, body } = await get(context.app, '/api/contact/getall?status=open', adminToken);
      expect(status).toBe(400);
      expect(body.message).toBe('Status must be pending, resolved or closed');
    });
  });

  describe('PATCH /api/contact/{id}/resolve', () => {
    it('answers guests 401 and members 403, and leaves the request pending', async () => {
      const { id } = (await sendMessage(message)).body.data;
      expect((await patch(context, `/api/contact/${id}/resolve`)).status).toBe(401);
      expect((await patch(context, `/api/contact/${id}/resolve`, memberToken)).status).toBe(403);
      const [row] = await context.database.db.select().from(contactRequests);
      expect(row).toMatchObject({ status: 'pending', resolvedAt: null });
    });

    it('resolves for an admin; a second resolve keeps the first resolution time', async () => {
      const { id } = (await sendMessage(message)).body.data;
      const first = await patch(context, `/api/contact/${id}/resolve`, adminToken);
      expect(first).toMatchObject({
        status: 200,
        body: { success: true, data: { id, status: 'resolved', resolvedAt: expect.any(String) } },
      });
      const again = await patch(context, `/api/contact/${id}/resolve`, adminToken);
      expect(again.body.data.resolvedAt).toBe(first.body.data.resolvedAt);
    });

    it('answers 404 for an unknown request and 400 for a malformed id', async () => {
      const unknown = await patch(context, '/api/contact/00000000-0000-4000-8000-000000000000/resolve', adminToken);
      expect(unknown).toEqual({ status: 404, body: { success: false, message: 'Contact request not found' } });
      const malformed = await patch(context, '/api/contact/42/resolve', adminToken);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid contact request id');
    });
  });
});

describeEachDatabase(
  'contact rate limit',
  (context) => {
    it('answers 429 once a client has sent its messages for the next 10 minutes', async () => {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(context.app, '/api/contact/send', message)).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await post(context.app, '/api/contact/send', message)).body.message).toMatch(/^Too many attempts/);
    });
  },
  { formRateLimit: 2 },
);
