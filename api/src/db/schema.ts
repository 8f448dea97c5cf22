import {
  ACCOMMODATIONS,
  APPLICANT_MEMBER_MATCHES,
  APPLICATION_STATUSES,
  BIO_MAX,
  COMMENT_MAX,
  CONTACT_STATUSES,
  DEPARTMENTS,
  DESIGNATIONS,
  DOMAINS,
  EVENT_STATUSES,
  DEFAULT_TICKET_PRICE,
  GENDERS,
  MAX_APPLICATION_DOMAINS,
  MEMBER_STATUSES,
  POST_CONTENT_MAX,
  ROLES,
  TICKET_CLUBS,
  TICKET_GENDERS,
  type Verdict,
} from '@guildhall/contracts';
import { CERTIFICATE_CODE_PATTERN } from '@guildhall/contracts/certificate-text';
import { WAITLIST_STATES } from '@guildhall/contracts/waitlist';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Enumerations are CHECK constraints over the contracts' lists (not PG enums): adding a value is a plain migration.
const literalList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${literalList(values)})`;
const allOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${literalList(values)}]::text[]`;

const lpuIdFormat = (column: AnyPgColumn) => sql`${column} ~ '^[0-9]{8}$'`;
// Column groups every table spells the same way.
const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A list of free text, empty unless set. */
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
const memberRef = () =>
  uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
const eventRef = (onDelete: 'cascade' | 'restrict') =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete });

