import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkInGrants, members, postComments, posts, tickets } from '../../src/db/schema';
import { loginMember } from '../support/test-app';
import {
  CALLERS,
  callRoute,
  databaseChanges,
  describeExchange,
  describeSecurity,
  type Answer,
  type CallerName,
  type Method,
  type RequestParts,
} from './harness';
import { expectedFor, requestOf, ROUTE_TABLE } from './route-table';

jest.setTimeout(120_000);
// QR codes are drawn by a stand-in (fake-qrcode.ts says why).
jest.mock('qrcode', () => jest.requireActual('./fake-qrcode'));

// Every route the app registers x every kind of caller, against the table in route-table.ts (docs/choices.md,
// "Tests"). A caller without the right gets exactly the declared 401 / 403, with a message, and changes nothing in
// the database; a caller with it gets a 2xx (or a refusal of the request itself the entry names), never 401 / 403
// nor a 5xx.

describeSecurity(
  'authorization matrix',
  (context) => {
    const send = (method: Method, url: string, parts: RequestParts, caller: CallerName): Promise<Answer> =>
      callRoute(context.app, { method, url }, parts, context.world.callers[caller].token);

    it('has an entry for every route of the app, and none for a route the app lacks', () => {
      const registered = context.routes.map((route) => route.key);
      const unclassified = registered.filter((key) => !(key in ROUTE_TABLE));
      const gone = Object.keys(ROUTE_TABLE).filter((key) => !registered.includes(key));
      if (unclassified.length > 0)
        throw new Error(
          `Routes without an entry in test/security/route-table.ts (add each, with its access and a request): ${unclassified.join(', ')}`,
        );
      if (gone.length > 0)
        throw new Error(`Entries in test/security/route-table.ts for routes the app no longer has: ${gone.join(', ')}`);
    });

    it('counts the rows a request writes (what "changed nothing" is checked with)', async () => {
      const before = await databaseChanges(context.database);
      const postId = await context.world.fresh.post();
      expect((await databaseChanges(context.database)) - before).toBeGreaterThan(0);
      const settled = await databaseChanges(context.database);
      expect((await send('DELETE', `/api/socials/${postId}/delete`, {}, 'otherMember')).status).toBe(403);
      expect(await databaseChanges(context.database)).toBe(settled);
    });

    it.each(Object.keys(ROUTE_TABLE))('%s answers each caller as the table says', async (key) => {
      const route = context.routes.find((candidate) => candidate.key === key);
      if (!route) throw new Error(`${key} is in the table, but the app has no such route`);
      const entry = ROUTE_TABLE[key]!;
      const problems: string[] = [];
      for (const name of CALLERS) {
        const caller = context.world.callers[name];
        const expected = expectedFor(entry, name);
        const parts = await requestOf(entry, context.world, caller);
        const token = entry.endsOwnSession ? await caller.signIn() : caller.token;
        const before = expected === 'allowed' ? undefined : await databaseChanges(context.database);
        const answer = await callRoute(context.app, route, parts, token);
        const exchange = describeExchange(route, parts, answer, name);
        if (expected === 'allowed') {
          if (answer.status >= 400 && !entry.refusalsOfTheRequest?.includes(answer.status))
            problems.push(`expected to be allowed (a 2xx): ${exchange}`);
        } else {
          if (answer.status !== expected) problems.push(`expected ${expected}: ${exchange}`);
          else if (!(answer.body as { message?: string } | null)?.message)
            problems.push(`refused without a message: ${exchange}`);
          else if ((await databaseChanges(context.database)) !== before)
            problems.push(`refused, but the database changed: ${exchange}`);
        }
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });

    describe('one member against another (IDOR)', () => {
      it("does not let a member delete another member's post or comment; the author and admins may", async () => {
        const { world } = context;
        const postId = await world.fresh.post();
        const commentId = await world.fresh.comment(postId);
        for (const caller of ['otherMember', 'doorStaff'] as const) {
          expect((await send('DELETE', `/api/socials/${postId}/comments/${commentId}`, {}, caller)).status).toBe(403);
          expect((await send('DELETE', `/api/socials/${postId}/delete`, {}, caller)).status).toBe(403);
        }
        expect(await world.database.db.select().from(postComments).where(eq(postComments.id, commentId))).toHaveLength(
          1,
        );
        expect(await world.database.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);
        // A comment is addressed through its post: another post's id does not reach it.
        const elsewhere = await world.fresh.post(world.callers.otherMember.token);
        const wrongPost = await send('DELETE', `/api/socials/${elsewhere}/comments/${commentId}`, {}, 'otherMember');
        expect([403, 404]).toContain(wrongPost.status);
        expect((await send('DELETE', `/api/socials/${postId}/comments/${commentId}`, {}, 'member')).status).toBe(200);
        expect((await send('DELETE', `/api/socials/${postId}/delete`, {}, 'admin')).status).toBe(200);
      });

      it("does not let a member read or change another member's account", async () => {
        const { world } = context;
        const owner = world.callers.member.member!;
        const [ownerBefore] = await world.database.db.select().from(members).where(eq(members.id, owner.id));
        const intruder: CallerName = 'otherMember';
        // Their own profile is the only one the member routes answer.
        const me = await send('GET', '/api/members/me', {}, intruder);
        expect(me.status).toBe(200);
        expect((me.body as { data: { LpuId: string } }).data.LpuId).toBe(world.callers.otherMember.member!.lpuId);
        // Taking the owner's e-mail, or naming the owner's id or LPU ID in their own update.
        const profile = { fullname: 'Intruder', program: null, year: null, linkedIn: null, github: null, bio: null };
        // Without the intruder's password: refused before the address is even looked at (as for a free one).
        const takeEmail = await send('PUT', '/api/members/me', { body: { ...profile, email: owner.email } }, intruder);
        expect(takeEmail.status).toBe(400);
        for (const extra of [{ id: owner.id }, { LpuId: owner.lpuId }, { memberId: owner.id }]) {
          const sneaky = await send(
            'PUT',
            '/api/members/me',
            { body: { ...profile, email: null, ...extra } },
            intruder,
          );
          expect(sneaky.status).toBe(400);
        }
        // Setting the owner's password.
        const password = await send(
          'POST',
          '/api/members/me/password',
          {
            body: {
              LpuId: owner.lpuId,
              currentPassword: world.callers.otherMember.member!.password,
              newPassword: 'taken-over-123',
            },
          },
          intruder,
        );
        expect(password.status).toBe(403);
        // The admin-only member actions, aimed at the owner.
        for (const [url, body] of [
          [`/api/members/${owner.id}/admin`, { department: 'HR', designation: 'member', LpuId: '40999999' }],
          [`/api/members/${owner.id}/ban`, { reason: 'Because' }],
          [`/api/members/${owner.id}/remove`, { reason: 'Because' }],
          [`/api/members/${owner.id}/unban`, undefined],
        ] as const)
          expect((await send('PUT', url, { body }, intruder)).status).toBe(403);
        const [ownerAfter] = await world.database.db.select().from(members).where(eq(members.id, owner.id));
        expect(ownerAfter).toEqual(ownerBefore);
        await expect(loginMember(world.app, owner)).resolves.toHaveProperty('accessToken');
      });

      it("does not let a member (or another event's door) read or change a ticket", async () => {
        const { world } = context;
        const ticket = await world.fresh.ticket(world.eventId);
        for (const caller of ['member', 'otherMember', 'doorStaff', 'otherDoorStaff'] as const) {
          const attempts: Array<[Method, string, unknown]> = [
            ['GET', `/api/tickets/event/${world.eventId}`, undefined],
            ['PATCH', `/api/tickets/${ticket.id}/status`, { isUsed: true }],
            ['POST', `/api/tickets/${ticket.id}/cancel`, { reason: 'Mine now' }],
            ['POST', `/api/tickets/${ticket.id}/resend`, undefined],
            ['DELETE', `/api/tickets/${ticket.id}`, undefined],
          ];
          for (const [method, url, body] of attempts)
            expect((await send(method, url, { body }, caller)).status).toBe(403);
        }
        // The other event's door, on this event: refused before any ticket is read.
        const door = `/api/check-in/events/${world.eventId}`;
        for (const [method, url, parts] of [
          ['POST', `${door}/redeem`, { body: { ticketId: ticket.id } }],
          ['POST', `${door}/redeem`, { body: { secret: ticket.secret } }],
          ['GET', `${door}/search`, { query: { q: ticket.fullName } }],
          ['GET', `${door}/list`, {}],
          [
            'POST',
            `${door}/sync`,
            { body: { checkIns: [{ nonce: randomUUID(), ticketId: ticket.id, scannedAt: new Date().toISOString() }] } },
          ],
        ] as Array<[Method, string, RequestParts]>) {
          const answer = await send(method, url, parts, 'otherDoorStaff');
          expect(answer.status).toBe(403);
          expect(JSON.stringify(answer.body)).not.toContain(ticket.lpuId);
        }
        const [stored] = await world.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
        expect(stored).toMatchObject({ isUsed: false, isCancelled: false });
      });

      it('does not let door staff grant themselves (or anyone) a door, nor take one away', async () => {
        const { world } = context;
        const staff = world.callers.doorStaff.member!;
        const grantsBefore = await world.database.db.select().from(checkInGrants);
        for (const [method, url, body] of [
          ['POST', `/api/check-in/events/${world.otherEventId}/grants`, { lpuId: staff.lpuId }],
          ['POST', `/api/check-in/events/${world.eventId}/grants`, { lpuId: world.callers.otherMember.member!.lpuId }],
          [
            'DELETE',
            `/api/check-in/events/${world.otherEventId}/grants/${world.callers.otherDoorStaff.member!.id}`,
            undefined,
          ],
          ['GET', `/api/check-in/events/${world.eventId}/grants`, undefined],
        ] as Array<[Method, string, unknown]>) {
          for (const caller of ['doorStaff', 'otherDoorStaff'] as const)
            expect((await send(method, url, { body }, caller)).status).toBe(403);
        }
        expect(await world.database.db.select().from(checkInGrants)).toEqual(grantsBefore);
        // Their door lists only their own event.
        const doors = await send('GET', '/api/check-in/events', {}, 'doorStaff');
        expect((doors.body as { data: Array<{ id: string }> }).data.map((event) => event.id)).toEqual([world.eventId]);
      });

      it('ends a door at once when its grant is taken away', async () => {
        const { world } = context;
        const staff = await world.fresh.grant(world.otherEventId);
        const token = (await loginMember(world.app, staff)).accessToken;
        const counts = { method: 'GET' as const, url: `/api/check-in/events/${world.otherEventId}/counts` };
        expect((await callRoute(world.app, counts, {}, token)).status).toBe(200);
        const revoke = `/api/check-in/events/${world.otherEventId}/grants/${staff.id}`;
        expect((await send('DELETE', revoke, {}, 'admin')).status).toBe(200);
        expect((await callRoute(world.app, counts, {}, token)).status).toBe(403);
      });

      // A door redeeming (or syncing) another event's ticket through its own event learns nothing of that ticket (it
      // got the 'other-event' verdict with the ticket's id, code, holder's name and LPU ID).
      it("does not show a door another event's ticket through its own event's redeem", async () => {
        const { world } = context;
        const ticket = await world.fresh.ticket(world.eventId);
        const answer = await send(
          'POST',
          `/api/check-in/events/${world.otherEventId}/redeem`,
          { body: { secret: ticket.secret } },
          'otherDoorStaff',
        );
        expect(answer.status).toBeLessThan(500);
        for (const secret of [ticket.fullName, ticket.lpuId, ticket.code, ticket.id])
          expect(JSON.stringify(answer.body)).not.toContain(secret);
      });

      it("does not show a door another event's ticket through its own event's sync", async () => {
        const { world } = context;
        const ticket = await world.fresh.ticket(world.eventId);
        const checkIn = { nonce: randomUUID(), ticketId: ticket.id, scannedAt: new Date().toISOString() };
        const answer = await send(
          'POST',
          `/api/check-in/events/${world.otherEventId}/sync`,
          { body: { checkIns: [checkIn] } },
          'otherDoorStaff',
        );
        expect(answer.status).toBeLessThan(500);
        for (const secret of [ticket.fullName, ticket.lpuId, ticket.code])
          expect(JSON.stringify(answer.body)).not.toContain(secret);
      });
    });
  },
  // Cheap (~3 s of CPU): on PostgreSQL too.
  { postgres: true },
);
