import { z } from 'zod';
import { ifMissing, nameField, phoneField, requestBody, requiredTextField, textField } from './fields';
import { LPU_ID_PATTERN } from './limits';
import { TICKET_CLUBS, TICKET_GENDERS, TICKET_STATUSES } from './enums';

// The ticket purchase: its form, the create-order and verify calls (docs/choices.md, "Tickets and payments").

const TEXT_MAX = 100;
const HOSTELER_REQUIRED = 'Please say whether you are a hosteler';

// Each field says its own problem ('Phone number is required'), once: the spec's one sentence for every missing
// field ('Please fill all required fields.') stood under seven fields at once. The waiting list's form takes four of
// them as they are (waitlist.ts).
export const purchaseFields = {
  fullName: nameField('Full name', TEXT_MAX),
  email: requiredTextField('Email', 254).toLowerCase().email('Enter a valid email address'),
  phone: phoneField(),
  lpuId: requiredTextField('LPU ID').regex(LPU_ID_PATTERN, 'LPU ID must be exactly 8 digits.'),
  gender: z.enum(TICKET_GENDERS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Gender is required' : 'Gender must be Male or Female.',
  }),
  course: requiredTextField('Course', TEXT_MAX),
  club: z.enum(TICKET_CLUBS, 'Please choose a club'),
};

const HOSTEL_REQUIRED = 'Hostel name is required for hosteler.';

/**
 * A hosteler names the hostel (`hosteler` is true in the API payload, 'yes' in the form). Checked even when other
 * fields are missing or of the wrong type (`when`); a field that stopped its own checks (blank, NUL) still stops
 * this one, so the form parses the pair on its own (below).
 */
const hostelNamed = <T extends z.ZodType>(schema: T) =>
  schema.refine(
    (value) => {
      const { hosteler, hostel } = value as { hosteler?: unknown; hostel?: unknown };
      const isHosteler = hosteler === true || hosteler === 'yes';
      return !isHosteler || (typeof hostel === 'string' && hostel.trim() !== '');
    },
    {
      path: ['hostel'],
      message: HOSTEL_REQUIRED,
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );

/** An order's secret: 32 random bytes, base64url. Only the browser that created the order has it. */
export const ORDER_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Proof that an order is the caller's own: its id and the secret create-order answered with it (never an LPU ID,
 * which is not secret). The purchase flow keeps it for the tab (sessionStorage) and sends it back.
 */
/** A device id: what `crypto.randomUUID()` makes fits. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const orderProofSchema = requestBody({
  order_id: textField('Order ID').min(1, 'Order not found').max(64, 'Order not found'),
  order_secret: textField('Order secret').regex(ORDER_SECRET_PATTERN, 'Order not found'),
});
export type OrderProof = z.infer<typeof orderProofSchema>;

/**
 * POST /api/cashfree/create-order. `amount` is what the buyer was shown; the server charges the event's own price
 * (docs/choices.md, "Tickets and payments"), so it is accepted and ignored. `hostel` counts only for a hosteler.
 * `previousOrder`: the buyer's earlier order for this event (a retry); its seat hold is released if the proof is
 * right and it is still unpaid, and ignored otherwise.
 */
export const createOrderSchema = hostelNamed(
  requestBody({
    ...purchaseFields,
    hosteler: z.boolean(ifMissing(HOSTELER_REQUIRED)),
    hostel: textField('Hostel').trim().max(TEXT_MAX, `Hostel cannot exceed ${TEXT_MAX} characters`).optional(),
    amount: z.number('Amount must be a number').nonnegative().optional(),
    eventId: z.uuid('Event selection is required'),
    previousOrder: orderProofSchema.optional(),
    /** A waiting list's offer (its claim link's token): the seat it holds is this order's, for its e-mail and LPU ID. */
    offerToken: requiredTextField('Offer', 200).optional(),
    /** The purchase form's device id (random, kept by the browser): counted among the buyer's unpaid holds. */
    deviceId: z.string().regex(DEVICE_ID_PATTERN, 'Device ID must be 16 to 64 letters, digits, - or _').optional(),
  }),
).transform(({ hostel, ...order }) => ({ ...order, hostel: order.hosteler ? hostel! : null }));
export type CreateOrderRequest = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/**
 * The purchase dialog's fields ('Yes'/'No' radio for hosteler); the dialog adds the event and the amount. The
 * hosteler question and the hostel are parsed apart from the other fields (an intersection), so a blank field
 * elsewhere, which stops its own checks there, never holds back the hostel's message: one submit shows them all.
 */
