import { describe, expect, it } from 'vitest';
import { COUNT_AHEAD } from './list-statements.ts';
import { listResult, NAMED_LIST_STATEMENTS, statementNamer } from './register-service.ts';

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

describe('list statement names', () => {
  // A namer of its own: the process's `listStatementName` is shared by every file of a worker.
  it('gives one text one name, another text another, and the same name again', () => {
    const name = statementNamer(NAMED_LIST_STATEMENTS);
    const first = name('select 1 as "probe_a"');
    const second = name('select 2 as "probe_b"');
    expect(first).toMatch(/^list_\d+$/);
    expect(second).not.toBe(first);
    expect(name('select 1 as "probe_a"')).toBe(first);
  });

  it('stops naming new texts at the limit, and keeps the names it gave', () => {
    const name = statementNamer(NAMED_LIST_STATEMENTS);
    const kept = name('select 3 as "probe_c"');
    for (let index = 0; index < NAMED_LIST_STATEMENTS; index += 1) name(`select ${index} as "n"`);
    expect(name('select 4 as "probe_d"')).toBeUndefined();
    expect(name('select 3 as "probe_c"')).toBe(kept);
  });
});
