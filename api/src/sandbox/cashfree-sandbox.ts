// A local stand-in for Cashfree PG (x-api-version 2025-01-01): the REST calls the API makes, a hosted checkout page
// and signed webhooks. `npm start`, the tests and the e2e journeys use it when no Cashfree keys are set; the API
// reaches it through the very same client as the real provider.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import { CASHFREE_API_VERSION } from '../modules/payments/cashfree/entities';
import { webhookSignature } from '../modules/payments/cashfree/webhook-signature';
import { CHECKOUT_OUTCOMES, checkoutPage, type CheckoutOutcome } from './checkout-page';

export interface SandboxOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
  host?: string;
  /** How browsers reach the sandbox (its checkout page), e.g. http://localhost:8085. Default: where it listens. */
  publicUrl?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

/** How the webhooks of one payment are delivered: after `delayMs`, `copies` times (tests race and repeat them). */
export interface WebhookPlan {
  delayMs?: number;
  copies?: number;
}

export interface SandboxPayment {
  cf_payment_id: string;
  order_id: string;
  payment_status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED' | 'PENDING';
  payment_amount: number;
  payment_currency: string;
  payment_message: string;
  payment_time: string;
  payment_group: 'upi';
}

export interface SandboxOrder {
  order_id: string;
  cf_order_id: string;
  order_amount: number;
  order_currency: string;
  order_expiry_time: string;
  payment_session_id: string;
  customer_details: Record<string, unknown>;
  order_meta: { return_url?: string; notify_url?: string };
  order_note: string | null;
  created_at: string;
  payments: SandboxPayment[];
  refunds: Array<Record<string, unknown> & { refund_id: string }>;
}

const OUTCOME_STATUS = {
  success: 'SUCCESS',
  failure: 'FAILED',
  pending: 'PENDING',
  drop: 'USER_DROPPED',
} as const satisfies Record<CheckoutOutcome, SandboxPayment['payment_status']>;

const WEBHOOK_TYPES: Partial<Record<SandboxPayment['payment_status'], string>> = {
  SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
  FAILED: 'PAYMENT_FAILED_WEBHOOK',
  USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
};

