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
