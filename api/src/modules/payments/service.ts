import { randomBytes } from 'node:crypto';
import {
  PATHS,
  SEAT_HOLD_MINUTES,
  type Checkout,
  type CreateOrder,
  type CreatedOrder,
  type Verification,
} from '@guildhall/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, ticketOrders, type TicketOrderRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import { guest, recordActivity } from '../activity/service';
import { EVENT_NOT_FOUND, salesWindowOpen } from '../events/service';
import type { TicketService } from '../tickets/service';
import { CashfreeError, type CashfreeClient } from './cashfree/client';
import type { CashfreePayment } from './cashfree/entities';
import { hasSeat, lockEvent, validTicketOf } from './seats';

const HOLD_MS = SEAT_HOLD_MINUTES * 60_000;
/** The provider's order outlives the hold a little: a payment started at the last minute can still finish. */
const PROVIDER_GRACE_MS = 5 * 60_000;
/** Unpaid orders nobody came back for are asked about after this long, and again at most this often. */
const RECONCILE_AFTER_MS = 60_000;
/** Failed or expired orders are watched this long for a late payment (well past the provider order's expiry). */
const RECONCILE_WINDOW_MS = 2 * 3_600_000;
/** Orders examined per query, and at once: a slow provider costs one pass RECONCILE_PARALLEL times less time. */
const RECONCILE_BATCH = 50;
const RECONCILE_PARALLEL = 4;

export const ORDER_NOT_FOUND = 'Order not found';
export const SOLD_OUT = 'Sold out: there are no seats left for this event.';
export const SALES_CLOSED = 'Ticket sales are closed for this event.';
export const ALREADY_TICKETED = 'A ticket for this LPU ID has already been issued for this event.';
const REFUND_NOTE = 'Your payment arrived after the last seat was taken, so it has been refunded in full.';
export const PAYMENT_NOT_STARTED = 'The payment could not be started. Please try again.';
export const CONFIRMING_NOTE =
  'We could not reach the payment provider just now. If you paid, we will confirm it and e-mail your ticket.';

// A payment in one of these ended without money; an order in one of these can no longer be paid.
const ENDED = new Set(['FAILED', 'USER_DROPPED', 'VOID', 'CANCELLED', 'EXPIRED', 'TERMINATED', 'NOT_FOUND']);