class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export async function startCashfreeSandbox(options: SandboxOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const orders = new Map<string, SandboxOrder>();
  const sessions = new Map<string, string>();
  const pendingDeliveries = new Set<NodeJS.Timeout>();
  const lookups = new Map<string, number>();
  let publicUrl = options.publicUrl ?? '';

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SandboxError)
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, type: error.type });
    return reply
      .status(error.statusCode ?? 500)
      .send({ message: error.message, code: 'request_failed', type: 'api_error' });
  });

  function authenticate(request: FastifyRequest): void {
    const headers = request.headers;
    if (headers['x-client-id'] !== options.clientId || headers['x-client-secret'] !== options.clientSecret)
      throw new SandboxError(401, 'request_failed', 'authentication Failed', 'authentication_error');
    if (!headers['x-api-version'])
      throw new SandboxError(400, 'x-api-version_missing', 'x-api-version header is missing');
  }

  function orderStatus(order: SandboxOrder): string {
    if (order.payments.some((payment) => payment.payment_status === 'SUCCESS')) return 'PAID';
    return now() > new Date(order.order_expiry_time) ? 'EXPIRED' : 'ACTIVE';
  }

  function orderEntity(order: SandboxOrder) {
    const { payments: _payments, refunds: _refunds, ...entity } = order;
    return { ...entity, entity: 'order', order_status: orderStatus(order) };
  }

  function findOrder(id: string): SandboxOrder {
    const order = orders.get(id);
    if (!order) throw new SandboxError(404, 'order_not_found', 'order not found');
    return order;
  }

  async function deliverWebhook(order: SandboxOrder, payment: SandboxPayment, attempt: number): Promise<void> {
    const url = order.order_meta.notify_url;
    const type = WEBHOOK_TYPES[payment.payment_status];
    if (!url || !type) return;
    const body = JSON.stringify({
      data: {
        order: { order_id: order.order_id, order_amount: order.order_amount, order_currency: order.order_currency },
        payment,
        customer_details: order.customer_details,
      },
      event_time: now().toISOString(),
      type,
    });
    const timestamp = String(now().getTime());
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': webhookSignature(options.clientSecret, timestamp, body),
          'x-webhook-version': CASHFREE_API_VERSION,
          'x-webhook-attempt': String(attempt),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      log(`webhook ${type} for ${order.order_id} -> ${response.status}`);
    } catch (error) {
      log(`webhook ${type} for ${order.order_id} failed: ${(error as Error).message}`);
    }
  }

  function scheduleWebhooks(order: SandboxOrder, payment: SandboxPayment, plan: WebhookPlan = {}): void {
    for (let copy = 1; copy <= (plan.copies ?? 1); copy++) {
      const timer = setTimeout(() => {
        pendingDeliveries.delete(timer);
        void deliverWebhook(order, { ...payment }, copy);
      }, plan.delayMs ?? 0);
      pendingDeliveries.add(timer);
    }
  }

  function pay(order: SandboxOrder, outcome: CheckoutOutcome, plan?: WebhookPlan): SandboxPayment {
    if (orderStatus(order) !== 'ACTIVE')
      throw new SandboxError(409, 'order_not_active', `order is ${orderStatus(order).toLowerCase()}`);
    const status = OUTCOME_STATUS[outcome];
    const payment: SandboxPayment = {
      cf_payment_id: String(Date.now()) + randomBytes(3).readUIntBE(0, 3),
      order_id: order.order_id,
      payment_status: status,
      payment_amount: order.order_amount,
      payment_currency: order.order_currency,
      payment_message: status === 'SUCCESS' ? 'Transaction success' : `Sandbox payment ${status.toLowerCase()}`,
      payment_time: now().toISOString(),
      payment_group: 'upi',
    };
    order.payments.push(payment);
    scheduleWebhooks(order, payment, plan);
    return payment;
  }

  function parseOutcome(value: unknown): CheckoutOutcome {
    if (typeof value === 'string' && value in CHECKOUT_OUTCOMES) return value as CheckoutOutcome;
    throw new SandboxError(
      400,
      'outcome_invalid',
      `outcome must be one of ${Object.keys(CHECKOUT_OUTCOMES).join(', ')}`,
    );
  }

  // ---- The provider's REST API -------------------------------------------------------------------------------
  app.post('/pg/orders', async (request, reply) => {
    authenticate(request);
    const body = (request.body ?? {}) as Record<string, unknown> & Partial<SandboxOrder>;
    if (typeof body.order_amount !== 'number' || body.order_amount < 1)
      throw new SandboxError(400, 'order_amount_invalid', 'order_amount : should be greater than or equal to 1');
    const customer = body.customer_details as Record<string, unknown> | undefined;
    if (!customer?.customer_id || !customer.customer_phone)
      throw new SandboxError(400, 'customer_details_missing', 'customer_details.customer_phone : is missing');
    const orderId = typeof body.order_id === 'string' ? body.order_id : randomId('order_');
    if (orders.has(orderId))
      throw new SandboxError(409, 'order_already_exists', 'order with same id is already present');
    const expiry = body.order_expiry_time
      ? new Date(body.order_expiry_time)
      : new Date(now().getTime() + 30 * 86_400_000);
    const order: SandboxOrder = {
      order_id: orderId,
      cf_order_id: String(Date.now()),
      order_amount: body.order_amount,
      order_currency: typeof body.order_currency === 'string' ? body.order_currency : 'INR',
      order_expiry_time: expiry.toISOString(),
      payment_session_id: randomId('session_'),
      customer_details: customer,
      order_meta: (body.order_meta as SandboxOrder['order_meta']) ?? {},
      order_note: typeof body.order_note === 'string' ? body.order_note : null,
      created_at: now().toISOString(),
      payments: [],
      refunds: [],
    };
    orders.set(orderId, order);
    sessions.set(order.payment_session_id, orderId);
    return reply.status(200).send(orderEntity(order));
  });

  app.get<{ Params: { id: string } }>('/pg/orders/:id', async (request) => {
    authenticate(request);
    lookups.set(request.params.id, (lookups.get(request.params.id) ?? 0) + 1);
    return orderEntity(findOrder(request.params.id));
  });

  app.get<{ Params: { id: string } }>('/pg/orders/:id/payments', async (request) => {
    authenticate(request);
    return findOrder(request.params.id).payments;
  });

  app.post<{ Params: { id: string } }>('/pg/orders/:id/refunds', async (request) => {
    authenticate(request);
    const order = findOrder(request.params.id);
    const body = (request.body ?? {}) as { refund_amount?: number; refund_id?: string; refund_note?: string };
    if (typeof body.refund_id !== 'string' || typeof body.refund_amount !== 'number')
      throw new SandboxError(400, 'refund_invalid', 'refund_id and refund_amount are required');
    if (order.refunds.some((refund) => refund.refund_id === body.refund_id))
      throw new SandboxError(409, 'refund_already_exists', 'refund with same id is already present');
    if (orderStatus(order) !== 'PAID') throw new SandboxError(400, 'order_not_paid', 'order is not paid');
    const refunded = order.refunds.reduce((sum, refund) => sum + Number(refund.refund_amount), 0);
    if (body.refund_amount > order.order_amount - refunded)
      throw new SandboxError(400, 'refund_amount_invalid', 'refund amount exceeds the amount left to refund');
    const refund = {
      cf_payment_id: order.payments.find((payment) => payment.payment_status === 'SUCCESS')!.cf_payment_id,
      cf_refund_id: randomId('refund_'),
      refund_id: body.refund_id,
      order_id: order.order_id,
      entity: 'refund',
      refund_amount: body.refund_amount,
      refund_currency: order.order_currency,
      refund_note: body.refund_note ?? null,
      refund_status: 'SUCCESS',
      created_at: now().toISOString(),
      processed_at: now().toISOString(),
    };
    order.refunds.push(refund);
    return refund;
  });

  app.get<{ Params: { id: string; refundId: string } }>('/pg/orders/:id/refunds/:refundId', async (request) => {
    authenticate(request);
    const refund = findOrder(request.params.id).refunds.find((entry) => entry.refund_id === request.params.refundId);
    if (!refund) throw new SandboxError(404, 'refund_not_found', 'refund not found');
    return refund;
  });

  // ---- The hosted checkout page --------------------------------------------------------------------------------
  const orderOfSession = (session: string) => findOrder(sessions.get(session) ?? '');

  app.get<{ Params: { session: string } }>('/checkout/:session', async (request, reply) => {
    const order = orderOfSession(request.params.session);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(checkoutPage(order, `/checkout/${encodeURIComponent(request.params.session)}`));
  });

  app.post<{ Params: { session: string } }>('/checkout/:session', async (request, reply) => {
    const order = orderOfSession(request.params.session);
    pay(order, parseOutcome((request.body as { outcome?: unknown } | null)?.outcome));
    const back = order.order_meta.return_url?.replaceAll('{order_id}', encodeURIComponent(order.order_id));
    if (!back) return reply.type('text/plain').send('Payment recorded. This order has no return_url.');
    return reply.redirect(back, 303);
  });

  // ---- Test controls: pay without a browser, finish a pending payment, shape the webhooks ------------------------
  app.post<{ Params: { id: string } }>('/sandbox/orders/:id/payments', async (request) => {
    const body = (request.body ?? {}) as { outcome?: unknown; webhooks?: WebhookPlan };
    return pay(findOrder(request.params.id), parseOutcome(body.outcome), body.webhooks);
  });

  app.post<{ Params: { id: string; paymentId: string } }>(
    '/sandbox/orders/:id/payments/:paymentId/complete',
    async (request) => {
      const order = findOrder(request.params.id);
      const payment = order.payments.find((entry) => entry.cf_payment_id === request.params.paymentId);
      if (!payment || payment.payment_status !== 'PENDING')
        throw new SandboxError(409, 'payment_not_pending', 'no pending payment with that id');
      const body = (request.body ?? {}) as { outcome?: unknown; webhooks?: WebhookPlan };
      payment.payment_status = parseOutcome(body.outcome) === 'success' ? 'SUCCESS' : 'FAILED';
      payment.payment_time = now().toISOString();
      scheduleWebhooks(order, payment, body.webhooks);
      return payment;
    },
  );

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const localUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  publicUrl ||= localUrl;

  return {
    /** The REST base URL the API's client uses (`.../pg`). */
    apiBaseUrl: `${localUrl}/pg`,
    /** Where a browser opens the checkout page of a payment session. */
    checkoutUrl: (paymentSessionId: string) => `${publicUrl}/checkout/${encodeURIComponent(paymentSessionId)}`,
    /** Controls for tests: what `/sandbox/...` does, without HTTP. */
    pay: (orderId: string, outcome: CheckoutOutcome, plan?: WebhookPlan) => pay(findOrder(orderId), outcome, plan),
    order: (orderId: string) => orders.get(orderId),
    /** How many times an order was asked about (`GET /pg/orders/{id}`): tests count work done twice. */
    lookups: (orderId: string) => lookups.get(orderId) ?? 0,
    async close(): Promise<void> {
      for (const timer of pendingDeliveries) clearTimeout(timer);
      await app.close();
    },
  };
}

export type CashfreeSandbox = Awaited<ReturnType<typeof startCashfreeSandbox>>;
