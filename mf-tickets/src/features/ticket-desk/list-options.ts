import { PAGE_SIZE, type TicketSort } from '@guildhall/contracts';

// The ticket list's choices, shared by the table and the mobile cards (kept apart from the lazily loaded table).

export const FIRST_PAGE = { page: 0, pageSize: PAGE_SIZE.default };
/** The search box asks the server once per pause, not per key. */
export const SEARCH_DELAY_MS = 300;

/** The sort dropdown (the spec's Newest First / Oldest First). */
export const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const satisfies readonly { value: TicketSort; label: string }[];
export type TicketOrder = (typeof ORDER_OPTIONS)[number]['value'];

/** The Show dropdown: every ticket, or only those whose e-mail failed (the server filters: `emailFailed=true`). */
export const SHOW_OPTIONS = [
  { value: 'all', label: 'All tickets' },
  { value: 'email-failed', label: 'E-mail failed' },
] as const;
export type TicketShow = (typeof SHOW_OPTIONS)[number]['value'];

/** What the list is narrowed by: its empty state says which (and offers to clear the filter). */
export interface ListNarrowing {
  searching: boolean;
  emailFailedOnly: boolean;
}