export interface PaymentServiceDeps {
  db: Db;
  client: CashfreeClient;
  tickets: TicketService;
  /** How the browser pays for a payment session (the real provider's SDK, or the local sandbox's page). */
  checkout: (paymentSessionId: string) => Checkout;
  publicAppUrl: string;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** `GH` + 20 random base32 characters: unguessable, since the result page shows the ticket to whoever has it. */
function newOrderId(): string {
  return `GH${randomBytes(13).toString('base64url').replace(/[-_]/g, '').slice(0, 20).toUpperCase()}`;
}

/** The last payment attempt the provider reports (a success wins over anything). */
function decisivePayment(payments: CashfreePayment[]): CashfreePayment | undefined {
  const success = payments.find((payment) => payment.payment_status === 'SUCCESS');
  if (success) return success;
  return [...payments].sort((a, b) => (a.payment_time ?? '').localeCompare(b.payment_time ?? '')).at(-1);
}

export function createPaymentService({
  db,
  client,
  tickets: ticketService,
  checkout,
  publicAppUrl,
  now = () => new Date(),
  log = () => {},
}: PaymentServiceDeps) {
  async function findOrder(orderId: string): Promise<TicketOrderRow> {
    const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    return order;
  }

  /** Holds a seat and records the order, atomically: holds + tickets never exceed the capacity. */
  async function holdSeat(input: CreateOrder, orderId: string, amount: number, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const event = await lockEvent(tx, input.eventId);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      if ((await validTicketOf(tx, input)).length > 0) throw fieldError(409, 'lpuId', ALREADY_TICKETED);
      // One live hold per buyer and event: a new attempt replaces the buyer's earlier unpaid one (a failed or
      // abandoned payment never blocks a retry, and one person cannot hold many seats).
      await tx
        .update(ticketOrders)
        .set({ status: 'expired' })
        .where(
          and(
            eq(ticketOrders.eventId, input.eventId),
            eq(ticketOrders.lpuId, input.lpuId),
            eq(ticketOrders.status, 'pending'),
          ),
        );
      if (!(await hasSeat(tx, event.id, event.capacity, at))) throw new HttpError(409, SOLD_OUT);
      await tx.insert(ticketOrders).values({
        id: orderId,
        eventId: input.eventId,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        lpuId: input.lpuId,
        gender: input.gender,
        hosteler: input.hosteler,
        hostel: input.hostel,
        course: input.course,
        club: input.club,
        amount,
        holdExpiresAt: new Date(at.getTime() + HOLD_MS),
        createdAt: at,
      });
    });
  }

  /**
   * A payment succeeded: issue the ticket exactly once, whoever asks first (verify, webhook, reconciliation). A
   * payment that arrives after its hold was released gets a ticket if a seat is left (and the buyer has none yet),
   * otherwise the order is marked for refund. Answers whether a refund is due.
   */
  async function settlePaid(orderId: string, paymentId: string | null): Promise<boolean> {
    const { eventId } = await findOrder(orderId);
    return db.transaction(async (tx) => {
      // Event first, then the order: the same lock order as holdSeat, so the two never deadlock.
      const event = (await lockEvent(tx, eventId))!;
      const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)).for('update');
      if (!order || order.status === 'paid' || order.status === 'refunded') return false;
      if (order.status === 'refund_pending') return true;
      const at = now();
      const holdLive = order.status === 'pending' && order.holdExpiresAt > at;
      const seat =
        (await validTicketOf(tx, order)).length === 0 && (holdLive || (await hasSeat(tx, eventId, event.capacity, at)));
      const settled = { providerStatus: 'SUCCESS', paymentId, settledAt: at } as const;
      if (!seat) {
        await tx
          .update(ticketOrders)
          .set({ ...settled, status: 'refund_pending' })
          .where(eq(ticketOrders.id, orderId));
        return true;
      }
      await ticketService.issueForOrder(tx, order, event);
      // The buyer, by the name on the order (a guest or a member: buying needs no account).
      await recordActivity(tx, { actor: guest(order.fullName), kind: 'ticket.bought', target: event.title });
      await tx
        .update(ticketOrders)
        .set({ ...settled, status: 'paid' })
        .where(eq(ticketOrders.id, orderId));
      return false;
    });
  }

  /** Refunds an order the provider was paid for but that got no ticket; idempotent on the refund id. */
  async function refund(order: TicketOrderRow): Promise<void> {
    try {
      const result = await client.createRefund(order.id, {
        refund_amount: order.amount,
        refund_id: `refund_${order.id}`,
        refund_note: 'No seat was left when the payment arrived',
      });
      const initiated = !['FAILED', 'CANCELLED'].includes(result.refund_status);
      await db
        .update(ticketOrders)
        .set({
          refundId: result.refund_id,
          refundStatus: result.refund_status,
          ...(initiated ? { status: 'refunded' as const } : {}),
        })
        .where(and(eq(ticketOrders.id, order.id), eq(ticketOrders.status, 'refund_pending')));
    } catch (error) {
      // Stays refund_pending: the reconciliation pass tries again.
      log(`refund of order ${order.id} failed`, error);
    }
  }

  /** Asks the provider about an order and records what it says; never trusts anything the browser sent. */
  async function settle(order: TicketOrderRow): Promise<void> {
    let status: string;
    let paymentId: string | null = null;
    try {
      const [providerOrder, payments] = await Promise.all([client.getOrder(order.id), client.getPayments(order.id)]);
      const payment = decisivePayment(payments);
      paymentId = payment?.cf_payment_id ?? null;
      status =
        payment?.payment_status === 'SUCCESS' || providerOrder.order_status === 'PAID'
          ? 'SUCCESS'
          : (payment?.payment_status ?? providerOrder.order_status);
      // An order the provider calls EXPIRED or TERMINATED is over, whatever its last attempt said.
      if (ENDED.has(providerOrder.order_status) && status !== 'SUCCESS') status = providerOrder.order_status;
    } catch (error) {
      if (!(error instanceof CashfreeError && error.status === 404)) throw error;
      status = 'NOT_FOUND';
    }

    if (status === 'SUCCESS') {
      if (await settlePaid(order.id, paymentId)) await refund(await findOrder(order.id));
      return;
    }
    const at = now();
    const release = order.status === 'pending' && (ENDED.has(status) || order.holdExpiresAt <= at);
    await db
      .update(ticketOrders)
      .set({
        providerStatus: status,
        checkedAt: at,
        ...(release ? { status: ENDED.has(status) ? ('failed' as const) : ('expired' as const) } : {}),
      })
      // Only from the state read: a settlement that raced ahead (paid) is never undone.
      .where(and(eq(ticketOrders.id, order.id), eq(ticketOrders.status, order.status)));
  }

  async function verification(orderId: string): Promise<Verification> {
    const order = await findOrder(orderId);
    const refunded = order.status === 'refund_pending' || order.status === 'refunded';
    return {
      transaction: {
        orderId: order.id,
        amount: order.amount,
        status: order.status === 'paid' ? 'SUCCESS' : refunded ? 'REFUNDED' : (order.providerStatus ?? 'ACTIVE'),
        user: { name: order.fullName },
        lpuId: order.lpuId,
      },
      ticket: await ticketService.byOrder(order.id),
      note: refunded ? REFUND_NOTE : null,
    };
  }

  /** Orders nobody settled that are due a look, the least recently examined first (never examined: first of all). */
  function dueOrders(at: Date, limit: number) {
    const since = (ms: number) => new Date(at.getTime() - ms);
    return db
      .select()
      .from(ticketOrders)
      .where(
        and(
          or(
            and(eq(ticketOrders.status, 'pending'), lt(ticketOrders.createdAt, since(RECONCILE_AFTER_MS))),
            and(
              inArray(ticketOrders.status, ['failed', 'expired']),
              gt(ticketOrders.createdAt, since(RECONCILE_WINDOW_MS)),
            ),
            eq(ticketOrders.status, 'refund_pending'),
          ),
          or(isNull(ticketOrders.checkedAt), lt(ticketOrders.checkedAt, since(RECONCILE_AFTER_MS))),
        ),
      )
      .orderBy(sql`${ticketOrders.checkedAt} asc nulls first`, asc(ticketOrders.createdAt))
      .limit(limit);
  }

  async function reconcileOne(order: TicketOrderRow, at: Date): Promise<void> {
    try {
      if (order.status === 'refund_pending') await refund(order);
      else await settle(order);
    } catch (error) {
      log(`reconciling order ${order.id} failed`, error);
    }
    // Examined, whatever the answer: it goes to the back of the queue, so no order is starved by others failing.
    await db.update(ticketOrders).set({ checkedAt: at }).where(eq(ticketOrders.id, order.id));
  }

  /**
   * One pass over every order due a look (unpaid ones past a minute, released ones still in their window), oldest
   * examined first, a few at a time, until none is left: however many are due, each is asked about every pass.
   * `keepGoing` ends a pass early (a shutdown); the orders not reached are the first of the next one.
   */
  async function reconcile(keepGoing: () => boolean = () => true): Promise<number> {
    const at = now();
    let examined = 0;
    for (;;) {
      const due = await dueOrders(at, RECONCILE_BATCH);
      for (let start = 0; start < due.length && keepGoing(); start += RECONCILE_PARALLEL)
        await Promise.all(due.slice(start, start + RECONCILE_PARALLEL).map((order) => reconcileOne(order, at)));
      examined += due.length;
      if (due.length < RECONCILE_BATCH || !keepGoing()) return examined;
    }
  }

  return {
    async createOrder(input: CreateOrder): Promise<CreatedOrder> {
      const at = now();
      const [event] = await db.select().from(events).where(eq(events.id, input.eventId));
      if (!event) throw fieldError(404, 'eventId', EVENT_NOT_FOUND);
      if (event.registrationUrl) throw new HttpError(409, "Tickets for this event are sold on the organiser's site.");
      if (!salesWindowOpen(event, at)) throw new HttpError(409, SALES_CLOSED);
      if (event.ticketPrice < 1) throw new HttpError(409, 'This event is free: no ticket purchase is needed.');

      const orderId = newOrderId();
      await holdSeat(input, orderId, event.ticketPrice, at);
      try {
        const providerOrder = await client.createOrder({
          order_id: orderId,
          order_amount: event.ticketPrice,
          order_currency: 'INR',
          customer_details: {
            customer_id: `lpu_${input.lpuId}`,
            customer_name: input.fullName,
            customer_email: input.email,
            customer_phone: input.phone.replace(/\D/g, ''),
          },
          order_meta: {
            return_url: `${publicAppUrl}${PATHS.paymentVerify}?order_id={order_id}`,
            notify_url: `${publicAppUrl}/api/cashfree/webhook`,
          },
          order_expiry_time: new Date(at.getTime() + HOLD_MS + PROVIDER_GRACE_MS).toISOString(),
          order_note: event.title,
        });
        if (!providerOrder.payment_session_id) throw new CashfreeError(200, 'no_session', 'no payment_session_id');
        await db
          .update(ticketOrders)
          .set({ paymentSessionId: providerOrder.payment_session_id, providerStatus: providerOrder.order_status })
          .where(eq(ticketOrders.id, orderId));
        return {
          order_id: orderId,
          payment_session_id: providerOrder.payment_session_id,
          checkout: checkout(providerOrder.payment_session_id),
        };
      } catch (error) {
        log(`creating the provider order ${orderId} failed`, error);
        await db
          .update(ticketOrders)
          .set({ status: 'failed', providerStatus: 'NOT_CREATED' })
          .where(and(eq(ticketOrders.id, orderId), eq(ticketOrders.status, 'pending')));
        throw new HttpError(503, PAYMENT_NOT_STARTED);
      }
    },

    /**
     * The result page's check: settles the order with the provider (unless already paid) and answers it. When the
     * provider cannot be reached, an order that may still be paid answers PENDING with a note (the reconciler
     * settles it and the ticket is e-mailed), rather than an error the buyer cannot act on.
     */
    async verify(orderId: string): Promise<Verification> {
      const order = await findOrder(orderId);
      if (order.status === 'paid' || order.status === 'refunded') return verification(orderId);
      try {
        await settle(order);
      } catch (error) {
        log(`verifying order ${orderId} failed`, error);
        if (!(error instanceof CashfreeError)) throw error;
        const current = await verification(orderId);
        if (current.transaction.status === 'SUCCESS' || current.transaction.status === 'REFUNDED') return current;
        return { ...current, transaction: { ...current.transaction, status: 'PENDING' }, note: CONFIRMING_NOTE };
      }
      return verification(orderId);
    },

    /** A signed webhook named this order: settle it from the provider's own answer (the payload is a hint). */
    async onWebhook(orderId: string): Promise<void> {
      const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
      if (order && order.status !== 'paid' && order.status !== 'refunded') await settle(order);
    },

    /** One reconciliation pass (tests and tools drive it by hand); answers how many orders it examined. */
    reconcile: () => reconcile(),

    /**
     * Runs the reconciliation pass every `intervalMs` in the background; answers the stop function, which resolves
     * once a pass under way has ended (each provider call is bounded, so it does not wait long).
     */
    startReconciler(intervalMs = 60_000, onError: (error: unknown) => void = () => {}): () => Promise<void> {
      let pass: Promise<void> | undefined;
      let stopped = false;
      const timer = setInterval(() => {
        pass ??= reconcile(() => !stopped)
          .then(() => undefined, onError)
          .finally(() => (pass = undefined));
      }, intervalMs);
      return async () => {
        stopped = true;
        clearInterval(timer);
        await pass;
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
