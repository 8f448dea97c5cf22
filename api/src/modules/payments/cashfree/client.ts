import type { z } from 'zod';
import type { DependencyFailure } from '../../../http';
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

/**
 * Bounded waits (docs/choices.md, "Faults"): a buyer hears within 10 s even when the provider is black-holed or slow.
 * One try may take up to TRY_TIMEOUT_MS (generous: the timer also runs while our own server is busy in a rush), and no
 * try starts once CALL_DEADLINE_MS has passed since the first.
 */
export const TRY_TIMEOUT_MS = 8_000;
export const CALL_DEADLINE_MS = 9_000;
/**
 * A call that never got an answer (connection refused or reset, a kept-alive socket closed under it) is sent again:
 * every call is safe to repeat (reads, and writes with their idempotency key: our order id, the refund id).
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

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider cannot be reached right now. Please try again in a minute.';

/** An unreachable or failing provider is answered 503 (a webhook is then sent again by the provider). */
export function providerUnavailable(error: unknown): DependencyFailure | undefined {
  if (!(error instanceof CashfreeError) || (error.status !== 0 && error.status < 500)) return undefined;
  return { status: 503, message: PROVIDER_UNAVAILABLE_MESSAGE, retryAfter: 60 };
}

/**
 * Cashfree PG over plain fetch (no SDK: the official one pulls in telemetry). The same code talks to Cashfree's
 * production, its sandbox and our local sandbox: only the base URL and the keys differ.
 */
export function createCashfreeClient(
  { baseUrl, clientId, clientSecret }: CashfreeCredentials,
  { tryTimeoutMs = TRY_TIMEOUT_MS, deadlineMs = CALL_DEADLINE_MS } = {},
) {
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<z.output<T>> {
    const deadline = Date.now() + deadlineMs;
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
          signal: AbortSignal.timeout(Math.min(tryTimeoutMs, Math.max(1, deadline - Date.now()))),
        });
      } catch (error) {
        const delay = RETRY_DELAYS_MS[tries - 1] ?? 0;
        if (tries >= MAX_TRIES || Date.now() + delay >= deadline)
          throw new CashfreeError(0, 'unreachable', `Cashfree could not be reached: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
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
