import { AUTOCOMPLETE_DEBOUNCE_MS, MOBILE_SEARCH_DEBOUNCE_MS } from '@console/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { isMobileAppConsumer, resolveConsumer, sessionStore } from './mobile-app-mode.ts';

/** The consumer of this session (`mobile_app` inside the native app), remembered across navigation. */
export function useConsumer(): string | null {
  const { search } = useLocation();
  return useMemo(() => resolveConsumer(search, sessionStore()), [search]);
}

export function useMobileAppMode(): boolean {
  return isMobileAppConsumer(useConsumer());
}

/**
 * How long a search waits after the last keystroke: 500 ms in the mobile app, 300 ms elsewhere
 * (registers §9). Read from the page's address and the remembered mode, not the router's location,
 * so a search field works in any tree (a dialog, a test) and not only under the router.
 */
export function useSearchDebounceMs(): number {
  const mobileApp = isMobileAppConsumer(resolveConsumer(window.location.search, sessionStore()));
  return mobileApp ? MOBILE_SEARCH_DEBOUNCE_MS : AUTOCOMPLETE_DEBOUNCE_MS;
}
