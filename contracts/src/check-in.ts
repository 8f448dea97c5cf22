import { z } from 'zod';
import { CHECK_IN_RESULTS, CHECK_IN_SEARCH_MIN, CHECK_IN_SYNC_MAX, TICKET_SECRET_PATTERN } from './check-in-format';
import { EVENT_STATUSES } from './enums';
import { inStorableYears, lpuIdSchema, requestBody, textField } from './fields';

// The door (docs/choices.md, "The door"): redeeming tickets at /tickets/check-in, the offline check-in list and
// its sync, and the members an admin lets check people in for an event (grants). Admins and granted members only.

export * from './check-in-format';

export const checkInEventParamsSchema = z.object({ eventId: z.uuid('Invalid event id') });

/**
 * A door event (one people enter by ticket: docs/choices.md, "The door") the caller may check people in for (admins:
 * every one; a member: those granted to them). `date` (YYYY-MM-DD) and `time` (HH:MM or null) are club time;
 * `status` says whether it is completed (a list stored by an older door may lack it).
 */
export const doorEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  venue: z.string(),
  status: z.enum(EVENT_STATUSES).optional(),
});
export type DoorEvent = z.infer<typeof doorEventSchema>;

export const doorCountsSchema = z.object({ checkedIn: z.number().int(), total: z.number().int() });
export type DoorCounts = z.infer<typeof doorCountsSchema>;

/** POST /api/check-in/events/:eventId/redeem: the scanned secret, or the ticket tapped in the search results. */
export const redeemSchema = z.union(
  [
    z.object({ secret: z.string().regex(TICKET_SECRET_PATTERN, 'Unknown ticket') }),
    z.object({ ticketId: z.uuid('Unknown ticket') }),
  ],
  { error: 'A ticket secret or a ticket id is required' },
);
export type RedeemRequest = z.infer<typeof redeemSchema>;

/** The ticket a verdict is about (none for an unknown secret). */
export const doorTicketSchema = z.object({
  id: z.string(),
  code: z.string(),
  fullName: z.string(),
  lpuId: z.string(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

export const verdictSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The ticket this door may see: null for an unknown ticket and for another event's (nobody's name leaks). */
  ticket: doorTicketSchema.nullable(),
  /** When and by whom the ticket was checked in (the new check-in, or the earlier one that refuses this scan). */
  checkedInAt: z.iso.datetime().nullable(),
  checkedInBy: z.string().nullable(),
  /**
   * 'other-event' only: the event the ticket is for, all the door learns about it: its title, its day (YYYY-MM-DD)
   * and start (HH:MM or null), club time.
   */
  eventTitle: z.string().optional(),
  eventDate: z.string().optional(),
  eventTime: z.string().nullable().optional(),
});
export type Verdict = z.infer<typeof verdictSchema>;

/** GET /api/check-in/events/:eventId/search?q= */
export const doorSearchQuerySchema = z.object({
  q: textField('Search').trim().min(CHECK_IN_SEARCH_MIN, `Type at least ${CHECK_IN_SEARCH_MIN} characters`).max(100),
});
export const doorSearchHitSchema = doorTicketSchema.extend({
  email: z.string(),
  status: z.enum(['valid', 'used', 'cancelled']),
  /** A used ticket's check-in: when and by which door (the result shows it instead of a Check in button). */
  checkedInAt: z.iso.datetime().nullable(),
  checkedInBy: z.string().nullable(),
});
export type DoorSearchHit = z.infer<typeof doorSearchHitSchema>;

/**
 * GET /api/check-in/events/:eventId/list: what a door keeps to judge scans offline. Each ticket's secret only as
 * its SHA-256 (hex), so the stored list cannot mint a QR code.
 */
export const checkInListEntrySchema = z.object({
  id: z.string(),
  secretHash: z.string(),
  fullName: z.string(),
  lpuId: z.string(),
  email: z.string(),
  status: z.enum(['valid', 'used', 'cancelled']),
  checkedInAt: z.iso.datetime().nullable(),
  checkedInBy: z.string().nullable(),
});
export type CheckInListEntry = z.infer<typeof checkInListEntrySchema>;
export const checkInListSchema = z.object({
  event: doorEventSchema,
  fetchedAt: z.iso.datetime(),
  tickets: z.array(checkInListEntrySchema),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/** One check-in a door admitted while offline; `nonce` makes a retried sync count it once. */
export const queuedCheckInSchema = z.object({
  nonce: z.uuid('Invalid nonce'),
  ticketId: z.uuid('Unknown ticket'),
  scannedAt: z.iso.datetime('Invalid scan time').refine(inStorableYears, 'Invalid scan time'),
});
export type QueuedCheckIn = z.infer<typeof queuedCheckInSchema>;

/** POST /api/check-in/events/:eventId/sync */
export const syncSchema = requestBody({
  checkIns: z
    .array(queuedCheckInSchema)
    .min(1, 'Nothing to sync')
    .max(CHECK_IN_SYNC_MAX, `At most ${CHECK_IN_SYNC_MAX} check-ins per sync`),
});
export type SyncRequest = z.infer<typeof syncSchema>;

/**
 * How the server took one offline check-in: `admitted` (counted now), `conflict` (someone else checked the ticket
 * in first: `verdict` says when and by whom), `refused` (cancelled or not this event's), `duplicate` (this nonce
 * was synced before with this ticket: counted once, `verdict` and `clockAdjusted` are the first sync's, unchanged),
 * or `nonce-reused` (this nonce was synced before with another ticket or for another event: nothing was judged or
 * changed, `verdict` is `unknown` with no ticket; docs/choices.md, "The door").
 */
export const SYNC_OUTCOMES = ['admitted', 'conflict', 'refused', 'duplicate', 'nonce-reused'] as const;
export const syncOutcomeSchema = z.object({
  nonce: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  verdict: verdictSchema,
  /**
   * The check-in was recorded at another time than the scan's: the device's clock was wrong (a scan before the
   * ticket existed, or more than CHECK_IN_CLOCK_SKEW_MS ahead of the server), so it is recorded at the ticket's
   * creation or at the server's time of the sync. False for every outcome but an admission (and its duplicates).
   */
  clockAdjusted: z.boolean(),
});
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;
export const syncResultSchema = z.object({ outcomes: z.array(syncOutcomeSchema), counts: doorCountsSchema });
export type SyncResult = z.infer<typeof syncResultSchema>;

/** The members an admin lets check people in for one event. */
export const doorStaffSchema = z.object({
  memberId: z.string(),
  fullname: z.string(),
  lpuId: z.string(),
  email: z.string().nullable(),
  grantedAt: z.iso.datetime(),
});
export type DoorStaff = z.infer<typeof doorStaffSchema>;

/** POST /api/check-in/events/:eventId/grants: the member by LPU ID (what admins read off a member list). */
export const grantSchema = requestBody({ lpuId: lpuIdSchema });
export type GrantRequest = z.input<typeof grantSchema>;
export const grantParamsSchema = checkInEventParamsSchema.extend({ memberId: z.uuid('Invalid member id') });
