import { MOBILE_APP_CONSUMER } from '@console/domain';

/**
 * Mobile-app mode (platform §1): the native app opens the console with
 * `consumer=mobile_app`. The flag is remembered for the browser session so
 * that in-app navigation, which drops the query string, stays in that mode.
 */
export const CONSUMER_STORAGE_KEY = 'console.consumer';

/** The consumer of this session: from the query when present (and remembered), else the remembered one. */
export function resolveConsumer(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): string | null {
  const fromQuery = new URLSearchParams(search).get('consumer');
  if (fromQuery !== null) {
    try {
      if (fromQuery) storage?.setItem(CONSUMER_STORAGE_KEY, fromQuery);
      else storage?.removeItem(CONSUMER_STORAGE_KEY);
    } catch {
      // Storage refused: the query still counts for this page.
    }
    return fromQuery || null;
  }
  try {
    return storage?.getItem(CONSUMER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function isMobileAppConsumer(consumer: string | null): boolean {
  return consumer === MOBILE_APP_CONSUMER;
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the browser runs on a phone or tablet (the native app's web view
 * does); a desktop browser cannot open the mobile-app routes even with the query.
 */
export function isMobileDevice(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined = globalThis.navigator,
): boolean {
  if (!nav) return false;
  const hints = (nav as { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === 'boolean' && hints.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(nav.userAgent)) return true;
  // iPadOS presents itself as a Mac; only its touch screen tells.
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}
