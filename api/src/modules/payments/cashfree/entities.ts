import { z } from 'zod';

// The parts of Cashfree PG's entities we read (x-api-version 2025-01-01); unknown fields pass through untouched.

/** The API version every call pins (the SDKs move their default; a silent upgrade must not change the shapes). */
export const CASHFREE_API_VERSION = '2025-01-01';

export const ORDER_STATUSES = ['ACTIVE', 'PAID', 'EXPIRED', 'TERMINATED', 'TERMINATION_REQUESTED'] as const;
export const PAYMENT_STATUSES = [
  'SUCCESS',
  'NOT_ATTEMPTED',
  'FAILED',
  'USER_DROPPED',
  'VOID',
  'CANCELLED',
  'PENDING',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const cashfreeOrderSchema = z.looseObject({
  order_id: z.string(),
  cf_order_id: z.union([z.string(), z.number()]).optional(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
  order_expiry_time: z.string().nullish(),
});
export type CashfreeOrder = z.infer<typeof cashfreeOrderSchema>;

export const cashfreePaymentSchema = z.looseObject({
  cf_payment_id: z.union([z.string(), z.number()]).transform(String),
  order_id: z.string(),
  payment_status: z.string(),
  payment_amount: z.number().nullish(),
  payment_time: z.string().nullish(),
  payment_message: z.string().nullish(),
});
export type CashfreePayment = z.infer<typeof cashfreePaymentSchema>;

export const cashfreeRefundSchema = z.looseObject({
  refund_id: z.string(),
  order_id: z.string(),
  refund_amount: z.number(),
  refund_status: z.string(),
});
export type CashfreeRefund = z.infer<typeof cashfreeRefundSchema>;

export interface CreateOrderBody {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: { customer_id: string; customer_name: string; customer_email: string; customer_phone: string };
  order_meta: { return_url: string; notify_url: string };
  order_expiry_time: string;
  order_note?: string;
}

export interface CreateRefundBody {
  refund_amount: number;
  refund_id: string;
  refund_note?: string;
}

/** The payment webhook's body (PAYMENT_SUCCESS_WEBHOOK, PAYMENT_FAILED_WEBHOOK, PAYMENT_USER_DROPPED_WEBHOOK). */
export const webhookSchema = z.looseObject({
  type: z.string(),
  event_time: z.string().optional(),
  data: z.looseObject({
    // Our order ids are letters and digits (Cashfree allows - and _ too): anything else names no order of ours.
    order: z.looseObject({ order_id: z.string().regex(/^[\w-]{1,64}$/) }),
    payment: z.looseObject({ payment_status: z.string() }).optional(),
  }),
});
