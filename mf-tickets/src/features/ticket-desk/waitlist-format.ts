import { formatDateTime } from '@guildhall/contracts/dates';
import type { WaitlistDeskEntry, WaitlistState } from '@guildhall/contracts/waitlist';
import { WAITLIST_DESK_TEXT, WAITLIST_REMOVABLE, WAITLIST_STATE_LABELS } from '@guildhall/contracts/waitlist-desk';

// The waiting list's words and rules, shared by its table and its cards (docs/choices.md, "Waiting list").

/** The counts in the order a desk reads them: the line, what became of it, then those not in it yet or any more. */
export const COUNTED_STATES = [
  'waiting',
  'offered',
  'claimed',
  'expired',
  'left',
  'waiting_confirmation',
  'removed',
] as const satisfies readonly WaitlistState[];

/** 'Waiting', or 'Offered until 5 Dec 2026, 7:30 pm' (club time). */
export const entryStateText = (entry: WaitlistDeskEntry) =>
  entry.state === 'offered' && entry.offerExpiresAt
    ? WAITLIST_DESK_TEXT.offeredUntil(formatDateTime(entry.offerExpiresAt))
    : WAITLIST_STATE_LABELS[entry.state];

/** Still on the list (unconfirmed, in line or offered a seat): the desk may remove it. */
export const canRemove = (entry: WaitlistDeskEntry) =>
  (WAITLIST_REMOVABLE as readonly WaitlistState[]).includes(entry.state);

/** Whom a row's Remove acts on, for its accessible name. */
export const removeLabel = (entry: WaitlistDeskEntry) =>
  `${WAITLIST_DESK_TEXT.remove}: ${entry.fullName} (${entry.email})`;
