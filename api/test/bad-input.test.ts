// Awkward input (wrong types, bad encodings, odd sizes): each gets a 4xx with a message, never a 500.
import { UNREADABLE_FORM_MESSAGE } from '../src/modules/uploads/service';
import { multipartForm, SAMPLE_FILES } from './support/multipart';
import { insertEvent } from './support/payments';
import { send } from './support/send';
import { describeEachDatabase, signInNewAdmin, signInNewMember } from './support/test-app';

describeEachDatabase('bad input answered 4xx', (context) => {
  let admin: string;
  let member: string;
  let eventId: string;

  beforeAll(async () => {
    admin = await signInNewAdmin(context);
    member = (await signInNewMember(context)).token;
    eventId = await insertEvent(context.database, { title: 'Search Night' });
  });

  it.each([
    '/api/events/getall',
    '/api/events/admin/getall',
    '/api/contact/getall',
    '/api/admin/members',
    '/api/apply/applications',
    '/api/tickets/event/{eventId}',
    '/api/tickets/event/{eventId}/export',
  ])('GET %s?search=<NUL> answers 400 with the message', async (route) => {
    const url = `${route.replace('{eventId}', eventId)}?search=ab%00cd`;
    expect(await send(context.app, 'GET', url, { token: admin })).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Search must not contain NUL characters',
        errors: [{ path: 'search', msg: 'Search must not contain NUL characters' }],
      },
    });
  });

  it('GET /api/check-in/events/{eventId}/search?q=<NUL> answers 400 too', async () => {
    const answer = await send(context.app, 'GET', `/api/check-in/events/${eventId}/search?q=ab%00`, { token: admin });
    expect([answer.status, answer.body.message]).toEqual([400, 'Search must not contain NUL characters']);
  });

  describe('a multipart body cut short or garbage on each upload route', () => {
    const routes = () =>
      [
        ['POST', '/api/members/me/avatar', member, 'avatar'],
        ['POST', '/api/socials/create', member, 'files'],
        ['PUT', `/api/events/${eventId}/posters`, admin, 'posters'],
      ] as const;

    it('answers 400 with a message', async () => {
      for (const [method, url, token, field] of routes()) {
        const form = multipartForm({ content: 'Hello', layout: '[{"upload":0}]' }, [
          { field, filename: 'photo.png', content: SAMPLE_FILES.png },
        ]);
        const image = form.payload.lastIndexOf(SAMPLE_FILES.png);
        for (const payload of [form.payload.subarray(0, image + 8), Buffer.from('--not-the-boundary\r\ngarbage')]) {
          const answer = await send(context.app, method, url, { form: { ...form, payload }, token });
          expect([url, answer.status, answer.body]).toEqual([
            url,
            400,
            { success: false, message: UNREADABLE_FORM_MESSAGE },
          ]);
        }
      }
    });
  });
});
