import { useNavigate } from 'react-router-dom';
import { useSession } from '@guildhall/shared-session';

export type AuthTab = 'login' | 'register';

/** The navbar's account actions, shared by the desktop bar, the user menu and the mobile drawer. */
export function useAccountActions() {
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  return {
    /** The auth page reads the tab it opens on from the navigation state. */
    openAuth: (tab: AuthTab) => navigate('/auth', { state: { tab } }),
    logOut: async () => {
      await signOut();
      navigate('/auth');
    },
  };
}
