import { z } from 'zod';
import { requestBody, requiredTextField } from './fields';
import { purchaseFields } from './tickets';

// An event's waiting list: joining, the e-mailed confirmation and leave links (docs/choices.md, "Waiting list").
// An entry of its own (`@guildhall/contracts/waitlist`), outside the shared barrel: only the waiting list's pages and
// the desk use it, and the barrel's bytes are in every route's budget.
// Its words are plain constants of their own (waitlist-text.ts), for the budgets of the pages that only show them.
export * from './waitlist-text';
// The desk's words and columns, also plain constants (waitlist-desk.ts): the Tickets tab's section loads no zod of its own.
export * from './waitlist-desk';

/**
 * An entry's life: `waiting_confirmation` until its e-mailed link is opened (24 hours, then `expired`), `waiting` in
 * line, then `offered` a seat, `claimed` (bought it) or `expired`; `left` by its own link, `removed` by the desk.
 * Only `waiting` and `offered` entries stand in line.
 */
export const WAITLIST_STATES = [
  'waiting_confirmation',
  'waiting',
  'offered',
  'claimed',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** The purchase form's name, e-mail, LPU ID and phone, with their rules. */
const joinFields = {
  fullName: purchaseFields.fullName,
  email: purchaseFields.email,
  lpuId: purchaseFields.lpuId,
  phone: purchaseFields.phone,
};

/** POST /api/waitlist/join: the purchase form's name, e-mail, LPU ID and phone, with their rules, and the event. */
export const waitlistJoinSchema = requestBody({ ...joinFields, eventId: z.uuid('Event selection is required') });
export type WaitlistJoinRequest = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** The purchase dialog's join form: the same four fields (the dialog adds the event). */
export const waitlistJoinFormSchema = z.object(joinFields);
export type WaitlistJoinForm = z.input<typeof waitlistJoinFormSchema>;

/** A link's token: 32 random bytes, base64url (a malformed one is only not found). */
const linkToken = requiredTextField('Link', 200);

/** POST /api/waitlist/confirm (the confirmation token) and POST /api/waitlist/leave (the leave token). */
export const waitlistTokenSchema = requestBody({ token: linkToken });
export type WaitlistToken = z.infer<typeof waitlistTokenSchema>;

/** GET /api/waitlist/position?token= (the confirmation token): the confirmation page's refresh. */
export const waitlistPositionQuerySchema = z.object({ token: linkToken });

/**
 * An entry as its own links show it. `position`: its place in line (1 = next), counted among the event's `waiting`
 * and `offered` entries by confirmation time; null when it is not in line (not confirmed yet, left, ...).
 */
export const waitlistPlaceSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  state: z.enum(WAITLIST_STATES),
  position: z.number().int().positive().nullable(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/** GET /api/waitlist/offer?token= (the offer's token, from the offer e-mail's claim link). */
export const waitlistOfferQuerySchema = z.object({ token: linkToken });

/**
 * A seat offered to an entry, as its claim link shows it (GET /api/waitlist/offer): the purchase form is filled in
 * with the entry's name, e-mail, LPU ID and phone (the seat is held for that e-mail and LPU ID alone) and sends the
 * token as create-order's `offerToken`. `offerExpiresAt`: until when the seat waits (ISO).
 */
export const waitlistOfferSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  fullName: z.string(),
  email: z.string(),
  lpuId: z.string(),
  phone: z.string(),
  offerExpiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

// The offer window an admin sets per event (OFFER_WINDOW_MINUTES) is the event form's: event-admin.ts.

/** One entry as the ticket desk lists it (GET /api/admin/events/{id}/waitlist), in line order. */
export const waitlistDeskEntrySchema = z.object({
  id: z.string(),
  /** Its place in line (1 = next) while `waiting` or `offered`, else null. */
  position: z.number().int().positive().nullable(),
  fullName: z.string(),
  email: z.string(),
  lpuId: z.string(),
  phone: z.string(),
  state: z.enum(WAITLIST_STATES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** While `offered`: until when the seat waits. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistDeskEntry = z.infer<typeof waitlistDeskEntrySchema>;

/**
 * The desk's view of one event's list: its switch and offer window, how many entries stand in each state, and the
 * entries (those in line first, by place; then the rest, newest first).
 */
export const waitlistDeskSchema = z.object({
  enabled: z.boolean(),
  offerWindowMinutes: z.number().int().positive(),
  counts: z.record(z.enum(WAITLIST_STATES), z.number().int().nonnegative()),
  entries: z.array(waitlistDeskEntrySchema),
});
export type WaitlistDesk = z.infer<typeof waitlistDeskSchema>;

/** POST /api/admin/events/{id}/waitlist/offer-next: how many seats were offered (one at most). */
export const waitlistOfferNextSchema = z.object({ offered: z.number().int().nonnegative() });

/** POST /api/admin/waitlist/{entryId}/remove: the entry. */
export const waitlistEntryParamsSchema = z.object({ entryId: z.uuid('Invalid waiting-list entry id') });
