import { describe, expect, it } from 'vitest';
import { changedFields } from './history-drawer.tsx';

describe('changedFields', () => {
  it('lists a field whose value changed, not one stored back with its keys in another order', () => {
    expect(
      changedFields({
        before: { name: 'Kyiv', limits: { maxWeight: 30, maxLength: 120 }, phones: ['1'] },
        after: { name: 'Kyiv 2', limits: { maxLength: 120, maxWeight: 30 }, phones: ['1'] },
      }),
    ).toEqual([{ field: 'name', before: 'Kyiv', after: 'Kyiv 2' }]);
  });
});
