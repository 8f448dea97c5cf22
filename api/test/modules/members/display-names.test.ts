import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { applications, contactRequests, members } from '../../../src/db/schema';
import { APPLICATION_REQUEST } from '../../support/applications';
import { send } from '../../support/send';
import { clubDay } from '../../../src/modules/events/club-time';
import { describeEachDatabase, post, signInNewAdmin, signInNewMember, TEST_ADMIN_SECRET } from '../../support/test-app';

// Names and titles are stored without Unicode's bidi controls (docs/choices.md, "API validation and errors"):
// 'abc\u202Edef' showed as 'abcfed' in the admin panel, and an override could flip the rest of a line.

/** Unicode's Bidi_Control characters: embeddings and overrides, isolates, and the three invisible marks. */
const BIDI_CONTROLS = [
  '\u061C',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const withoutControls = (text: string) => [...text].filter((character) => !BIDI_CONTROLS.includes(character)).join('');

/** A name as someone might paste it: letters of a few scripts, spaces, and bidi controls anywhere. */
const pastedName = fc
  .array(fc.constantFrom(...BIDI_CONTROLS, ...'Asha Verm', 'ā', 'अ', 'ش', 'ם'), { minLength: 1, maxLength: 40 })
  .map((characters) => characters.join(''))
  .filter((name) => withoutControls(name).trim() !== '');

/** What the API stores for a pasted name: the controls gone, then trimmed. */
const stored = (name: string) => withoutControls(name).trim();

const RUNS = 15;
const DAY_MS = 86_400_000;

describeEachDatabase('names and titles without bidi controls', (context) => {
  let adminToken: string;
  let lpuIds = 50_000_000;
  const nextLpuId = () => String((lpuIds += 1));

  beforeAll(async () => {
    adminToken = await signInNewAdmin(context);
  });

  it("stores 'abc\\u202Edef' as 'abcdef' wherever a name is written", async () => {
    const applied = await post(context.app, '/api/apply/apply', {
      ...APPLICATION_REQUEST,
      LpuId: nextLpuId(),
      fullName: 'abc\u202Edef',
    });
    expect(applied.status).toBe(201);
    expect(applied.body.data.application.fullName).toBe('abcdef');

    const registered = await post(context.app, '/api/admin/register', {
      fullname: 'abc\u202Edef',
      LpuId: nextLpuId(),
      password: 'member-password',
      department: 'Technical',
      secret: TEST_ADMIN_SECRET,
    });
    expect(registered.body.data.member.fullname).toBe('abcdef');
  });

  it('a join application', async () => {
    await fc.assert(
      fc.asyncProperty(pastedName, async (fullName) => {
        const LpuId = nextLpuId();
        const { status } = await post(context.app, '/api/apply/apply', { ...APPLICATION_REQUEST, LpuId, fullName });
        expect(status).toBe(201);
        const [row] = await context.database.db.select().from(applications).where(eq(applications.lpuId, LpuId));
        expect(row!.fullName).toBe(stored(fullName));
      }),
      { numRuns: RUNS },
    );
  });

  it('a contact request: the name and the subject', async () => {
    await fc.assert(
      fc.asyncProperty(pastedName, pastedName, async (name, subject) => {
        const { status, body } = await post(context.app, '/api/contact/send', {
          name,
          lpuID: '12311111',
          email: 'kabir@example.org',
          phone: '+91 91234 56789',
          subject,
          message: 'Who should we talk to about sponsoring?',
        });
        expect(status).toBe(201);
        const [row] = await context.database.db
          .select()
          .from(contactRequests)
          .where(eq(contactRequests.id, body.data.id));
        expect([row!.name, row!.subject]).toEqual([stored(name), stored(subject)]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a member an admin registers, and the name a member gives on the profile', async () => {
    const member = await signInNewMember(context);
    await fc.assert(
      fc.asyncProperty(pastedName, async (fullname) => {
        const LpuId = nextLpuId();
        const registered = await post(
          context.app,
          '/api/admin/register',
          { fullname, LpuId, password: 'member-password', department: 'Technical' },
          adminToken,
        );
        expect(registered.status).toBe(201);
        const [row] = await context.database.db.select().from(members).where(eq(members.lpuId, LpuId));
        expect(row!.fullname).toBe(stored(fullname));

        const updated = await send(context.app, 'PUT', '/api/members/me', {
          token: member.token,
          payload: {
            fullname,
            email: member.email,
            program: null,
            year: null,
            linkedIn: null,
            github: null,
            bio: null,
          },
        });
        expect(updated.status).toBe(200);
        expect(updated.body.data.fullname).toBe(stored(fullname));
      }),
      { numRuns: RUNS },
    );
  });

  it('an event’s title', async () => {
    const date = clubDay(new Date(Date.now() + 10 * DAY_MS));
    await fc.assert(
      fc.asyncProperty(pastedName, async (title) => {
        const { status, body } = await send(context.app, 'POST', '/api/events/create', {
          token: adminToken,
          payload: { title, date, venue: 'Hall 2' },
        });
        expect(status).toBe(201);
        expect(body.data.title).toBe(stored(title));
      }),
      { numRuns: RUNS },
    );
  });

  it('a ticket the desk issues by hand', async () => {
    const { body: created } = await send(context.app, 'POST', '/api/events/create', {
      token: adminToken,
      payload: { title: 'Desk night', date: clubDay(new Date(Date.now() + 10 * DAY_MS)), venue: 'Hall 2' },
    });
    await fc.assert(
      fc.asyncProperty(pastedName, async (fullName) => {
        const { status, body } = await send(context.app, 'POST', '/api/tickets/create', {
          token: adminToken,
          payload: {
            fullName,
            email: 'asha@example.org',
            lpuId: nextLpuId(),
            hosteler: false,
            eventId: created.data.id,
          },
        });
        expect(status).toBe(201);
        expect(body.data.fullName).toBe(stored(fullName));
      }),
      { numRuns: 5 },
    );
  });

  it('refuses a name of nothing but bidi controls and spaces as missing', async () => {
    const { status, body } = await post(context.app, '/api/apply/apply', {
      ...APPLICATION_REQUEST,
      LpuId: nextLpuId(),
      fullName: '\u202E \u2066\u200F',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: 'fullName', msg: 'Full name is required' }]);
  });
});
