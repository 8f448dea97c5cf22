import { CLUB_ZONE_ABBREVIATION, formatDateTime } from './dates';
import type { WaitlistPlace } from './waitlist';

// The waiting list's words (docs/choices.md, "Waiting list"): what its calls answer and its pages say. Plain
// constants without zod, so the pages that only show them (the event page's button, the confirmation and leave
// pages) keep zod off their first load. `@guildhall/contracts/waitlist` re-exports them.

/** How long a new entry waits for its e-mail to be confirmed before it no longer holds its e-mail and LPU ID. */
export const WAITLIST_CONFIRM_HOURS = 24;

/** What the waiting list's calls answer and refuse with. */
export const WAITLIST_MESSAGES = {
  /** join's answer, the same whether an entry was made, one with that e-mail or LPU ID stood already, or none went. */
  joined: 'Check your e-mail to confirm your place.',
  seatsLeft: 'This event still has seats: buy a ticket instead.',
  off: 'This event has no waiting list.',
  closed: 'The waiting list for this event is closed: its ticket sales are not open.',
  confirmInvalid: 'This confirmation link is not valid.',
  confirmExpired: `This confirmation link has expired: it works for ${WAITLIST_CONFIRM_HOURS} hours. Please join the waiting list again.`,
  leaveInvalid: 'This link to leave the waiting list is not valid.',
  left: 'You have left the waiting list.',
  unconfirmed: 'Your place on the waiting list is not confirmed yet.',
  notInLine: 'This entry is no longer on the waiting list.',
  tooMany: 'Too many requests from your network. Please try again in a minute.',
  offerInvalid: 'This offer link is not valid.',
  offerEnded: 'This offer has ended: its time ran out, or its seat was bought or given up.',
  offerNotYours: 'This seat is held for the e-mail address and LPU ID on the waiting list.',
  noSeatToOffer: 'No seat is free to offer: raise the capacity or cancel a ticket first.',
  nobodyWaiting: 'Nobody is waiting in line for this event.',
  entryNotFound: 'Waiting-list entry not found',
} as const;

/** The confirmation page's words for a place in line. */
export const waitlistPositionText = (position: number) => `You are number ${position} on the waiting list.`;

/** What confirm, position and leave say about an entry: its place in line, or why it has none. */
export function waitlistPlaceText({ state, position }: Pick<WaitlistPlace, 'state' | 'position'>): string {
  if (position !== null) return waitlistPositionText(position);
  if (state === 'waiting_confirmation') return WAITLIST_MESSAGES.unconfirmed;
  if (state === 'left') return WAITLIST_MESSAGES.left;
  return WAITLIST_MESSAGES.notInLine;
}

/** The event page's button and the join form's submit, when a sold-out event takes names. */
export const WAITLIST_JOIN_LABEL = 'Join the waiting list';

/** The waiting list's pages: the join form in the purchase dialog, the confirmation, leave and claim pages. */
export const WAITLIST_PAGE_TEXT = {
  joinIntro: 'Sold out. Join the waiting list: when a seat frees, the first in line is e-mailed an offer.',
  joinPending: 'Joining...',
  joinFailed: 'You could not be put on the waiting list. Please try again.',
  joinMailNote: `The e-mail has a link to confirm your place (it works for ${WAITLIST_CONFIRM_HOURS} hours) and one to leave the list.`,
  linkIncomplete: 'This link is incomplete. Open the link from your e-mail again.',
  confirmTitle: 'Your place on the waiting list',
  confirming: 'Confirming your place...',
  confirmFailed: 'Your place could not be confirmed. Please try again.',
  confirmNext:
    'When a seat frees, the first in line is e-mailed an offer: a link that holds the seat for a while, for you alone. Keep an eye on your inbox.',
  toEvent: 'Go to the event page',
  leaveTitle: 'Leave the waiting list',
  leaveQuestion:
    "Do you want to leave this event's waiting list? Your place goes to the people behind you in line, and any seat offered to you goes to the next of them.",
  leaveButton: 'Leave the waiting list',
  leavePending: 'Leaving...',
  leaveFailed: 'You could not be taken off the waiting list. Please try again.',
  claimTitle: 'Claim your seat',
  claimLoading: 'Loading your offer',
  claimFailed: 'Your offer could not be loaded. Please try again.',
  claimHeldFor: 'Only the e-mail address and LPU ID on the waiting list can buy it: those two cannot be changed here.',
} as const;

/** The claim page's deadline: 'A seat is held for you until 27 Nov 2026, 7:30 pm IST.' */
export const waitlistSeatHeldText = (offerExpiresAt: string) =>
  `A seat is held for you until ${formatDateTime(offerExpiresAt)} ${CLUB_ZONE_ABBREVIATION}.`;
