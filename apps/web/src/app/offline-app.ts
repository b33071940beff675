import { isMobileAppConsumer, isMobileDevice, resolveConsumer, sessionStore } from './mobile-app-mode.ts';
import { OFFLINE_API_CACHE } from './offline-cache-names.ts';

interface OfflineAppHost {
  location: Pick<Location, 'search'>;
  document?: Pick<Document, 'head' | 'createElement' | 'querySelector'>;
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & {
    serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  };
}

/**
 * Installs the courier's app (issue 26): the service worker that keeps the app shell and the courier's
 * day for a phone with no network. Only the mobile-app mode on a phone registers it; the desktop console
 * never does, so its pages and answers are never kept by a worker. Answers whether it registered.
 */
export function registerOfflineApp(
  host: OfflineAppHost = { location: window.location, navigator: window.navigator, document },
  production: boolean = import.meta.env.PROD,
): boolean {
  const worker = host.navigator.serviceWorker;
  if (!production || !worker) return false;
  if (!isMobileAppConsumer(resolveConsumer(host.location.search, sessionStore()))) return false;
  if (!isMobileDevice(host.navigator)) return false;
  // Installable: the page names the app's manifest (the desktop console's never does).
  if (host.document && !host.document.querySelector('link[rel="manifest"]')) {
    const link = host.document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    host.document.head.append(link);
  }
  // Online the app works without it; the next opening tries again.
  worker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  return true;
}

/** Forgets the signed-in courier's answers kept for offline use: the next user of the phone never sees them. */
export async function forgetOfflineAnswers(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
) {
  await storage?.delete(OFFLINE_API_CACHE).catch(() => false);
}
