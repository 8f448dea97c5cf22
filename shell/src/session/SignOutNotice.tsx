import { lazy, Suspense, useEffect, useState } from 'react';
import { signOutNotice, useSession } from '@guildhall/shared-session';

// The banner's MUI Alert is not on the first paint: it loads only when there is something to say.
const SignOutNoticeBanner = lazy(() => import('./SignOutNoticeBanner'));

/**
 * After the server ended the session (a ban, a removal, an expired sign-in) the client signs out and loads /auth;
 * this says why, until it is dismissed or someone signs in.
 */
export function SignOutNotice() {
  const [message, setMessage] = useState(() => (useSession.getState().isAuthenticated ? null : signOutNotice.peek()));

  const dismiss = () => {
    signOutNotice.dismiss();
    setMessage(null);
  };

  useEffect(() => {
    const stopFollowingSession = useSession.subscribe((state) => {
      if (state.isAuthenticated) signOutNotice.dismiss();
    });
    // Dismissed elsewhere too: a new sign-in attempt's answer replaces it (said once, not twice).
    const stopFollowingDismissals = signOutNotice.onDismiss(() => setMessage(null));
    return () => {
      stopFollowingSession();
      stopFollowingDismissals();
    };
  }, []);

  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <SignOutNoticeBanner message={message} onClose={dismiss} />
    </Suspense>
  );
}
