import { describe, expect, it } from 'vitest';
import { isMobilePhone } from './mobile-phone.ts';

describe('isMobilePhone', () => {
  it.each([
    ['48501234567', 'PL', true],
    ['501234567', 'PL', true],
    ['380501234567', 'PL', true],
    ['0501234567', 'UA', true],
    ['48221234567', 'PL', false],
    ['221234567', 'PL', false],
    ['12345678', 'PL', false],
    ['12025550123', undefined, true],
  ])('%s in %s → %s', (phone, country, expected) => {
    expect(isMobilePhone(phone, country)).toBe(expected);
  });
});