export const members = pgTable(
  'members',
  {
    id: uuidPrimaryKey(),
    fullname: text('fullname').notNull(),
    email: text('email').unique(),
    lpuId: text('lpu_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    department: text('department', { enum: DEPARTMENTS }).notNull(),
    designation: text('designation', { enum: DESIGNATIONS }).notNull().default('member'),
    program: text('program'),
    year: integer('year'),
    linkedIn: text('linked_in'),
    github: text('github'),
    bio: text('bio'),
    skills: textList('skills'),
    profilePictureUrl: text('profile_picture_url'),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    restrictionReason: text('restriction_reason'),
    restrictionReviewTime: timestamp('restriction_review_time', { withTimezone: true }),
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /**
     * A new e-mail address waiting for its confirmation link (docs/choices.md, "Sign-in and sessions"): the link's
     * token as a SHA-256 hash, and when it expires. Only the newest request is kept.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash').unique(),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('members_lpu_id_format', lpuIdFormat(table.lpuId)),
    check('members_department_check', oneOf(table.department, DEPARTMENTS)),
    check('members_designation_check', oneOf(table.designation, DESIGNATIONS)),
    check('members_status_check', oneOf(table.status, MEMBER_STATUSES)),
    check('members_year_range', sql`${table.year} between 1 and 4`),
    check('members_bio_length', sql`char_length(${table.bio}) <= ${sql.raw(String(BIO_MAX))}`),
    index('members_department_idx').on(table.department),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: uuidPrimaryKey(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  // Admins sign in by full name, typed in any case.
  (table) => [uniqueIndex('admins_fullname_lower_unique').on(sql`lower(${table.fullname})`)],
);

/**
 * One row per refresh-token family (one sign-in). `tokenHash` is the sha256 of the family's current refresh
 * token; every rotation moves the old hash to `retired_refresh_tokens`, so a replayed old token is recognised
 * and revokes the whole family (after a short grace window for racing tabs). Access tokens carry the session id
 * and die with the session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    accountType: text('account_type', { enum: ROLES }).notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sessions_account_type_check', oneOf(table.accountType, ROLES)),
    index('sessions_account_idx').on(table.accountType, table.accountId),
  ],
);

/**
 * A rotated-out refresh token. For a short grace window it keeps the token it was rotated into, sealed
 * (AES-256-GCM, key derived from JWT_SECRET), so that a second request racing with the same token (two tabs) gets
 * the same new pair instead of revoking the family; afterwards `successor_ciphertext` is cleared.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
    successorCiphertext: text('successor_ciphertext'),
  },
  // Every refresh adds a row: a session's rows (its rotation, its deletion's cascade) and the old ones (the clean-up
  // job) are found without reading them all.
  (table) => [
    index('retired_refresh_tokens_session_idx').on(table.sessionId),
    index('retired_refresh_tokens_retired_at_idx').on(table.retiredAt),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuidPrimaryKey(),
    fullName: text('full_name').notNull(),
    lpuId: text('lpu_id').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    course: text('course').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    domains: text('domains', { enum: DOMAINS }).array().notNull(),
    accommodation: text('accommodation', { enum: ACCOMMODATIONS }).notNull(),
    previousExperience: boolean('previous_experience').notNull(),
    anyOtherOrg: boolean('any_other_org').notNull(),
    bio: text('bio').notNull(),
    position: text('position'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    seen: boolean('seen').notNull().default(false),
    /**
     * Set when the application's LPU ID or e-mail belonged to a member account as it was filed: that account's
     * status then, and which of the two it had (docs/choices.md, "Contact and joining"). Both null otherwise.
     */
    memberStatus: text('member_status', { enum: MEMBER_STATUSES }),
    memberMatch: text('member_match', { enum: APPLICANT_MEMBER_MATCHES }),
    createdAt: createdAt(),
  },
  (table) => [
    check('applications_lpu_id_format', lpuIdFormat(table.lpuId)),
    check('applications_member_status_check', oneOf(table.memberStatus, MEMBER_STATUSES)),
    check('applications_member_match_check', oneOf(table.memberMatch, APPLICANT_MEMBER_MATCHES)),
    check('applications_member_mark_whole', sql`(${table.memberStatus} is null) = (${table.memberMatch} is null)`),
    check('applications_gender_check', oneOf(table.gender, GENDERS)),
    check('applications_accommodation_check', oneOf(table.accommodation, ACCOMMODATIONS)),
    check('applications_status_check', oneOf(table.status, APPLICATION_STATUSES)),
    check('applications_domains_check', allOf(table.domains, DOMAINS)),
    check(
      'applications_domains_count',
      sql`cardinality(${table.domains}) between 1 and ${sql.raw(String(MAX_APPLICATION_DOMAINS))}`,
    ),
    index('applications_created_at_idx').on(table.createdAt),
    // One pending application per LPU ID: a second one is answered 409, even when two arrive at once.
    uniqueIndex('applications_one_pending_per_lpu_id')
      .on(table.lpuId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A message from the contact page; admins read them and mark them resolved. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lpuId: text('lpu_id').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('pending'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_requests_status_check', oneOf(table.status, CONTACT_STATUSES)),
    index('contact_requests_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A password-reset link's token, stored as its SHA-256 hash: usable once (`usedAt`), until `expiresAt`. Requesting
 * a new link or using one ends the member's other open links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
);

/**
 * The one event model (public page, home, admin, ticketing). `date` + `time` are wall-clock values in the club's
 * time zone (contracts CLUB_TIME_ZONE); the instant they name is computed in the events service.
 */
export const events = pgTable(
  'events',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    venue: text('venue').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('upcoming'),
    ticketPrice: integer('ticket_price').notNull().default(DEFAULT_TICKET_PRICE),
    /** null = open registration. */
    capacity: integer('capacity'),
    /** Most seats unpaid orders may hold at once; null = the default share (docs/choices.md, "Tickets and payments"). */
    unpaidHoldLimit: integer('unpaid_hold_limit'),
    salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }),
    tags: textList('tags'),
    sponsor: text('sponsor'),
    organizer: text('organizer'),
    registrationUrl: text('registration_url'),
    featured: boolean('featured').notNull().default(false),
    /** Whether a sold-out event takes names on its waiting list, and how long an offered seat waits (docs/choices.md). */
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
    offerWindowMinutes: integer('offer_window_minutes').notNull().default(120),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('events_status_check', oneOf(table.status, EVENT_STATUSES)),
    check('events_time_format', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('events_ticket_price_nonnegative', sql`${table.ticketPrice} >= 0`),
    check('events_capacity_positive', sql`${table.capacity} > 0`),
    check('events_unpaid_hold_limit_positive', sql`${table.unpaidHoldLimit} > 0`),
    check('events_offer_window_positive', sql`${table.offerWindowMinutes} > 0`),
    check(
      'events_sales_window',
      sql`${table.salesCloseAt} is null or ${table.salesOpenAt} is null or ${table.salesOpenAt} < ${table.salesCloseAt}`,
    ),
    index('events_date_idx').on(table.date, table.time),
    // At most one featured event (docs/choices.md, "Events"): featuring another un-features the previous one.
    uniqueIndex('events_one_featured')
      .on(table.featured)
      .where(sql`${table.featured}`),
  ],
);

export const eventPosters = pgTable(
  'event_posters',
  {
    id: uuidPrimaryKey(),
    eventId: eventRef('cascade'),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull(),
    /** The stored file's key (uploads module), so removing a poster removes its file; null for an external URL. */
    storageKey: text('storage_key'),
  },
  (table) => [index('event_posters_event_idx').on(table.eventId, table.position)],
);

/** Who can appear in the activity log: members, admins, and guests (by the name they gave). */
export const ACTOR_TYPES = [...ROLES, 'guest'] as const;

/**
 * The activity log: one row per admin or member action (who, what, on what, when), written through the activity
 * module's `recordActivity`. `actorName` and `target` are kept as they were at the time, so the log still reads
 * right after a rename or a deletion. `kind` is the machine name ('member.banned'), counted by the dashboard.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuidPrimaryKey(),
    actorType: text('actor_type', { enum: ACTOR_TYPES }).notNull(),
    /** The member's or admin's id; null for a guest (a visitor who applied, wrote or bought a ticket). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    target: text('target'),
    createdAt: createdAt(),
  },
  (table) => [
    check('activity_log_actor_type_check', oneOf(table.actorType, ACTOR_TYPES)),
    index('activity_log_created_at_idx').on(table.createdAt),
    index('activity_log_kind_idx').on(table.kind, table.createdAt),
  ],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** An image embedded in an e-mail (a ticket's QR code), referenced from the HTML as `cid:<cid>`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

/**
 * Every e-mail goes through this outbox: written (in the caller's transaction when it has one), then delivered by
 * the mail worker with retries. A failed delivery never loses what the e-mail was about (a ticket, a reset).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    /** What the e-mail is for ('password-reset', 'ticket', ...), and the row it is about. */
    kind: text('kind').notNull(),
    reference: text('reference'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('mail_outbox_status_check', oneOf(table.status, MAIL_STATUSES)),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_reference_idx').on(table.kind, table.reference),
  ],
);

/**
 * The e-mails anyone may ask for by address: 'Forgot Password?', 'Forgot your LPU ID?' and 'Find my ticket' (the
 * address with an LPU ID).
 */
export const MAIL_REQUEST_KINDS = ['password-reset', 'lpu-id-reminder', 'find-ticket'] as const;

/**
 * An e-mail asked for by address, not yet looked at. The request only writes this row, whatever the address; the
 * mail-requests job turns it into the e-mail (a member's or a ticket holder's address, within its recipient limit) or
 * into nothing, and deletes it in the same transaction (docs/choices.md, "Sign-in and sessions"). Only rows waiting
 * for the job.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: uuidPrimaryKey(),
    kind: text('kind', { enum: MAIL_REQUEST_KINDS }).notNull(),
    /** As the request's schema leaves it (trimmed, lower case). */
    email: text('email').notNull(),
    /** The LPU ID given with the address: 'Find my ticket' only (the tickets of both). */
    lpuId: text('lpu_id'),
    /** Failed passes over this request so far; the next is not tried before `dueAt` (mail-requests.ts). */
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('mail_requests_kind_check', oneOf(table.kind, MAIL_REQUEST_KINDS)),
    check('mail_requests_lpu_id_format', lpuIdFormat(table.lpuId)),
    check('mail_requests_lpu_id_for_tickets', sql`(${table.kind} = 'find-ticket') = (${table.lpuId} is not null)`),
    index('mail_requests_created_at_idx').on(table.createdAt),
  ],
);

