// The door's plain constants (no zod): the check-in page imports them without the schemas.

/**
 * A ticket's QR secret as the ticket service makes it: 32 random bytes in base64url, nothing else. The door accepts
 * exactly this from a camera or a keyboard-wedge scanner (a partial or padded read is not a ticket).
 */
export const TICKET_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a scan or a tap at the door came to. */
export const CHECK_IN_RESULTS = ['admitted', 'already-checked-in', 'cancelled', 'other-event', 'unknown'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Search at the door: name, LPU ID or e-mail, at least this many characters. */
export const CHECK_IN_SEARCH_MIN = 2;
export const CHECK_IN_SEARCH_LIMIT = 20;
/** Most offline check-ins one sync call carries. */
export const CHECK_IN_SYNC_MAX = 500;
