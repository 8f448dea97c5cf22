import { contactRequests } from '../../../src/db/schema';
import { send } from '../../support/send';
import { describeEachDatabase, signInNewAdmin, signInNewMember } from '../../support/test-app';

const aRequest = (status: 'pending' | 'resolved' | 'closed') => ({
  name: 'Kabir Singh',
  lpuId: '12312312',
  email: 'kabir@example.com',
  phone: '+91 90000 11111',
  subject: 'Sponsorship',
  message: 'Hello',
  status,
});

describeEachDatabase('contact requests, counters', (context) => {
  it('counts every request per status for admins only', async () => {
    const admin = await signInNewAdmin(context);
    const member = (await signInNewMember(context)).token;
    await context.database.db
      .insert(contactRequests)
      .values([aRequest('pending'), aRequest('pending'), aRequest('resolved'), aRequest('closed')]);

    expect((await send(context.app, 'GET', '/api/contact/counts')).status).toBe(401);
    expect((await send(context.app, 'GET', '/api/contact/counts', { token: member })).status).toBe(403);
    expect(await send(context.app, 'GET', '/api/contact/counts', { token: admin })).toMatchObject({
      status: 200,
      body: { data: { total: 4, pending: 2, resolved: 1, closed: 1 } },
    });
  });
});
