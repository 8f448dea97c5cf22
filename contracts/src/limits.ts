// Business constants from the specifications; every app and the API read them from here.

export const LPU_ID_PATTERN = /^\d{8}$/;
export const LOGIN_PASSWORD_MIN = 6;
export const ADMIN_CREATED_MEMBER_PASSWORD_MIN = 8;
/** A password members set for themselves (the profile's Security tab): as long as one an admin sets. */
export const NEW_PASSWORD_MIN = ADMIN_CREATED_MEMBER_PASSWORD_MIN;
export const BIO_MAX = 500;
export const REQUEST_TIMEOUT_MS = 10_000;
export const REDIRECT_AFTER_LOGIN_MS = 1_200;
/** The admin's Register New Member modal closes this long after a success. */
export const ADD_MEMBER_CLOSE_MS = 1_500;

export const TOKEN_STORAGE_KEYS = { access: 'accessToken', refresh: 'refreshToken' } as const;

export const NAVBAR = { heightRem: 5, hideAfterPx: 100, showOnScrollUpPx: 2 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const MAX_APPLICATION_DOMAINS = 2;

/** A new event's ticket price in rupees; the event page shows ₹1 when an event has no price at all. */
export const DEFAULT_TICKET_PRICE = 400;
export const PRICE_DISPLAY_FALLBACK = 1;
/** Events happen in the club's time zone; an event without a time starts at 17:00 there. */
export const CLUB_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_EVENT_START_TIME = '17:00';
/** How long an event's calendar entry lasts: events store a start only (docs/choices.md, "Calendars"). */
export const EVENT_CALENDAR_HOURS = 3;
export const EVENT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const EVENT_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Home's upcoming-event card cuts descriptions at these lengths (mobile, desktop). */
export const DESCRIPTION_PREVIEW = { mobile: 120, desktop: 200 } as const;
/** List pages: default and largest page size. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** The page sizes a table's pager offers (its own constant: the pages that never page a table leave it out). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Uploads: images and videos only (type sniffed from the bytes), at most these sizes. */
export const UPLOAD_LIMITS = { imageBytes: 5 * 1024 * 1024, videoBytes: 50 * 1024 * 1024 } as const;
/** Media files per post (the grid shows at most 4, with '+N'). */
export const MAX_POST_MEDIA = 5;
export const POST_MEDIA_GRID = 4;
/** Admin event form: posters per event (images only), text lengths. */
export const MAX_EVENT_POSTERS = 10;
export const EVENT_TEXT_MAX = { title: 150, venue: 200, description: 5000, name: 120, tag: 40, tags: 12 } as const;
/** Community feed: characters in a post and a comment; posts per page of the feed, comments per page. */
export const POST_CONTENT_MAX = 2000;
export const COMMENT_MAX = 500;
export const FEED_PAGE_SIZE = { default: 10, max: 50 } as const;
export const COMMENTS_PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * A ticket order holds its seat for SEAT_FIRST_HOLD_MINUTES, extended to SEAT_HOLD_MINUTES (from the order's
 * creation) when the buyer's browser opens the provider's checkout; the provider's order lives a little longer.
 */
export const SEAT_HOLD_MINUTES = 15;
export const SEAT_FIRST_HOLD_MINUTES = 3;
/**
 * Seats unpaid orders may hold at once when the event sets no limit of its own: the larger of this share of the
 * capacity and this many seats, but always fewer seats than the capacity (docs/choices.md, "Tickets and payments").
 */
export const UNPAID_HOLDS_DEFAULT = { percentOfCapacity: 20, atLeast: 25 } as const;

/** The default limit of an event's unpaid holds: null (none) for open registration; one seat of a one-seat event. */
export function defaultUnpaidHoldLimit(capacity: number | null): number | null {
  if (capacity === null) return null;
  const { percentOfCapacity, atLeast } = UNPAID_HOLDS_DEFAULT;
  const share = Math.max(Math.ceil((capacity * percentOfCapacity) / 100), atLeast);
  return Math.max(Math.min(share, capacity - 1), 1);
}

/**
 * Unpaid seats one buyer may hold for one event at once, counted apart per LPU ID, e-mail and device; a client
 * address may hold this many or a quarter of the event's hold limit, whichever is more (one network, many buyers).
 * The API's UNPAID_HOLDS_PER_BUYER changes it.
 */
export const UNPAID_HOLDS_PER_BUYER_DEFAULT = 2;
/** Where a buyer whose payment went wrong can write (the payment result page's failed state). */
export const SUPPORT_EMAIL = 'support@guildhall.test';

/** A password-reset e-mail's link works once, for this long. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** An approved applicant's e-mailed link to choose a password works this long (then 'Forgot Password?' sends one). */
export const WELCOME_LINK_DAYS = 7;
