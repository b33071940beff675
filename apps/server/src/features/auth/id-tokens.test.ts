import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedTokenCache } from './id-tokens.ts';

const user = { id: 'u1', login: 'operator', groups: ['base'], sessionId: 's1' };

describe('verified id tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a verified token until the second it expires, as jwtVerify would', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const cache = verifiedTokenCache();
    const expiresAt = Date.now() / 1000 + 60;
    cache.set('token', user, expiresAt);
    expect(cache.get('token')).toEqual(user);
    vi.setSystemTime(expiresAt * 1000 - 1);
    expect(cache.get('token')).toEqual(user);
    vi.setSystemTime(expiresAt * 1000);
    expect(cache.get('token')).toBeUndefined();
    expect(cache.get('another token')).toBeUndefined();
  });

  it('hands out copies and forgets the oldest token past its limit', () => {
    const cache = verifiedTokenCache(2);
    const later = Date.now() / 1000 + 600;
    cache.set('first', user, later);
    cache.get('first')?.groups.push('administrator_god');
    expect(cache.get('first')?.groups).toEqual(['base']);
    cache.set('second', user, later);
    cache.set('third', user, later);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('second')).toEqual(user);
    expect(cache.get('third')).toEqual(user);
  });

  it('keeps the token in use: the least recently used one makes room (lru-cache)', () => {
    const cache = verifiedTokenCache(2);
    const later = Date.now() / 1000 + 600;
    cache.set('first', user, later);
    cache.set('second', user, later);
    expect(cache.get('first')).toEqual(user);
    cache.set('third', user, later);
    expect(cache.get('second')).toBeUndefined();
    expect(cache.get('first')).toEqual(user);
    expect(cache.get('third')).toEqual(user);
  });
});
