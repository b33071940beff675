/**
 * Test helpers of the phone's offline queue (the courier's day, hub scanning on the scan page).
 * Only tests import this file.
 */
import type { CourierAction } from '@console/domain';
import type { FakeRequest } from '../../app/test-kit.tsx';

/** The network comes and goes as the browser reports it: `navigator.onLine` and the window's event. */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The browser reads as a phone's, as the mobile-app mode's screens require. */
export function actAsPhone() {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    get: () => 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
  });
}

/** Every action the queue sent to `POST courier/actions`, in the order sent. */
export const sentActions = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'POST' && request.url === 'courier/actions')
    .flatMap((request) => (request.data as { actions: CourierAction[] }).actions);
