import { createHash, randomBytes } from 'node:crypto';
import {
  LPU_ID_HAS_TICKET,
  PATHS,
  SEAT_FIRST_HOLD_MINUTES,
  SEAT_HOLD_MINUTES,
  UNPAID_HOLDS_PER_BUYER_DEFAULT,
  type Checkout,
  type CreateOrder,
  type CreatedOrder,
  type HeldOrder,
  type OrderProof,
  type Verification,
} from '@guildhall/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, ticketOrders, type EventRow, type TicketOrderRow } from '../../db/schema';
import { fieldError, HttpError } from '../../http';
import { guest, recordActivity } from '../activity/service';
import { EVENT_NOT_FOUND, salesWindowOpen } from '../events/service';
import type { TicketService, Transaction } from '../tickets/service';
import { attachOrder, claimOffer, markOfferClaimed, offerHoldsSeatFor } from '../waitlist/claim';
import { CashfreeError, type CashfreeClient } from './cashfree/client';
import type { CashfreePayment } from './cashfree/entities';
import { createReturnSite } from './return-site';
import {
  belowHoldLimit,
  buyerAtHoldLimit,
  hasSeat,
  lockEvent,
  unpaidHoldLimit,
  validTicketOf,
  type HoldBuyer,
} from './seats';

/** A new order holds its seat briefly; opening the provider's checkout extends it to HOLD_MS from the creation. */
const FIRST_HOLD_MS = SEAT_FIRST_HOLD_MINUTES * 60_000;
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
export const SOLD_ELSEWHERE = "Tickets for this event are sold on the organiser's site.";
export const FREE_EVENT = 'This event is free: no ticket purchase is needed.';
export const ALREADY_TICKETED = 'A ticket for this LPU ID has already been issued for this event.';
export const HOLDS_FULL =
  'Many buyers are paying for this event right now, so no more seats can be held at the moment. Please try again in a few minutes.';
/** A buyer (an LPU ID, an e-mail, a device, a network) already holds its most unpaid seats for the event. */
export const buyerHoldsFull = (perBuyer: number, who: 'lpuId' | 'email' | 'device' | 'address') =>
  (who === 'address'
    ? 'Several unpaid orders for this event already come from your network.'
    : `You already have ${perBuyer} unpaid orders for this event.`) +
  ' Please finish paying for one, or try again in a few minutes, when an unpaid seat is released.';
export const HOLD_ENDED = "This order's seat is no longer held. Please press Pay Now again.";
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
  /** The site's public URL: the webhook's address, and where buyers return when their own origin is not known. */
  publicAppUrl: string;
  /** Other origins the site is served from (the CORS origins): a buyer who started there returns there. */
  siteOrigins?: readonly string[];
  /** Unpaid seats one buyer may hold per event (seats.ts, buyerAtHoldLimit). */
  holdsPerBuyer?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** `GH` + 20 random base32 characters: unguessable, since the result page shows the ticket to whoever has it. */
function newOrderId(): string {
  return `GH${randomBytes(13).toString('base64url').replace(/[-_]/g, '').slice(0, 20).toUpperCase()}`;
}

