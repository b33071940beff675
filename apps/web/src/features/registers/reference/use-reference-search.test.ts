import { COUNTRY_LOOKUP_LIMIT, REGISTERS, type SearchSource, SUGGESTION_LIMIT } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { searchParams } from './use-reference-search.ts';

describe('searchParams (registers §9 limits)', () => {
  const sourceOf = (key: string) => {
    const source = (REGISTERS as Record<string, { search?: SearchSource }>)[key]?.search;
    if (!source) throw new Error(`no search source for ${key}`);
    return source;
  };

  it('asks countries for 20 suggestions and other sources for 10', () => {
    expect(COUNTRY_LOOKUP_LIMIT).toBe(20);
    expect(searchParams(sourceOf('countries'), 'Pol')).toMatchObject({ name: 'Pol', page: 1, limit: 20 });
    expect(searchParams(sourceOf('settlements'), 'Warsz')).toMatchObject({
      page: 1,
      limit: SUGGESTION_LIMIT,
    });
  });
});
