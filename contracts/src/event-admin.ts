import { z } from 'zod';
import { clubInstant, clubWallClock } from './dates';
import { EVENT_STATUSES } from './enums';
import { publicEventSchema } from './events';
import {
  displayTextField,
  ifMissing,
  inStorableYears,
  nameField,
  requestBody,
  requiredTextField,
  STORABLE_YEARS,
  textField,
} from './fields';
import {
  DEFAULT_TICKET_PRICE,
  EVENT_DATE_PATTERN,
  EVENT_TIME_PATTERN,
  EVENT_TEXT_MAX,
  MAX_EVENT_POSTERS,
} from './limits';

// The admin's side of events: the create/update payload, the event form that parses into it, the poster layout
// and the admin list (with the real registered count; docs/choices.md, "Events").

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

const isWebAddressOrBlank = (value: string) => {
  if (value === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An optional name (sponsor, organiser): without bidi controls, trimmed, blank means none (null). */
const optionalText = (label: string, max: number) =>
  displayTextField(label)
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

const instantField = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .refine(inStorableYears, `${label} must be in the years ${STORABLE_YEARS.min} to ${STORABLE_YEARS.max}`)
    .nullable()
    .default(null);

const wholeRupees = z
  .number(ifMissing('Ticket price must be a number'))
  .int('Ticket price must be whole rupees')
  .min(0, 'Ticket price cannot be negative')
  .max(1_000_000, 'Ticket price cannot exceed ₹1000000');

const capacity = z
  .number(ifMissing('Capacity must be a number'))
  .int('Capacity must be a whole number')
  .min(1, 'Capacity must be at least 1')
  .max(1_000_000, 'Capacity cannot exceed 1000000');

const unpaidHoldLimit = z
  .number(ifMissing('Unpaid holds must be a number'))
  .int('Unpaid holds must be a whole number')
  .min(1, 'Unpaid holds must be at least 1')
  .max(1_000_000, 'Unpaid holds cannot exceed 1000000');

/**
 * Offer windows an admin may set per event, in minutes: how long a freed seat waits for the next in line on the
 * waiting list before it passes on (docs/choices.md, "Waiting list"). Here, in the shared barrel the form has, rather
 * than in limits.ts, which every app bundles on every route.
 */
export const OFFER_WINDOW_MINUTES = { default: 120, min: 15, max: 7 * 24 * 60 } as const;

const offerWindowMinutes = z
  .number(ifMissing('Offer window must be a number of minutes'))
  .int('Offer window must be whole minutes')
  .min(OFFER_WINDOW_MINUTES.min, `Offer window must be at least ${OFFER_WINDOW_MINUTES.min} minutes`)
  .max(
    OFFER_WINDOW_MINUTES.max,
    `Offer window cannot exceed ${OFFER_WINDOW_MINUTES.max} minutes (${OFFER_WINDOW_MINUTES.max / 1440} days)`,
  );

const registrationUrl = textField('External URL')
  .trim()
  .max(2000, 'External URL cannot exceed 2000 characters')
  .refine(isWebAddressOrBlank, 'External URL must be a web address (http:// or https://)')
  .transform((value) => value || null)
  .nullable()
  .default(null);

const salesWindowIsOrdered = (event: { salesOpenAt: string | null; salesCloseAt: string | null }) =>
  !event.salesOpenAt || !event.salesCloseAt || Date.parse(event.salesOpenAt) < Date.parse(event.salesCloseAt);
const SALES_WINDOW_ERROR = { path: ['salesCloseAt'], message: 'Sales must close after they open' };

/** POST /api/events/create and PUT /api/events/{id}/update: the whole event (an update replaces every field). */
export const eventWriteSchema = requestBody({
  title: nameField('Event title', EVENT_TEXT_MAX.title),
  description: textField('Description')
    .trim()
    .max(EVENT_TEXT_MAX.description, `Description cannot exceed ${EVENT_TEXT_MAX.description} characters`)
    .default(''),
  /** YYYY-MM-DD, the club's calendar day. */
  date: requiredTextField('Date')
    .regex(EVENT_DATE_PATTERN, 'Date must be YYYY-MM-DD')
    .refine(isRealDate, 'Date is not a real calendar day')
    .refine(inStorableYears, `Date must be in the years ${STORABLE_YEARS.min} to ${STORABLE_YEARS.max}`),
  /** HH:MM club time; null = 17:00. */
  time: textField('Time').regex(EVENT_TIME_PATTERN, 'Time must be HH:MM (24-hour)').nullable().default(null),
  venue: requiredTextField('Location', EVENT_TEXT_MAX.venue),
  status: z.enum(EVENT_STATUSES, 'Status must be upcoming, ongoing or completed').default('upcoming'),
  ticketPrice: wholeRupees.default(DEFAULT_TICKET_PRICE),
  /** Seats on sale; null = open registration. Never below the seats already taken (checked by the server). */
  totalSpots: capacity.nullable().default(null),
  /**
   * Most seats unpaid orders may hold at once; null = the larger of UNPAID_HOLDS_DEFAULT's share of the capacity and
   * its floor (docs/choices.md, "Tickets and payments").
   */
  unpaidHoldLimit: unpaidHoldLimit.nullable().default(null),
  /** Whether a sold-out event takes names on its waiting list (docs/choices.md, "Waiting list"). */
  waitlistEnabled: z.boolean(ifMissing('Waiting list must be true or false')).default(true),
  /** How long a seat offered to the next in line waits for them before it passes on. */
  offerWindowMinutes: offerWindowMinutes.default(OFFER_WINDOW_MINUTES.default),
  salesOpenAt: instantField('Sales open'),
  salesCloseAt: instantField('Sales close'),
  tags: z
    .array(requiredTextField('Tag', EVENT_TEXT_MAX.tag), ifMissing('Tags must be a list'))
    .max(EVENT_TEXT_MAX.tags, `At most ${EVENT_TEXT_MAX.tags} tags`)
    .default([]),
  sponsor: optionalText('Sponsor', EVENT_TEXT_MAX.name),
  organizer: optionalText('Organiser', EVENT_TEXT_MAX.name),
  registrationUrl,
  featured: z.boolean(ifMissing('Featured must be true or false')).default(false),
}).refine(salesWindowIsOrdered, SALES_WINDOW_ERROR);
export type EventWrite = z.output<typeof eventWriteSchema>;
export type EventWriteInput = z.input<typeof eventWriteSchema>;

/** An event as admins list it: the public event plus seats taken (tickets issued and seats held). */
export const adminEventSchema = publicEventSchema.extend({
  posters: z.array(z.object({ id: z.string(), url: z.string(), alt: z.string(), order: z.number().int() })),
  registered: z.number().int().nonnegative(),
  unpaidHoldLimit: z.number().int().positive().nullable(),
  waitlistEnabled: z.boolean(),
  offerWindowMinutes: z.number().int().positive(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

/**
 * PUT /api/events/{id}/posters (multipart): `layout` is JSON naming the event's posters in their new order, each
 * a poster it keeps (`{ keep: id }`) or a file of this request (`{ upload: n }`, the n-th image sent). Posters
 * not named are removed with their files.
 */
export const posterLayoutSchema = z
  .array(
    z.union([
      z.strictObject({ keep: z.uuid('Unknown poster') }),
      z.strictObject({ upload: z.number().int().min(0, 'Unknown upload') }),
    ]),
    'Poster layout must be a list',
  )
  .max(MAX_EVENT_POSTERS, `At most ${MAX_EVENT_POSTERS} posters`);
export type PosterLayout = z.infer<typeof posterLayoutSchema>;

// The admin's event form: what the inputs hold (text), parsed into the payload above.

const wholeNumberText = (message: string) => z.string().trim().regex(/^\d*$/, message);
const localDateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
/** A datetime-local value ('YYYY-MM-DDTHH:MM', club time) as an ISO instant; '' = none. */
const clubDateTimeToIso = (value: string) => {
  const match = localDateTime.exec(value);
  return match ? clubInstant(match[1]!, match[2]!).toISOString() : null;
};
const optionalClubDateTime = (label: string) =>
  z.string().regex(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} must be a date and time`);

export const eventFormSchema = z
  .object({
    // Checked here too, so that an empty form names every missing field at once.
    title: nameField('Event title', EVENT_TEXT_MAX.title),
    dateTime: z.string().regex(localDateTime, 'Date & Time is required'),
    venue: requiredTextField('Location', EVENT_TEXT_MAX.venue),
    description: z.string(),
    status: z.enum(EVENT_STATUSES, 'Status is required'),
    ticketPrice: wholeNumberText('Ticket price must be a whole number of rupees, 0 or more').min(
      1,
      'Ticket price is required (0 for a free event)',
    ),
    totalSpots: wholeNumberText('Capacity must be a whole number (empty for open registration)'),
    unpaidHoldLimit: wholeNumberText('Unpaid holds must be a whole number (empty for the default)'),
    waitlistEnabled: z.boolean(),
    offerWindowMinutes: wholeNumberText('Offer window must be whole minutes (empty for the default)'),
    salesOpenAt: optionalClubDateTime('Sales open'),
    salesCloseAt: optionalClubDateTime('Sales close'),
    tags: z.string(),
    sponsor: z.string(),
    organizer: z.string(),
    registrationUrl: z.string(),
    featured: z.boolean(),
  })
  .transform((form): EventWriteInput => {
    const [, date, time] = localDateTime.exec(form.dateTime)!;
    return {
      title: form.title,
      description: form.description,
      date: date!,
      time: time!,
      venue: form.venue,
      status: form.status,
      ticketPrice: Number(form.ticketPrice),
      totalSpots: form.totalSpots.trim() === '' ? null : Number(form.totalSpots),
      unpaidHoldLimit: form.unpaidHoldLimit.trim() === '' ? null : Number(form.unpaidHoldLimit),
      waitlistEnabled: form.waitlistEnabled,
      offerWindowMinutes: form.offerWindowMinutes.trim() === '' ? undefined : Number(form.offerWindowMinutes),
      salesOpenAt: clubDateTimeToIso(form.salesOpenAt),
      salesCloseAt: clubDateTimeToIso(form.salesCloseAt),
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      sponsor: form.sponsor,
      organizer: form.organizer,
      registrationUrl: form.registrationUrl,
      featured: form.featured,
    };
  })
  // The payload's own checks (required title and location, lengths, the sales window) with the same messages.
  .pipe(eventWriteSchema);
export type EventFormValues = z.input<typeof eventFormSchema>;

const toLocalDateTime = (iso: string | null) => {
  if (!iso) return '';
  const { date, time } = clubWallClock(new Date(iso));
  return `${date}T${time}`;
};

/** The form's values for an event being edited (or blank ones for a new event). */
export function eventFormValues(
  event?: PublicEventLike & Partial<Pick<AdminEvent, 'unpaidHoldLimit' | 'waitlistEnabled' | 'offerWindowMinutes'>>,
): EventFormValues {
  return {
    title: event?.title ?? '',
    dateTime: event ? `${event.date}T${event.time ?? '17:00'}` : '',
    venue: event?.venue ?? '',
    description: event?.description ?? '',
    status: event?.status ?? 'upcoming',
    ticketPrice: String(event?.ticketPrice ?? DEFAULT_TICKET_PRICE),
    totalSpots: event?.totalSpots == null ? '' : String(event.totalSpots),
    unpaidHoldLimit: event?.unpaidHoldLimit == null ? '' : String(event.unpaidHoldLimit),
    waitlistEnabled: event?.waitlistEnabled ?? true,
    offerWindowMinutes: String(event?.offerWindowMinutes ?? OFFER_WINDOW_MINUTES.default),
    salesOpenAt: toLocalDateTime(event?.salesOpenAt ?? null),
    salesCloseAt: toLocalDateTime(event?.salesCloseAt ?? null),
    tags: event?.tags.join(', ') ?? '',
    sponsor: event?.sponsor ?? '',
    organizer: event?.organizer ?? '',
    registrationUrl: event?.registrationUrl ?? '',
    featured: event?.featured ?? false,
  };
}
type PublicEventLike = Pick<
  z.infer<typeof publicEventSchema>,
  | 'title'
  | 'date'
  | 'time'
  | 'venue'
  | 'description'
  | 'status'
  | 'ticketPrice'
  | 'totalSpots'
  | 'salesOpenAt'
  | 'salesCloseAt'
  | 'tags'
  | 'sponsor'
  | 'organizer'
  | 'registrationUrl'
  | 'featured'
>;
