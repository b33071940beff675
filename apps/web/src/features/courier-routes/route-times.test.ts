import { describe, expect, it } from 'vitest';
import { clockTime, kilometres, windowText } from './route-times.ts';

describe('route times as the division reads them', () => {
  it("shows an instant on the division's clocks, whatever the browser's zone", () => {
    expect(clockTime('2026-07-01T07:00:00.000Z', 'Europe/Warsaw')).toBe('09:00');
    expect(clockTime('2026-01-15T08:00:00.000Z', 'Europe/Warsaw')).toBe('09:00');
    expect(clockTime('2026-01-15T08:00:00.000Z', 'Europe/Kyiv')).toBe('10:00');
    expect(clockTime(null, 'Europe/Warsaw')).toBe('—');
  });

  it('writes a window, or says none was agreed', () => {
    expect(windowText('2026-07-01T07:00:00Z', '2026-07-01T09:30:00Z', 'not ordered', 'Europe/Warsaw')).toBe(
      '09:00–11:30',
    );
    expect(windowText(null, null, 'not ordered', 'Europe/Warsaw')).toBe('not ordered');
    expect(kilometres(12_345)).toBe('12.3');
  });
});
