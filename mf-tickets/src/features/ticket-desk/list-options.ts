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
