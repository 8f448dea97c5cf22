import { z } from 'zod';
import { EVENT_STATUSES } from './enums';
import { searchQueryField } from './fields';
import { PAGE_SIZE } from './limits';

/** An event as everyone may see it (GET /api/events/*). Dates are ISO 8601; money is whole rupees. */
export const publicEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The day in the club's time zone, YYYY-MM-DD. */
  date: z.string(),
  /** HH:MM in the club's time zone, or null when the organisers have not set one. */
  time: z.string().nullable(),
  /** The instant the event starts: date + time (17:00 when there is no time) in the club's time zone. */
  startsAt: z.string(),
  venue: z.string(),
  status: z.enum(EVENT_STATUSES),
  ticketPrice: z.number().int().nonnegative(),
  /** Seats on sale; null = open registration (no cap). */
  totalSpots: z.number().int().positive().nullable(),
  /** totalSpots minus tickets issued and seats held by unpaid orders, never below 0; null = no cap. */
  spotsLeft: z.number().int().nonnegative().nullable(),
  salesOpenAt: z.string().nullable(),
  salesCloseAt: z.string().nullable(),
  /** Whether tickets can be bought right now (sales window, status, seats left), decided by the server. */
  salesOpen: z.boolean(),
  /**
   * Whether 'Join the waiting list' is offered instead of Buy: sold out (no seat left), its list on, sales window
   * open and not begun, a paid ticket sold here (docs/choices.md, "Waiting list").
   */
  waitlistOpen: z.boolean(),
  tags: z.array(z.string()),
  posters: z.array(z.object({ url: z.string(), alt: z.string(), order: z.number().int() })),
  sponsor: z.string().nullable(),
  organizer: z.string().nullable(),
  /** The organiser's own registration site: 'Register Here' opens it instead of the ticket dialog. */
  registrationUrl: z.string().nullable(),
  featured: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventIdParamsSchema = z.object({ id: z.uuid('Invalid event id') });

/** GET /api/events/getall */
export const eventListQuerySchema = z.object({
  status: z.enum(EVENT_STATUSES, 'Status must be upcoming, ongoing or completed').optional(),
  /** Case-insensitive match on the title or the venue. */
  search: searchQueryField(),
  /** 'date' (soonest first, the default) or '-date' (latest first). */
  sort: z.enum(['date', '-date']).default('date'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/**
 * The admin's orders of the event list (GET /api/events/admin/getall): 'upcoming' (the default: upcoming events
 * soonest first, then the rest most recent first), 'date' (oldest first), '-date' (newest first), 'title' (A-Z).
 */
export const ADMIN_EVENT_SORTS = ['upcoming', '-date', 'date', 'title'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];

/** GET /api/events/admin/getall: the query of getall, with the admin's sorts. */
export const adminEventListQuerySchema = eventListQuerySchema.extend({
  sort: z.enum(ADMIN_EVENT_SORTS, 'Sort must be upcoming, -date, date or title').default('upcoming'),
});
export type AdminEventListQuery = z.input<typeof adminEventListQuerySchema>;
