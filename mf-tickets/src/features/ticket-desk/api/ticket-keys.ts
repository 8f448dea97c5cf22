import { useQueryClient } from '@tanstack/react-query';

// Every ticket desk query starts with ['tickets']; ['admin'] holds the dashboard's numbers and activity log.
export const TICKETS_QUERY_KEY = ['tickets'] as const;
export const eventTicketsKey = (eventId: string) => [...TICKETS_QUERY_KEY, 'event', eventId] as const;

/** After a ticket changes: the desk's lists, stats and timeline, and the dashboard's overview and activity. */
export function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      // Spots left on the public event pages.
      queryClient.invalidateQueries({ queryKey: ['events'] }),
    ]);
}
