// The query keys more than one app uses. The shell's QueryClient is the one cache of every remote, so a key that one
// app reads and another invalidates (or reads too) is a seam: it lives here, once. Keys one feature alone uses stay in
// that feature's api/ file, built on these prefixes. Plain constants: any code may import it (no zod).

/** Every event query, public (mf-public) or admin (mf-admin): a change to an event or its tickets invalidates it. */
export const EVENTS_QUERY_KEY = ['events'] as const;
/** GET /api/events/by-id/{id}: the event page (mf-public) and the purchase dialog (mf-tickets) read it. */
export const eventQueryKey = (id: string) => [...EVENTS_QUERY_KEY, 'by-id', id] as const;

/** The admin dashboard's numbers, member table and activity log (mf-admin); the ticket desk (mf-tickets) changes them. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** Contact requests: the admin panel's list (mf-admin) and the admins' view on /contact (mf-public). */
export const CONTACT_QUERY_KEY = ['contact'] as const;

/** GET /api/check-in/events: the door page's events (mf-tickets); the shell's menus show the door when there are any. */
export const DOOR_EVENTS_QUERY_KEY = ['check-in', 'events'] as const;
