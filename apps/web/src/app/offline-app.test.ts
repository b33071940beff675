import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSUMER_STORAGE_KEY } from './mobile-app-mode.ts';
import { forgetOfflineAnswers, registerOfflineApp } from './offline-app.ts';
import { OFFLINE_API_CACHE } from './offline-cache-names.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function host(search: string, userAgent: string) {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  return {
    register,
    host: { location: { search }, navigator: { userAgent, maxTouchPoints: 5, serviceWorker: { register } } },
  };
}

afterEach(() => sessionStorage.removeItem(CONSUMER_STORAGE_KEY));

describe('the courier app’s service worker (issue 26)', () => {
  it('is registered for the mobile-app mode on a phone, over the whole console, and names the manifest', () => {
    const { host: phone, register } = host('?consumer=mobile_app', PHONE);
    expect(registerOfflineApp({ ...phone, document }, true)).toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    registerOfflineApp({ ...phone, document }, true);
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    document.querySelector('link[rel="manifest"]')?.remove();
  });

  it('is registered when the mode was remembered from an earlier page of the session', () => {
    sessionStorage.setItem(CONSUMER_STORAGE_KEY, 'mobile_app');
    const { host: phone, register } = host('', PHONE);
    expect(registerOfflineApp(phone, true)).toBe(true);
    expect(register).toHaveBeenCalledOnce();
  });

  it('is never registered by the desktop console, a desktop browser or a development build', () => {
    for (const [search, agent, production] of [
      ['', PHONE, true],
      ['?consumer=mobile_app', DESKTOP, true],
      ['?consumer=mobile_app', PHONE, false],
    ] as const) {
      const { host: browser, register } = host(search, agent);
      expect(registerOfflineApp({ ...browser, document }, production)).toBe(false);
      expect(register).not.toHaveBeenCalled();
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    }
  });

  it('leaves the app working when the browser refuses the worker', async () => {
    const { host: phone, register } = host('?consumer=mobile_app', PHONE);
    register.mockReturnValueOnce(Promise.reject(new Error('SecurityError')));
    expect(registerOfflineApp(phone, true)).toBe(true);
    await Promise.resolve();
  });

  it("forgets the courier's kept answers on sign-out, and only those", async () => {
    const storage = { delete: vi.fn(() => Promise.resolve(true)) };
    await forgetOfflineAnswers(storage);
    expect(storage.delete).toHaveBeenCalledExactlyOnceWith(OFFLINE_API_CACHE);
    await expect(forgetOfflineAnswers(undefined)).resolves.toBeUndefined();
  });
});
