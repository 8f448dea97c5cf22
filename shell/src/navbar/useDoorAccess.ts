import { useQuery } from '@tanstack/react-query';
import type { ApiSuccess } from '@guildhall/contracts';
import { roleOf, type SessionUser } from '@guildhall/shared-session';
import { DOOR_EVENTS_QUERY_KEY } from '@guildhall/contracts/federation';

/**
 * Whether the user staffs a door: admins always; a member when an admin granted them an event's
 * door, which the server tells (GET /api/check-in/events, DOOR_EVENTS_QUERY_KEY, the door page's event list).
 * Asked only when a member opens the account menu.
 */
export function useDoorAccess(user: SessionUser | null): boolean {
  const isMember = user !== null && roleOf(user) === 'member';
  const doorEvents = useQuery({
    queryKey: DOOR_EVENTS_QUERY_KEY,
    queryFn: async () => {
      const { apiClient } = await import('@guildhall/shared-session/http');
      return (await apiClient.get<ApiSuccess<unknown[]>>('/api/check-in/events')).data.data;
    },
    enabled: isMember,
  });
  if (!user) return false;
  return !isMember || (doorEvents.data?.length ?? 0) > 0;
}
