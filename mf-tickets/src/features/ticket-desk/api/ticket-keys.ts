import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY, EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

// Every ticket desk query starts with ['tickets']: ADMIN_QUERY_KEY holds the dashboard's numbers and activity log.
export const TICKETS_QUERY_KEY = ['tickets'] as const;
export const eventTicketsKey = (eventId: string) => [...TICKETS_QUERY_KEY, 'event', eventId] as const;
/** The event's waiting list: under its tickets, so every ticket change (a seat freed) reloads it too. */
export const eventWaitlistKey = (eventId: string) => [...eventTicketsKey(eventId), 'waitlist'] as const;

/** After a ticket changes: the desk's lists, stats and timeline, and the dashboard's overview and activity. */
export function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
      // Spots left on the public event pages.
      queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
    ]);
}
