import { useNavigate } from '@guildhall/ui/router';
import { PATHS } from '@guildhall/contracts/paths';

export type AuthTab = 'login' | 'register';

/** The navbar's account actions, shared by the desktop bar, the user menu and the mobile drawer. */
export function useAccountActions() {
  const navigate = useNavigate();
  return {
    /** The auth page reads the tab it opens on from the navigation state. */
    openAuth: (tab: AuthTab) => navigate(PATHS.auth, { state: { tab } }),
    logOut: async () => {
      // The HTTP client is not on the first paint: it loads with the first click on Log Out (or the first page
      // that calls the API).
      const { signOut } = await import('@guildhall/shared-session/http');
      await signOut();
      navigate(PATHS.auth);
    },
  };
}
