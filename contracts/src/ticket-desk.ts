import { z } from 'zod';
import { TICKET_CLUBS, TICKET_GENDERS } from './enums';
import { pageQueryFields, pageSchema } from './envelope';
import { displayTextField, requestBody, searchQueryField, textField } from './fields';
import { LPU_ID_PATTERN } from './limits';

// The admin ticket desk (the spec's Tickets tab, manual ticket form and its validation, ticket calls and ticket
// CSV; docs/choices.md, "Ticket desk"): mf-tickets' TicketPanel and the API's /api/tickets routes.

const TEXT_MAX = 100;
const PHONE_PATTERN = /^[0-9+\- ]{7,15}$/;
export const CANCEL_REASON_MAX = 500;

/** The spec's order of the list: newest (default) or oldest first; the LPU ID column toggles a sort of its own. */
export const TICKET_SORTS = ['newest', 'oldest', 'lpuId', '-lpuId'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const ticketIdParamsSchema = z.object({ id: z.uuid('Invalid ticket id') });
export const ticketEventParamsSchema = z.object({ eventId: z.uuid('Invalid event id') });

/**
 * GET /api/tickets/{id}/qr?key=: the ticket's QR image, the CSV's QR Code URL (docs/choices.md, "Ticket desk"). The
 * key is derived from the ticket's secret; a wrong one answers as an unknown ticket.
 */
export const ticketQrQuerySchema = z.object({ key: z.string('Key is required').min(1, 'Key is required').max(64) });

/**
 * GET /api/tickets/event/{eventId} and its export: search (LPU ID, name, e-mail; case-insensitive), sort, page, and
 * `emailFailed=true` for only the tickets whose e-mail failed ('false': only the others; docs/choices.md, "Ticket
 * desk").
 */
export const ticketListQuerySchema = z.object({
  search: searchQueryField(TEXT_MAX),
  sort: z.enum(TICKET_SORTS, 'Sort must be newest, oldest, lpuId or -lpuId').default('newest'),
  emailFailed: z
    .enum(['true', 'false'], 'emailFailed must be true or false')
    .transform((value) => value === 'true')
    .optional(),
  ...pageQueryFields,
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export const ticketExportQuerySchema = ticketListQuerySchema.pick({ search: true, sort: true, emailFailed: true });
export type TicketExportQuery = z.input<typeof ticketExportQuerySchema>;

/** A ticket as the desk shows it (the spec's Ticket entity; `ticketId` is the code people read, TKT-XXXXXXXX). */
export const adminTicketSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lpuId: z.string(),
  gender: z.enum(TICKET_GENDERS).nullable(),
  hosteler: z.boolean(),
  hostel: z.string().nullable(),
  course: z.string().nullable(),
  club: z.string().nullable(),
  eventId: z.string(),
  eventName: z.string(),
  isUsed: z.boolean(),
  /** When it was checked in (the door, or Mark Used); null while unused. */
  usedAt: z.string().nullable(),
  /** Who checked it in: the door's name, or the admin's who marked it used (as it was then); null while unused. */
  checkedInBy: z.string().nullable(),
  /**
   * `usedAt` is not the time the door's device gave: its clock was wrong, so the check-in was recorded at the
   * ticket's creation or the server's time of the sync (docs/choices.md, "The door"). False while unused.
   */
  clockAdjusted: z.boolean(),
  isCancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  emailFailed: z.boolean(),
  /** Bought online (it has an order) or created by an admin. */
  source: z.enum(['online', 'manual']),
  createdAt: z.string(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const ticketPageSchema = pageSchema(adminTicketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** GET /api/tickets/event/{eventId}/stats: every ticket of the event, the cancelled ones, the checked-in ones. */
export const ticketStatsSchema = z.object({
  total: z.number().int(),
  cancelled: z.number().int(),
  checkedIn: z.number().int(),
});
export type TicketStats = z.infer<typeof ticketStatsSchema>;

/**
 * GET /api/tickets/event/{eventId}/timeline: per UTC day (the spec), every day from the first to the last with any
 * activity: tickets created that day, checked in that day, cancelled that day. Never longer than the sale ran: a
 * day before the first ticket's creation or after the event's end (or today) counts on that first or last day
 * (docs/choices.md, "Ticket desk").
 */
export const ticketTimelineSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      created: z.number().int(),
      used: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
});
export type TicketTimeline = z.infer<typeof ticketTimelineSchema>;

// The manual ticket form's rules (spec section 5), shared by the API and the Create Ticket form. No check aborts the
// parse, so the hostel rule (across two fields) is checked in the same pass and one submit shows every problem.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A format check that leaves an empty value to the field's 'is required'. */
const unlessEmpty = (pattern: RegExp) => (value: string) => value === '' || pattern.test(value);
const manualFields = {
  fullName: displayTextField('Full Name')
    .trim()
    .min(1, 'Full Name is required')
    .max(TEXT_MAX, `Full Name cannot exceed ${TEXT_MAX} characters`),
  email: textField('Email')
    .trim()
    .min(1, 'Email is required')
    .toLowerCase()
    .max(254, 'Email cannot exceed 254 characters')
    .refine(unlessEmpty(SIMPLE_EMAIL), 'Enter a valid email address'),
  phone: textField('Phone').trim().refine(unlessEmpty(PHONE_PATTERN), 'Enter a valid phone number'),
  lpuId: textField('LPU ID')
    .trim()
    .min(1, 'LPU ID is required')
    .refine(unlessEmpty(LPU_ID_PATTERN), 'LPU ID must be exactly 8 digits'),
  course: textField('Course').trim().max(TEXT_MAX, `Course cannot exceed ${TEXT_MAX} characters`),
  hostel: textField('Hostel').trim().max(TEXT_MAX, `Hostel cannot exceed ${TEXT_MAX} characters`),
  eventId: z.uuid('Event selection is required'),
};
const HOSTEL_REQUIRED = 'Hostel name is required';
// '' is "not chosen" (the form's empty option; the API takes it as none).
const genderField = z.enum(['', ...TICKET_GENDERS], 'Select a valid gender');
const clubField = z.enum(['', ...TICKET_CLUBS], 'Please choose a club');
const orNull = (text: string | undefined) => (text ? text : null);
/** The hostel check runs even when other fields are wrong (zod skips an object's checks after any issue). */
const alwaysForObjects = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * POST /api/tickets/create (admin): a ticket without payment; capacity still holds. `hosteler` is a boolean (the
 * spec); the hostel counts only for a hosteler. `eventName` is what the form showed: the server uses the event's own.
 */
export const manualTicketSchema = requestBody({
  ...manualFields,
  phone: manualFields.phone.optional(),
  gender: genderField.optional(),
  hosteler: z.boolean('Hosteler must be true or false').default(false),
  hostel: manualFields.hostel.optional(),
  course: manualFields.course.optional(),
  club: clubField.optional(),
  eventName: textField('Event name').optional(),
  /**
   * The admin confirmed issuing it although the event's seats are all taken (tickets issued or held): without it a
   * full event answers 409 on `overCapacity` (docs/choices.md, "Ticket desk").
   */
  overCapacity: z.boolean('overCapacity must be true or false').default(false),
})
  .refine((ticket) => ticket.hosteler !== true || Boolean(ticket.hostel), {
    path: ['hostel'],
    message: HOSTEL_REQUIRED,
    ...alwaysForObjects,
  })
  .transform(({ eventName: _shown, ...ticket }) => ({
    ...ticket,
    phone: orNull(ticket.phone),
    gender: orNull(ticket.gender) as (typeof TICKET_GENDERS)[number] | null,
    hostel: ticket.hosteler ? ticket.hostel! : null,
    course: orNull(ticket.course),
    club: orNull(ticket.club),
  }));
export type ManualTicketRequest = z.input<typeof manualTicketSchema>;
export type ManualTicket = z.output<typeof manualTicketSchema>;

/** The Create Ticket form: selects and radios hold '' for "not chosen"; the event fields are read-only. */
export const manualTicketFormSchema = z
  .object({
    ...manualFields,
    gender: genderField,
    hosteler: z.enum(['yes', 'no'], 'Select Yes or No'),
    club: clubField,
    eventName: z.string(),
  })
  .refine((form) => form.hosteler !== 'yes' || Boolean(form.hostel), {
    path: ['hostel'],
    message: HOSTEL_REQUIRED,
    ...alwaysForObjects,
  })
  .transform(({ hosteler, hostel, ...form }): ManualTicketRequest => ({
    ...form,
    hosteler: hosteler === 'yes',
    ...(hosteler === 'yes' ? { hostel } : {}),
  }));
export type ManualTicketForm = z.input<typeof manualTicketFormSchema>;

/** The created ticket: the desk's view plus its QR code (a PNG data URL of the ticket's secret). */
export const createdTicketSchema = adminTicketSchema.extend({ qrCode: z.object({ url: z.string() }) });
export type CreatedTicket = z.infer<typeof createdTicketSchema>;

/** PATCH /api/tickets/{id}/status: Mark Used / Mark Not Used. */
export const ticketStatusSchema = requestBody({ isUsed: z.boolean('isUsed must be true or false') });

/** POST /api/tickets/{id}/cancel (docs/choices.md, "Ticket desk"): a reason is required; the spot is freed. */
export const cancelTicketSchema = requestBody({
  reason: textField('Reason')
    .trim()
    .min(1, { error: 'Reason is required', abort: true })
    .max(CANCEL_REASON_MAX, `Reason cannot exceed ${CANCEL_REASON_MAX} characters`),
});
export type CancelTicketRequest = z.input<typeof cancelTicketSchema>;

/**
 * The ticket CSV: the spec's 18 columns (section 9) in its order, then ours after them (docs/choices.md, "Ticket
 * desk"): when the ticket was checked in and by whom.
 */
export const TICKET_CSV_COLUMNS = [
  'Ticket ID',
  'Full Name',
  'Email',
  'Phone',
  'LPU ID',
  'Gender',
  'Hosteler',
  'Hostel',
  'Course',
  'Club',
  'Event ID',
  'Event Name',
  'Is Used',
  'QR Code URL',
  'QR Code Public ID',
  'Is Cancelled',
  'Created At',
  'Email Failed',
  'Checked In At',
  'Checked In By',
] as const;

/** tickets_{eventId}_{YYYY-MM-DD}.csv, the day in UTC. */
export const ticketCsvFileName = (eventId: string, now = new Date()) =>
  `tickets_${eventId}_${now.toISOString().slice(0, 10)}.csv`;
