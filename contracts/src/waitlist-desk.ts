import type { WaitlistState } from './waitlist';

// The ticket desk's side of the waiting list (docs/choices.md, "Waiting list"): its words, what it may remove and
// its CSV. Plain constants without zod (`@guildhall/contracts/waitlist-desk`), so the Tickets tab's section bundles
// no zod of its own (the shell's is the shared barrel's). `@guildhall/contracts/waitlist` re-exports them.

/** The desk's words for an entry's state ('offered' adds its deadline). */
export const WAITLIST_STATE_LABELS: Record<WaitlistState, string> = {
  waiting_confirmation: 'Not confirmed yet',
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Claimed',
  expired: 'Expired',
  left: 'Left',
  removed: 'Removed',
};

/** What the desk may remove: an entry still waiting for its confirmation, in line, or offered a seat. */
export const WAITLIST_REMOVABLE = ['waiting_confirmation', 'waiting', 'offered'] as const;
export type WaitlistRemovable = (typeof WAITLIST_REMOVABLE)[number];
/** Why the desk cannot remove an entry that no longer stands on the list (409). */
export const WAITLIST_REMOVE_REFUSALS: Record<Exclude<WaitlistState, WaitlistRemovable>, string> = {
  claimed: 'This entry has claimed its seat: cancel its ticket instead.',
  expired: 'This entry has expired already.',
  left: 'This person has left the waiting list already.',
  removed: 'This entry was removed already.',
};

/** The desk's CSV (GET /api/admin/events/{id}/waitlist/export): the list in the desk's order, times in club time. */
export const WAITLIST_CSV_COLUMNS = [
  'Place',
  'Full Name',
  'Email',
  'LPU ID',
  'Phone',
  'State',
  'Offered Until',
  'Joined At',
  'Confirmed At',
] as const;
export const waitlistCsvFileName = (eventId: string, now = new Date()) =>
  `waitlist_${eventId}_${now.toISOString().slice(0, 10)}.csv`;

/** The desk's words (the Tickets tab's "Waiting list" section). */
export const WAITLIST_DESK_TEXT = {
  title: 'Waiting list',
  loading: 'Loading the waiting list...',
  loadFailed: 'Failed to load the waiting list',
  off: "This event's waiting list is off: once sold out, it takes no names. Turn it on in the event's form.",
  offerWindow: (minutes: number) => `A freed seat is offered to the next in line for ${minutes} minutes.`,
  empty: 'Nobody is on the waiting list yet.',
  offerNext: 'Offer the next seat now',
  offering: 'Offering...',
  offered: 'A seat was offered to the next in line: they have been e-mailed.',
  offerFailed: 'The seat could not be offered',
  download: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'The waiting list could not be downloaded',
  remove: 'Remove',
  removing: 'Removing...',
  keep: 'Keep',
  removeTitle: 'Remove from the waiting list?',
  removeBody: (name: string) =>
    `${name} leaves the waiting list and is not told. A seat offered to them goes to the next in line.`,
  removeFailed: 'The entry could not be removed',
  offeredUntil: (time: string) => `Offered until ${time}`,
} as const;