// Community feed. A post, comment or like belongs to a member or an admin: one of the two columns is set.
const exactlyOneAccount = (name: string, member: AnyPgColumn, admin: AnyPgColumn) =>
  check(name, sql`num_nonnulls(${member}, ${admin}) = 1`);
const ownerColumns = () => ({
  memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
  adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
});
const postRef = () =>
  uuid('post_id')
    .notNull()
    .references((): AnyPgColumn => posts.id, { onDelete: 'cascade' });
// Milliseconds, as JavaScript dates hold them: a cursor made from a row's time then matches the row exactly.
const createdAtMs = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const POST_MEDIA_KINDS = ['image', 'video'] as const;

export const posts = pgTable(
  'posts',
  {
    id: uuidPrimaryKey(),
    ...ownerColumns(),
    content: text('content').notNull().default(''),
    createdAt: createdAtMs(),
  },
  (table) => [
    exactlyOneAccount('posts_one_author', table.memberId, table.adminId),
    check('posts_content_length', sql`char_length(${table.content}) <= ${sql.raw(String(POST_CONTENT_MAX))}`),
    index('posts_feed_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const postMedia = pgTable(
  'post_media',
  {
    id: uuidPrimaryKey(),
    postId: postRef(),
    kind: text('kind', { enum: POST_MEDIA_KINDS }).notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    /** The stored file's key (uploads module): deleting the post removes the file. */
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('post_media_kind_check', oneOf(table.kind, POST_MEDIA_KINDS)),
    index('post_media_post_idx').on(table.postId, table.position),
  ],
);

/** One like per account per post (docs/choices.md, "Community feed"). */
export const postLikes = pgTable(
  'post_likes',
  {
    id: uuidPrimaryKey(),
    postId: postRef(),
    ...ownerColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    exactlyOneAccount('post_likes_one_account', table.memberId, table.adminId),
    uniqueIndex('post_likes_member_unique').on(table.postId, table.memberId),
    uniqueIndex('post_likes_admin_unique').on(table.postId, table.adminId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuidPrimaryKey(),
    postId: postRef(),
    ...ownerColumns(),
    content: text('content').notNull(),
    createdAt: createdAtMs(),
  },
  (table) => [
    exactlyOneAccount('post_comments_one_author', table.memberId, table.adminId),
    check('post_comments_content_length', sql`char_length(${table.content}) <= ${sql.raw(String(COMMENT_MAX))}`),
    index('post_comments_post_idx').on(table.postId, table.createdAt, table.id),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A ticket purchase: our order id is the provider's order id. A `pending` order holds a seat until
 * `holdExpiresAt`; `paid` has its ticket; `failed`/`expired` hold nothing but are still settled if
 * a payment arrives late (a ticket if a seat is left, else `refund_pending` -> `refunded`).
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: text('id').primaryKey(),
    eventId: eventRef('restrict'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lpuId: text('lpu_id').notNull(),
    gender: text('gender', { enum: TICKET_GENDERS }).notNull(),
    hosteler: boolean('hosteler').notNull(),
    hostel: text('hostel'),
    course: text('course').notNull(),
    club: text('club', { enum: TICKET_CLUBS }).notNull(),
    /** Whole rupees, the event's price when the order was created. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the order's secret, which only the browser that created the order holds; null before 0012. */
    secretHash: text('secret_hash'),
    /**
     * Who holds the seat, for the per-buyer count of unpaid holds (docs/choices.md, "Tickets and payments"): the
     * client's address (normalized as the rate limits do) and the purchase form's device id; null before 0015.
     */
    clientAddress: text('client_address'),
    deviceId: text('device_id'),
    paymentSessionId: text('payment_session_id'),
    /** The provider's last word on the order (SUCCESS, ACTIVE, FAILED, ...), as the result page shows it. */
    providerStatus: text('provider_status'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** When the reconciliation pass last asked the provider about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('ticket_orders_status_check', oneOf(table.status, ORDER_STATUSES)),
    check('ticket_orders_gender_check', oneOf(table.gender, TICKET_GENDERS)),
    check('ticket_orders_club_check', oneOf(table.club, TICKET_CLUBS)),
    check('ticket_orders_lpu_id_format', lpuIdFormat(table.lpuId)),
    check('ticket_orders_amount_positive', sql`${table.amount} > 0`),
    // Live holds of an event are counted on every order and every event page.
    index('ticket_orders_holds_idx').on(table.eventId, table.status, table.holdExpiresAt),
    index('ticket_orders_buyer_idx').on(table.eventId, table.lpuId),
    index('ticket_orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

/**
 * An issued ticket. `qrSecret` is the opaque random value its QR code carries; `orderId` is the paid
 * order it came from (unique: one ticket per paid order). One valid ticket per LPU ID per event.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuidPrimaryKey(),
    /** The ticket id people read and type (TKT-XXXXXXXX). */
    code: text('code').notNull().unique(),
    orderId: text('order_id')
      .unique()
      .references(() => ticketOrders.id, { onDelete: 'restrict' }),
    eventId: eventRef('restrict'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    lpuId: text('lpu_id').notNull(),
    gender: text('gender', { enum: TICKET_GENDERS }),
    hosteler: boolean('hosteler').notNull().default(false),
    hostel: text('hostel'),
    course: text('course'),
    club: text('club'),
    qrSecret: text('qr_secret').notNull().unique(),
    isUsed: boolean('is_used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who checked the ticket in at the door (their name as it was then); null when unused or marked by hand. */
    checkedInBy: text('checked_in_by'),
    /**
     * `usedAt` is not the time the door's device gave for an offline scan: its clock was wrong (before the ticket
     * existed, or ahead of the server), so the check-in is recorded at the ticket's creation or the sync's time
     * (docs/choices.md, "The door"). False while unused.
     */
    clockAdjusted: boolean('clock_adjusted').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** When an admin cancelled it (the ticket desk's timeline counts it on that day). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    emailFailed: boolean('email_failed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('tickets_lpu_id_format', lpuIdFormat(table.lpuId)),
    check('tickets_gender_check', oneOf(table.gender, TICKET_GENDERS)),
    uniqueIndex('tickets_one_per_lpu_id')
      .on(table.eventId, table.lpuId)
      .where(sql`not ${table.isCancelled}`),
    index('tickets_event_idx').on(table.eventId, table.createdAt),
  ],
);

/** The states that no longer hold an e-mail address or LPU ID on an event's waiting list. */
const WAITLIST_ENDED_STATES = ['left', 'removed', 'expired'] as const;

/**
 * One person on an event's waiting list (docs/choices.md, "Waiting list"). The links e-mailed to them carry two
 * random tokens, stored only as SHA-256 (hex): the confirmation one (also the place page's) and the leave one. One
 * entry per e-mail address and per LPU ID per event while it is not left, removed or expired.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuidPrimaryKey(),
    eventId: eventRef('cascade'),
    fullName: text('full_name').notNull(),
    /** As the join schema leaves it (trimmed, lower case). */
    email: text('email').notNull(),
    lpuId: text('lpu_id').notNull(),
    phone: text('phone').notNull(),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting_confirmation'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    leaveTokenHash: text('leave_token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** When its e-mail was confirmed: its place in line. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /**
     * An offer of a freed seat: when it was made, until when the seat waits, its claim link's token (SHA-256 hex)
     * and the latest order started with it (docs/choices.md, "Waiting list").
     */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerTokenHash: text('offer_token_hash').unique(),
    orderId: text('order_id').references(() => ticketOrders.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('waitlist_entries_state_check', oneOf(table.state, WAITLIST_STATES)),
    check('waitlist_entries_lpu_id_format', lpuIdFormat(table.lpuId)),
    uniqueIndex('waitlist_entries_one_per_email')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.state} not in (${literalList(WAITLIST_ENDED_STATES)})`),
    uniqueIndex('waitlist_entries_one_per_lpu_id')
      .on(table.eventId, table.lpuId)
      .where(sql`${table.state} not in (${literalList(WAITLIST_ENDED_STATES)})`),
    // The line: an event's entries in a state, by confirmation time.
    index('waitlist_entries_line_idx').on(table.eventId, table.state, table.confirmedAt),
  ],
);

/**
 * An attendance certificate (docs/choices.md, "Attendance certificates"): issued to the holder of a ticket admitted at
 * the door once its event is over, under the name it prints (the ticket's, or one the desk corrected), and e-mailed
 * once. Found by its code (the QR's page); its PDF is drawn from this row on each download. One unrevoked certificate
 * per ticket: an issue retried or run twice at once inserts, and so e-mails, nothing more. A re-issue revokes it with
 * `replacedBy` its successor's code (no foreign key: the old row is revoked before the new one exists).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuidPrimaryKey(),
    /** GH-XXXX-XXXX-XXXX: 60 random bits in Crockford's base 32. */
    code: text('code').notNull().unique(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'restrict' }),
    eventId: eventRef('restrict'),
    /** The name printed; the address it was e-mailed to; the ticket's LPU ID (the member's list). */
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    lpuId: text('lpu_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the desk revoked it; null for a re-issue, which names its successor instead. */
    revokeReason: text('revoke_reason'),
    replacedBy: text('replaced_by'),
  },
  (table) => [
    check('certificates_code_format', sql`${table.code} ~ ${sql.raw(`'${CERTIFICATE_CODE_PATTERN.source}'`)}`),
    check('certificates_lpu_id_format', lpuIdFormat(table.lpuId)),
    check(
      'certificates_revocation',
      sql`${table.revokedAt} is not null or (${table.revokeReason} is null and ${table.replacedBy} is null)`,
    ),
    uniqueIndex('certificates_one_valid_per_ticket')
      .on(table.ticketId)
      .where(sql`${table.revokedAt} is null`),
    index('certificates_event_idx').on(table.eventId),
    index('certificates_lpu_id_idx').on(table.lpuId),
  ],
);

/** The members an admin lets check people in at one event's door (docs/choices.md, "The door"). */
export const checkInGrants = pgTable(
  'check_in_grants',
  {
    eventId: eventRef('cascade'),
    memberId: memberRef(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.memberId] }),
    index('check_in_grants_member_idx').on(table.memberId),
  ],
);

/**
 * One check-in a door admitted while offline, by the nonce the door gave it: a sync retried (or sent from two tabs)
 * finds its nonce here and is counted once. `outcome`, `verdict` and `clockAdjusted` are what the first sync made of
 * it, answered again to a replay of the nonce with the same event and ticket (docs/choices.md, "The door");
 * `verdict` is null for a nonce synced before 0017.
 */
export const checkInSyncs = pgTable('check_in_syncs', {
  nonce: uuid('nonce').primaryKey(),
  eventId: eventRef('cascade'),
  ticketId: uuid('ticket_id').notNull(),
  outcome: text('outcome').notNull(),
  verdict: jsonb('verdict').$type<Verdict>(),
  clockAdjusted: boolean('clock_adjusted').notNull().default(false),
  createdAt: createdAt(),
});

export type MemberRow = typeof members.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventPosterRow = typeof eventPosters.$inferSelect;
export type MailRow = typeof mailOutbox.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PostMediaRow = typeof postMedia.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

/** One row /healthz rewrites: proof that the database accepts writes, not only reads (a full disk, a replica). */
export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