export const ticketPurchaseFormSchema = z
  .object(purchaseFields)
  .and(
    hostelNamed(
      z.object({
        hosteler: z.enum(['yes', 'no'], HOSTELER_REQUIRED),
        hostel: textField('Hostel').trim().max(TEXT_MAX, `Hostel cannot exceed ${TEXT_MAX} characters`),
      }),
    ),
  )
  .transform(({ hosteler, hostel, ...form }) => ({
    ...form,
    hosteler: hosteler === 'yes',
    ...(hosteler === 'yes' ? { hostel } : {}),
  }));
export type TicketPurchaseForm = z.input<typeof ticketPurchaseFormSchema>;

/**
 * How the browser pays: the real provider's checkout (cashfree-js in `mode`) or, with no provider keys, the local
 * sandbox's checkout page at `url`.
 */
export const checkoutSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('cashfree'), mode: z.enum(['sandbox', 'production']) }),
  z.object({ provider: z.literal('local-sandbox'), url: z.string() }),
]);
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * create-order's answer. `order_secret` proves the order is this browser's (checkout-opened, a retry);
 * `hold_expires_at` is the first, short hold (SEAT_FIRST_HOLD_MINUTES).
 */
export const createdOrderSchema = z.object({
  order_id: z.string(),
  order_secret: z.string(),
  payment_session_id: z.string(),
  checkout: checkoutSchema,
  hold_expires_at: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * POST /api/cashfree/checkout-opened (`orderProofSchema`): the buyer is going to the provider's checkout now; the
 * seat is held SEAT_HOLD_MINUTES from the order's creation.
 */
export const heldOrderSchema = z.object({ order_id: z.string(), hold_expires_at: z.string() });
export type HeldOrder = z.infer<typeof heldOrderSchema>;

export const verifyQuerySchema = z.object({
  order_id: textField('Order ID').trim().min(1, 'Order ID not found in the URL.').max(64, 'Order not found'),
});

/** A ticket as its holder sees it (the payment result page, the e-mail). */
export const ticketViewSchema = z.object({
  ticketId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  fullName: z.string(),
  lpuId: z.string(),
  /** The ticket's real status (docs/choices.md, "Tickets and payments"). */
  status: z.enum(TICKET_STATUSES),
  /** The QR code (a PNG data URL) carrying the ticket's opaque secret. */
  qrCode: z.object({ url: z.string() }),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/**
 * POST /api/cashfree/verify: `transaction.status` is the provider's word (SUCCESS, PENDING, ACTIVE, FAILED,
 * USER_DROPPED, EXPIRED, ...; REFUNDED when a late payment found no seat); `note` explains a refund.
 */
export const verificationSchema = z.object({
  transaction: z.object({
    orderId: z.string(),
    amount: z.number(),
    status: z.string(),
    user: z.object({ name: z.string() }),
    lpuId: z.string(),
  }),
  ticket: ticketViewSchema.nullable(),
  note: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/**
 * A second ticket for one LPU ID and event is refused by create-order, before any payment (one valid ticket per LPU
 * ID and event: docs/choices.md, "Tickets and payments"): the LPU ID field's words, and the answer's message, which
 * names the way to the first ticket (the purchase form links 'Find my ticket' to PATHS.findTicket).
 */
export const LPU_ID_HAS_TICKET = {
  field: 'This LPU ID already has a ticket for this event.',
  message: 'This LPU ID already has a ticket for this event. Find my ticket sends it to you again.',
} as const;

/**
 * POST /api/tickets/find ("Find my ticket"): the e-mail address and LPU ID a ticket was bought (or issued at the
 * desk) with, checked as the purchase form checks them.
 */
export const findTicketSchema = requestBody({ email: purchaseFields.email, lpuId: purchaseFields.lpuId });
export type FindTicketRequest = z.input<typeof findTicketSchema>;

/** Find my ticket's answer, the same whatever the details (docs/choices.md, "Tickets and payments"). */
export const findTicketSentText = (email: string) =>
  `If tickets were bought with these details, we have e-mailed them to ${email}.`;

/**
 * GET /api/members/me/tickets: a ticket of the signed-in member's LPU ID. `upcoming`: its event is not completed
 * and not on a past day (club time). `qrCode`: the QR (a PNG data URL) of a valid ticket whose event is upcoming,
 * else null (nothing to show at a door).
 */
export const memberTicketSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  /** The club's day (YYYY-MM-DD) and start (HH:MM, or null), and the instant it starts (17:00 without a time). */
  eventDate: z.string(),
  eventTime: z.string().nullable(),
  startsAt: z.string(),
  venue: z.string(),
  status: z.enum(TICKET_STATUSES),
  upcoming: z.boolean(),
  qrCode: z.object({ url: z.string() }).nullable(),
});
export type MemberTicket = z.infer<typeof memberTicketSchema>;
