import { describe, expect, it } from 'vitest';
import { COUNT_AHEAD } from './list-statements.ts';
import { listResult } from './register-service.ts';

describe('a list page’s total', () => {
  it('is exact while the count stayed within its count-ahead', () => {
    expect(listResult([], COUNT_AHEAD, 0, 15)).toEqual({ items: [], total: COUNT_AHEAD, last_page: 67 });
    expect(listResult([], 0, 0, 15)).toEqual({ items: [], total: 0, last_page: 1 });
  });

  it('says "more than offset + count-ahead" past it, with one page more to go to', () => {
    expect(listResult([], COUNT_AHEAD + 1, 0, 15)).toEqual({
      items: [],
      total: COUNT_AHEAD,
      last_page: 67,
      totalIsLowerBound: true,
    });
    // Exactly a multiple of the page size: the page after the bound still exists.
    expect(listResult([], 1_501, 500, 100)).toEqual({
      items: [],
      total: 1_500,
      last_page: 16,
      totalIsLowerBound: true,
    });
  });
});
