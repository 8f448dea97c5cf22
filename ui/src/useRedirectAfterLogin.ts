import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from '@guildhall/ui/router';
import { REDIRECT_AFTER_LOGIN_MS } from '@guildhall/contracts/limits';

/** Navigates once the success banner has been readable for a moment; cancelled if the page unmounts first. */
export function useRedirectAfterLogin() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), REDIRECT_AFTER_LOGIN_MS);
    },
    [navigate],
  );
}
