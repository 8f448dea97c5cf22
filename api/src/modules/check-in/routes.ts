import {
  apiSuccessSchema,
  checkInEventParamsSchema,
  checkInListSchema,
  doorCountsSchema,
  doorEventSchema,
  doorSearchHitSchema,
  doorSearchQuerySchema,
  doorStaffSchema,
  grantParamsSchema,
  grantSchema,
  redeemSchema,
  syncResultSchema,
  syncSchema,
  verdictSchema,
} from '@guildhall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError, ok } from '../../http';
import { principalOf, tokenSessionOf } from '../../plugins/authentication';
import { SESSION_ENDED } from '../auth/sessions';
import type { CheckInService } from './service';

const tags = ['check-in'];
const security = [{ bearerAuth: [] }];
const staff = z.array(doorStaffSchema);

/**
 * The door (docs/choices.md, "The door"): admins on every event, members on the events an admin granted them;
 * each route checks it on the server. Grants are managed by admins only.
 */
export const checkInRoutes: FastifyPluginAsyncZod<{ checkIn: CheckInService }> = async (app, { checkIn }) => {
  // The redeem proves the door's session live inside its own statement (one round trip per scan), so
  // its hook checks only the token's signature; every other door route reads the session first.
  app.post(
    '/check-in/events/:eventId/redeem',
    {
      onRequest: app.verifyToken,
      schema: {
        tags,
        security,
        summary:
          'Check a ticket in by its QR secret or ticket id: one atomic statement (with the session and access checks), exactly one door succeeds',
        params: checkInEventParamsSchema,
        body: redeemSchema,
        response: { 200: apiSuccessSchema(verdictSchema), ...errorResponses },
      },
    },
    async (request) => {
      const door = tokenSessionOf(request);
      const { eventId } = request.params;
      let verdict = await checkIn.redeem(door, eventId, request.body);
      if (!verdict) {
        // Not live: the full token check answers why (signed out, banned, removed), or lifts a ban whose time is up.
        await app.authenticate(request);
        verdict = await checkIn.redeem(door, eventId, request.body);
        if (!verdict) throw new HttpError(401, SESSION_ENDED);
      }
      return ok('Verdict', verdict);
    },
  );
  await app.register(signedInDoorRoutes, { checkIn });
};

const signedInDoorRoutes: FastifyPluginAsyncZod<{ checkIn: CheckInService }> = async (app, { checkIn }) => {
  app.addHook('onRequest', app.authenticate);

  /** preHandler: the caller may work this event's door (404 unknown event, 403 no grant). */
  const doorOfEvent = async (request: FastifyRequest) => {
    const { eventId } = request.params as { eventId: string };
    await checkIn.assertDoorAccess(principalOf(request), eventId);
  };
  const adminOnly = async (request: FastifyRequest) => {
    if (principalOf(request).role !== 'admin') throw new HttpError(403, 'Forbidden: this action is for admins only.');
  };

  app.get(
    '/check-in/events',
    {
      schema: {
        tags,
        security,
        summary:
          'Door events (people enter them by ticket) the caller may check people in for (admins: all; members: their grants)',
        response: { 200: apiSuccessSchema(z.array(doorEventSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Door events', await checkIn.doorEvents(principalOf(request))),
  );

  app.get(
    '/check-in/events/:eventId/counts',
    {
      preHandler: doorOfEvent,
      schema: {
        tags,
        security,
        summary: 'Checked in / total (tickets not cancelled)',
        params: checkInEventParamsSchema,
        response: { 200: apiSuccessSchema(doorCountsSchema), ...errorResponses },
      },
    },
    async (request) => ok('Counts', await checkIn.counts(request.params.eventId)),
  );

  app.get(
    '/check-in/events/:eventId/search',
    {
      preHandler: doorOfEvent,
      schema: {
        tags,
        security,
        summary: 'This event’s tickets by name, LPU ID or e-mail',
        params: checkInEventParamsSchema,
        querystring: doorSearchQuerySchema,
        response: { 200: apiSuccessSchema(z.array(doorSearchHitSchema)), ...errorResponses },
      },
    },
    async (request) => ok('Tickets', await checkIn.search(request.params.eventId, request.query.q)),
  );

  app.get(
    '/check-in/events/:eventId/list',
    {
      preHandler: doorOfEvent,
      schema: {
        tags,
        security,
        summary: 'The offline check-in list: every ticket with its secret’s SHA-256 (never the secret), name, state',
        params: checkInEventParamsSchema,
        response: { 200: apiSuccessSchema(checkInListSchema), ...errorResponses },
      },
    },
    async (request) => ok('Check-in list', await checkIn.list(request.params.eventId)),
  );

  app.post(
    '/check-in/events/:eventId/sync',
    {
      preHandler: doorOfEvent,
      schema: {
        tags,
        security,
        summary: 'Check-ins a door admitted offline, each with its nonce (a nonce is counted once)',
        params: checkInEventParamsSchema,
        body: syncSchema,
        response: { 200: apiSuccessSchema(syncResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      const outcomes = await checkIn.sync(principalOf(request), eventId, request.body.checkIns);
      return ok('Synced', { outcomes, counts: await checkIn.counts(eventId) });
    },
  );

  app.get(
    '/check-in/events/:eventId/grants',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Members with check-in access to this event (admins)',
        params: checkInEventParamsSchema,
        response: { 200: apiSuccessSchema(staff), ...errorResponses },
      },
    },
    async (request) => ok('Door staff', await checkIn.grants(request.params.eventId)),
  );

  app.post(
    '/check-in/events/:eventId/grants',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Give a member (by LPU ID) check-in access to this event (admins)',
        params: checkInEventParamsSchema,
        body: grantSchema,
        response: { 200: apiSuccessSchema(staff), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        'Check-in access granted',
        await checkIn.grant(principalOf(request), request.params.eventId, request.body.lpuId),
      ),
  );

  app.delete(
    '/check-in/events/:eventId/grants/:memberId',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Take a member’s check-in access to this event away (admins)',
        params: grantParamsSchema,
        response: { 200: apiSuccessSchema(staff), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        'Check-in access removed',
        await checkIn.revoke(principalOf(request), request.params.eventId, request.params.memberId),
      ),
  );
};
