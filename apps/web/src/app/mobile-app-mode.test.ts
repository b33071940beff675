import { describe, expect, it } from 'vitest';
import {
  CONSUMER_STORAGE_KEY,
  isMobileAppConsumer,
  isMobileDevice,
  resolveConsumer,
} from './mobile-app-mode.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('resolveConsumer', () => {
  it('takes consumer from the query and remembers it for the session', () => {
    const storage = memoryStorage();
    expect(resolveConsumer('?consumer=mobile_app', storage)).toBe('mobile_app');
    expect(storage.getItem(CONSUMER_STORAGE_KEY)).toBe('mobile_app');
    expect(resolveConsumer('', storage)).toBe('mobile_app');
  });

  it('lets an empty consumer parameter end the mode', () => {
    const storage = memoryStorage();
    resolveConsumer('?consumer=mobile_app', storage);
    expect(resolveConsumer('?consumer=', storage)).toBeNull();
    expect(resolveConsumer('', storage)).toBeNull();
  });

  it('works without storage', () => {
    expect(resolveConsumer('?consumer=mobile_app', null)).toBe('mobile_app');
    expect(resolveConsumer('', null)).toBeNull();
  });

  it('recognises the mobile app consumer only', () => {
    expect(isMobileAppConsumer('mobile_app')).toBe(true);
    expect(isMobileAppConsumer('web')).toBe(false);
    expect(isMobileAppConsumer(null)).toBe(false);
  });
});

describe('isMobileDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      0,
      true,
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, true],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      0,
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 0, false],
  ])('%s → %s', (userAgent, maxTouchPoints, expected) => {
    expect(isMobileDevice({ userAgent, maxTouchPoints })).toBe(expected);
  });
});
