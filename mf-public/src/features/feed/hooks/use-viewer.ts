import { roleOf, useSession, type SessionRole } from '@guildhall/shared-session';

/** The signed-in role (member or admin) that may post, like and comment; null for a guest. */
export function useViewerRole(): SessionRole | null {
  const user = useSession((state) => state.user);
  return user ? roleOf(user) : null;
}
