import { useCallback } from 'react';
import { useLocation, useNavigate } from '@guildhall/ui/router';

const TAB_PARAM = 'tab';

/**
 * The open tab, kept in the `tab` query parameter: switching tabs keeps the route (and replaces the history
 * entry), a reload or a shared link opens the same tab. An unknown or missing id means the first tab.
 */
export function useTabParam(ids: readonly string[]): [string, (id: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(TAB_PARAM);
  const current = requested && ids.includes(requested) ? requested : ids[0]!;

  const open = useCallback(
    (id: string) => {
      const params = new URLSearchParams(location.search);
      params.set(TAB_PARAM, id);
      navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );
  return [current, open];
}