/** An order's secret (32 random bytes, base64url): returned once, to the browser that created the order. */
const newOrderSecret = () => randomBytes(32).toString('base64url');
/** Only its hash is stored: a copy of the database does not let anyone act as the buyer. */
export const hashOrderSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

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
  siteOrigins = [],
  holdsPerBuyer = UNPAID_HOLDS_PER_BUYER_DEFAULT,
  now = () => new Date(),
  log = () => {},
}: PaymentServiceDeps) {
  const returnSite = createReturnSite(publicAppUrl, siteOrigins);
  async function findOrder(orderId: string): Promise<TicketOrderRow> {
    const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Holds a seat and records the order, atomically: a new hold never takes holds + tickets past the capacity, nor
   * the event's unpaid holds past their limit. A retry releases the buyer's earlier hold only when it proves the
   * order its own (`previousOrder`, the order's secret): a typed LPU ID proves nothing, so two unpaid orders with
   * the same LPU ID may coexist, and the first paid gets the ticket; but one buyer holds at most `holdsPerBuyer`
   * unpaid seats of an event with a hold limit (docs/choices.md, "Tickets and payments").
   */
  async function holdSeat(
    input: CreateOrder,
    order: { id: string; secretHash: string; amount: number; clientAddress: string },
    at: Date,
  ): Promise<Date> {
    const holdExpiresAt = new Date(at.getTime() + FIRST_HOLD_MS);
    await db.transaction(async (tx) => {
      const event = await lockEvent(tx, input.eventId);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      // Said before any payment, with the way to the first ticket (docs/choices.md, "Tickets and payments").
      if ((await validTicketOf(tx, input)).length > 0)
        throw new HttpError(409, LPU_ID_HAS_TICKET.message, [{ path: 'lpuId', msg: LPU_ID_HAS_TICKET.field }]);
      if (input.previousOrder) {
        await tx
          .update(ticketOrders)
          .set({ status: 'expired' })
          .where(
            and(
              eq(ticketOrders.id, input.previousOrder.order_id),
              eq(ticketOrders.eventId, input.eventId),
              eq(ticketOrders.secretHash, hashOrderSecret(input.previousOrder.order_secret)),
              eq(ticketOrders.status, 'pending'),
            ),
          );
      }
      // A claim link's order takes the seat its offer holds; any other needs a free one, within the hold limits.
      const offer = input.offerToken ? await claimOffer(tx, { ...input, token: input.offerToken }, at) : null;
      if (!offer) await checkRoomForHold(tx, event, { ...input, clientAddress: order.clientAddress }, at);
      await tx.insert(ticketOrders).values({
        id: order.id,
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
        amount: order.amount,
        holdExpiresAt,
        secretHash: order.secretHash,
        clientAddress: order.clientAddress,
        deviceId: input.deviceId ?? null,
        createdAt: at,
      });
      if (offer) await attachOrder(tx, offer.id, order.id);
    });
    return holdExpiresAt;
  }

  /** A free seat for a new hold, within the event's and the buyer's hold limits (call it with the event locked). */
  async function checkRoomForHold(tx: Transaction, event: EventRow, buyer: HoldBuyer, at: Date) {
    if (!(await hasSeat(tx, event.id, event.capacity, at))) throw new HttpError(409, SOLD_OUT);
    if (!(await belowHoldLimit(tx, event, at))) throw new HttpError(409, HOLDS_FULL);
    if (unpaidHoldLimit(event) === null) return;
    const full = await buyerAtHoldLimit(tx, event, buyer, holdsPerBuyer, at);
    if (full) throw new HttpError(409, buyerHoldsFull(holdsPerBuyer, full));
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
      // A live hold is a seat promised to this buyer: the desk counts it and goes over capacity only past it, once
      // confirmed, so it always gets its ticket. A late payment needs a seat nobody else holds (docs/choices.md).
      // So does a live offer of the waiting list the order was started with.
      const seat =
        (await validTicketOf(tx, order)).length === 0 &&
        (holdLive || (await offerHoldsSeatFor(tx, orderId, at)) || (await hasSeat(tx, eventId, event.capacity, at)));
      const settled = { providerStatus: 'SUCCESS', paymentId, settledAt: at } as const;
      if (!seat) {
        await tx
          .update(ticketOrders)
          .set({ ...settled, status: 'refund_pending' })
          .where(eq(ticketOrders.id, orderId));
        return true;
      }
      await ticketService.issueForOrder(tx, order, event);
      await markOfferClaimed(tx, orderId);
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
   * `keepGoing` ends a pass early (a shutdown, a lost job lock); the orders not reached are the first of the next one.
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
    /**
     * `buyer.origin`: the Origin header of the buyer's create-order call. The provider returns the buyer there when it
     * is one of the site's own origins (the host name the buyer used), else to the public URL. `buyer.address`: the
     * client's address as the rate limits see it, counted among the buyer's unpaid holds.
     */
    async createOrder(input: CreateOrder, buyer: { origin?: string; address: string }): Promise<CreatedOrder> {
      const buyerOrigin = buyer.origin;
      const at = now();
      const [event] = await db.select().from(events).where(eq(events.id, input.eventId));
      if (!event) throw fieldError(404, 'eventId', EVENT_NOT_FOUND);
      if (event.registrationUrl) throw new HttpError(409, SOLD_ELSEWHERE);
      if (!salesWindowOpen(event, at)) throw new HttpError(409, SALES_CLOSED);
      if (event.ticketPrice < 1) throw new HttpError(409, FREE_EVENT);

      const orderId = newOrderId();
      const secret = newOrderSecret();
      const holdExpiresAt = await holdSeat(
        input,
        { id: orderId, secretHash: hashOrderSecret(secret), amount: event.ticketPrice, clientAddress: buyer.address },
        at,
      );
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
            return_url: `${returnSite(buyerOrigin)}${PATHS.paymentVerify}?order_id={order_id}`,
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
          order_secret: secret,
          payment_session_id: providerOrder.payment_session_id,
          checkout: checkout(providerOrder.payment_session_id),
          hold_expires_at: holdExpiresAt.toISOString(),
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
     * The buyer's browser is about to open the provider's checkout (the sandbox's page, or cashfree-js): the order's
     * short first hold is extended to HOLD_MS from its creation. Only with the order's secret, and only while the
     * seat is still held (under the event's lock, so a hold that lapsed is never revived over a seat given away).
     */
    async checkoutOpened(proof: OrderProof): Promise<HeldOrder> {
      const [known] = await db
        .select()
        .from(ticketOrders)
        .where(
          and(eq(ticketOrders.id, proof.order_id), eq(ticketOrders.secretHash, hashOrderSecret(proof.order_secret))),
        );
      if (!known) throw new HttpError(404, ORDER_NOT_FOUND);
      return db.transaction(async (tx) => {
        await lockEvent(tx, known.eventId);
        const at = now();
        // Never shorter than it is (extending twice changes nothing).
        const fullHold = new Date(Math.max(known.createdAt.getTime() + HOLD_MS, known.holdExpiresAt.getTime()));
        const [held] = await tx
          .update(ticketOrders)
          .set({ holdExpiresAt: fullHold })
          .where(
            and(eq(ticketOrders.id, known.id), eq(ticketOrders.status, 'pending'), gt(ticketOrders.holdExpiresAt, at)),
          )
          .returning({ holdExpiresAt: ticketOrders.holdExpiresAt });
        if (!held) throw new HttpError(409, HOLD_ENDED);
        return { order_id: known.id, hold_expires_at: held.holdExpiresAt.toISOString() };
      });
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

    /**
     * One reconciliation pass; answers how many orders it examined. The background jobs run it every minute on one
     * instance at a time (docs/choices.md, "Background jobs across instances").
     */
    reconcile,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
