import type { z } from 'zod';
import {
  CASHFREE_API_VERSION,
  cashfreeOrderSchema,
  cashfreePaymentSchema,
  cashfreeRefundSchema,
  type CashfreeOrder,
  type CashfreePayment,
  type CashfreeRefund,
  type CreateOrderBody,
  type CreateRefundBody,
} from './entities';

// Generous: the timer also runs while our own server is busy (a ticket rush), and a timed-out create is a lost sale.
const TIMEOUT_MS = 30_000;
/**
 * A call that never got an answer (connection reset, a kept-alive socket closed under it, a time-out) is sent again:
 * every call is safe to repeat (reads, and writes with their idempotency key: our order id, the refund id). At most
 * this many tries, and none started once twice TIMEOUT_MS has passed since the first (a timed-out try gets one more:
 * on a server busy with a rush, the answer is often already there when the timer fires).
 */
const MAX_TRIES = 3;
const RETRY_DELAYS_MS = [200, 800];

export interface CashfreeCredentials {
  /** `https://api.cashfree.com/pg`, `https://sandbox.cashfree.com/pg` or the local sandbox's `/pg`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A call the provider answered with an error (`status` 0: it could not be reached). */
export class CashfreeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CashfreeError';
  }
}

/**
 * Cashfree PG over plain fetch (no SDK: the official one pulls in telemetry). The same code talks to Cashfree's
 * production, its sandbox and our local sandbox: only the base URL and the keys differ.
 */
export function createCashfreeClient({ baseUrl, clientId, clientSecret }: CashfreeCredentials) {
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<z.output<T>> {
    const started = Date.now();
    let response: Response | undefined;
    for (let tries = 1; !response; tries++) {
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            'x-api-version': CASHFREE_API_VERSION,
            'x-client-id': clientId,
            'x-client-secret': clientSecret,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (tries >= MAX_TRIES || Date.now() - started >= 2 * TIMEOUT_MS)
          throw new CashfreeError(0, 'unreachable', `Cashfree could not be reached: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[tries - 1]));
      }
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = (payload ?? {}) as { code?: string; message?: string };
      throw new CashfreeError(response.status, problem.code ?? 'error', problem.message ?? `HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new CashfreeError(response.status, 'unexpected_response', parsed.error.message);
    return parsed.data;
  }

  const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

  return {
    /** Idempotent on our order id: a retried create answers the order already made. */
    async createOrder(body: CreateOrderBody): Promise<CashfreeOrder> {
      try {
        return await call('POST', '/orders', cashfreeOrderSchema, body, body.order_id);
      } catch (error) {
        if (error instanceof CashfreeError && error.code === 'order_already_exists')
          return call('GET', orderPath(body.order_id), cashfreeOrderSchema);
        throw error;
      }
    },

    getOrder: (orderId: string): Promise<CashfreeOrder> => call('GET', orderPath(orderId), cashfreeOrderSchema),

    getPayments: (orderId: string): Promise<CashfreePayment[]> =>
      call('GET', `${orderPath(orderId)}/payments`, cashfreePaymentSchema.array()),

    /** Idempotent on `refund_id`: refunding twice answers the first refund. */
    async createRefund(orderId: string, body: CreateRefundBody): Promise<CashfreeRefund> {
      try {
        return await call('POST', `${orderPath(orderId)}/refunds`, cashfreeRefundSchema, body, body.refund_id);
      } catch (error) {
        if (error instanceof CashfreeError && error.code === 'refund_already_exists')
          return call(
            'GET',
            `${orderPath(orderId)}/refunds/${encodeURIComponent(body.refund_id)}`,
            cashfreeRefundSchema,
          );
        throw error;
      }
    },
  };
}

export type CashfreeClient = ReturnType<typeof createCashfreeClient>;
