import { normalizeIP } from '@fastify/rate-limit';
import {
  apiSuccessSchema,
  createdOrderSchema,
  createOrderSchema,
  heldOrderSchema,
  orderProofSchema,
  verificationSchema,
  verifyQuerySchema,
} from '@guildhall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError, ok, requestsPerMinute } from '../../http';
import { webhookSchema } from './cashfree/entities';
import { checkWebhook } from './cashfree/webhook-signature';
import { perClientAndEventLimit, TOO_MANY_ORDERS } from './order-rate-limit';
import type { PaymentService } from './service';

const tags = ['payments'];

export interface PaymentRoutesOptions {
  payments: PaymentService;
  /** The provider's client secret: it signs the webhooks. */
  webhookSecret: string;
  /** create-order per client address and event, a minute; a client's orders over all events: 3 times as many. */
  orderRateLimit: number;
  /** verify and checkout-opened per client address, a minute (each its own count). */
  verifyRateLimit: number;
  now?: () => Date;
}

export { TOO_MANY_ORDERS };

/** Ticket purchase through Cashfree: public (buyers need no account), nothing trusted from the browser. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, webhookSecret, orderRateLimit, verifyRateLimit, now = () => new Date() },
) => {
  // Keys named 'orders ...' (the waiting list counts apart, as 'waitlist ...').
  const limitOrders = perClientAndEventLimit(app, {
    name: 'orders',
    perMinute: orderRateLimit,
    message: TOO_MANY_ORDERS,
  });

  app.post(
    '/cashfree/create-order',
    {
      preHandler: limitOrders,
      schema: {
        tags,
        summary: 'Hold a seat and start a payment (the price is the event’s own)',
        body: createOrderSchema,
        response: { 200: apiSuccessSchema(createdOrderSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        'Order created',
        await payments.createOrder(request.body, { origin: request.headers.origin, address: normalizeIP(request.ip) }),
      ),
  );

  app.post(
    '/cashfree/checkout-opened',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'The buyer opens the provider’s checkout: the order’s short first hold becomes the full hold',
        body: orderProofSchema,
        response: { 200: apiSuccessSchema(heldOrderSchema), ...errorResponses },
      },
    },
    async (request) => ok('Seat held', await payments.checkoutOpened(request.body)),
  );

  app.post(
    '/cashfree/verify',
    {
      config: requestsPerMinute(verifyRateLimit),
      schema: {
        tags,
        summary: 'Check an order with the provider; a paid order gets its ticket (once)',
        querystring: verifyQuerySchema,
        response: { 200: apiSuccessSchema(verificationSchema), ...errorResponses },
      },
    },
    async (request) => ok('Payment status', await payments.verify(request.query.order_id)),
  );

  // The webhook is checked on its raw bytes (the signature covers them exactly), so this scope reads JSON as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body.toString()),
    );
    scope.post(
      '/cashfree/webhook',
      {
        schema: {
          tags,
          summary: 'Cashfree payment webhook (signed: HMAC-SHA256 of x-webhook-timestamp + raw body)',
          response: { 200: apiSuccessSchema(z.null()), ...errorResponses },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const check = checkWebhook(
          webhookSecret,
          {
            timestamp: request.headers['x-webhook-timestamp'] as string | undefined,
            signature: request.headers['x-webhook-signature'] as string | undefined,
          },
          raw,
          now(),
        );
        if (check === 'bad-signature') throw new HttpError(401, 'Invalid webhook signature');
        if (check === 'stale') throw new HttpError(401, 'Stale webhook timestamp');
        let payload: unknown;
        try {
          payload = JSON.parse(raw);
        } catch {
          throw new HttpError(400, 'The webhook body must be JSON');
        }
        const parsed = webhookSchema.safeParse(payload);
        if (!parsed.success) return ok('Webhook ignored', null);
        await payments.onWebhook(parsed.data.data.order.order_id);
        return ok('Webhook received', null);
      },
    );
  });
};

/** Production without Cashfree keys: the purchase calls answer that online sales are off. */
export const paymentsUnavailable: FastifyPluginAsyncZod = async (app) => {
  const off = async () => {
    throw new HttpError(503, 'Online ticket sales are not available right now.');
  };
  for (const path of ['/cashfree/create-order', '/cashfree/checkout-opened', '/cashfree/verify', '/cashfree/webhook'])
    app.post(path, { schema: { tags, hide: true } }, off);
};
