import { createContext, useCallback, useContext } from 'react';
import type { DataRouter } from 'react-router';

/** The app's router, for what a render cannot see: the location it has moved on to since. */
export const LatestLocationContext = createContext<DataRouter | null>(null);

/**
 * Whether a location a render saw (`pathname` and `search`) is still the router's. A navigation
 * commits its location at once but renders in a transition, which can wait (a screen's chunk, a suspended query) while another navigation
 * starts: an effect of that older render then runs for a location the user has already left, and must
 * not act on it (reopen a closed tab, rewrite the URL back).
 */
export function useIsLatestLocation(): (path: string) => boolean {
  const router = useContext(LatestLocationContext);
  return useCallback(
    (path) => {
      if (!router) return true;
      const latest = router.state.location;
      return `${latest.pathname}${latest.search}` === path;
    },
    [router],
  );
}
