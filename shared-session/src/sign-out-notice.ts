const NOTICE_KEY = 'guildhall.signOutNotice';
const dismissListeners = new Set<() => void>();

/**
 * Why the session was ended by the server (a ban, a removal, an expired session), kept across the one full page
 * load to /auth that follows, so that the page can say it. sessionStorage: this tab only, gone with it.
 */
export const signOutNotice = {
  remember(message: string): void {
    try {
      sessionStorage.setItem(NOTICE_KEY, message);
    } catch {
      // Storage refused (private mode, quota): the sign-out still happens, only without its reason.
    }
  },
  peek(): string | null {
    try {
      return sessionStorage.getItem(NOTICE_KEY);
    } catch {
      return null;
    }
  },
  dismiss(): void {
    try {
      sessionStorage.removeItem(NOTICE_KEY);
    } catch {
      // nothing kept, nothing to remove
    }
    for (const listener of dismissListeners) listener();
  },
  /** Calls `listener` on every dismiss (the shell's banner hides when /auth's login form answers instead). */
  onDismiss(listener: () => void): () => void {
    dismissListeners.add(listener);
    return () => void dismissListeners.delete(listener);
  },
};
