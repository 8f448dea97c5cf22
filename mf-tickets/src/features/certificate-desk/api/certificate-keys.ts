import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '@guildhall/contracts/federation';

/**
 * One event's certificates, under the ticket desk's ['tickets', 'event', id] (keys start with the resource:
 * docs/interfaces.md, "Data layer"), so a ticket the desk cancels or marks used reloads the counts too.
 */
export const eventCertificatesKey = (eventId: string) => ['tickets', 'event', eventId, 'certificates'] as const;

/** After certificates change: the event's list and counts, and the dashboard's activity log (each change is logged). */
export function useInvalidateCertificates(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventCertificatesKey(eventId) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
    ]);
}
