import { apiSuccessSchema } from '@guildhall/contracts';
import {
  WAITLIST_MESSAGES,
  waitlistJoinSchema,
  waitlistOfferQuerySchema,
  waitlistOfferSchema,
  waitlistPlaceSchema,
  waitlistPlaceText,
  waitlistPositionQuerySchema,
  waitlistTokenSchema,
  type WaitlistPlace,
} from '@guildhall/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, requestsPerMinute } from '../../http';
import { perClientAndEventLimit } from '../payments/order-rate-limit';
import type { WaitlistOffers } from './offers';
import type { WaitlistService } from './service';

const tags = ['waitlist'];
const place = { 200: apiSuccessSchema(waitlistPlaceSchema), ...errorResponses };
const answer = (entry: WaitlistPlace) => ok(waitlistPlaceText(entry), entry);

interface WaitlistRoutesOptions {
  waitlist: WaitlistService;
  offers: Pick<WaitlistOffers, 'offerFor'>;
  /** Joins per client address and event, a minute (3 times as many over all events): create-order's numbers. */
  orderRateLimit: number;
  /** The links' calls per client address, a minute (each its own count), as the payment's verify. */
  verifyRateLimit: number;
}

/** An event's waiting list (docs/choices.md, "Waiting list"): public, no sign-in; the links' tokens are the proof. */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (
  app,
  { waitlist, offers, orderRateLimit, verifyRateLimit },
) => {
  // Counted apart from the orders ('waitlist ...' keys): a buyer refused a seat may still join.
  const limitJoins = perClientAndEventLimit(app, {
    name: 'waitlist',
    perMinute: orderRateLimit,
    message: WAITLIST_MESSAGES.tooMany,
  });

  app.post(
    '/waitlist/join',
    {
      preHandler: limitJoins,
      schema: {
        tags,
        summary:
          'Join a sold-out event’s waiting list: the e-mail address is sent a confirmation link and a leave link ' +
          '(the same answer whether an entry was made, that e-mail or LPU ID was on the list already, or the ' +
          'address had its hourly e-mails)',
        body: waitlistJoinSchema,
        response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await waitlist.join(request.body);
      return ok(WAITLIST_MESSAGES.joined, null);
    },
  );

  app.post(
    '/waitlist/confirm',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'Confirm a waiting-list entry with its e-mailed token (once; again: the same place)',
        body: waitlistTokenSchema,
        response: place,
      },
    },
    async (request) => answer(await waitlist.confirm(request.body.token)),
  );

  app.get(
    '/waitlist/position',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'A waiting-list entry’s place in line now, by its confirmation token',
        querystring: waitlistPositionQuerySchema,
        response: place,
      },
    },
    async (request) => answer(await waitlist.position(request.query.token)),
  );

  app.post(
    '/waitlist/leave',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'Leave the waiting list with the e-mailed leave token (again: the same answer)',
        body: waitlistTokenSchema,
        response: place,
      },
    },
    async (request) => answer(await waitlist.leave(request.body.token)),
  );

  app.get(
    '/waitlist/offer',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary:
          'The seat offered by a claim link (the e-mailed offer token): whose it is and until when it is held; ' +
          'create-order with `offerToken` buys it',
        querystring: waitlistOfferQuerySchema,
        response: { 200: apiSuccessSchema(waitlistOfferSchema), ...errorResponses },
      },
    },
    async (request) => ok('Offer found', await offers.offerFor(request.query.token)),
  );
};
