import type { FilterDefinition } from '@console/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { settlements } from '../addresses/settlements-table.ts';
import { escapeLike, operatorCondition } from './register-filters.ts';

const dialect = new PgDialect();
const render = (filter: FilterDefinition, value: unknown) => {
  const condition = operatorCondition(filter, value, settlements as never, settlements.deletedAt);
  return condition ? dialect.sqlToQuery(condition) : undefined;
};

describe('filters as SQL', () => {
  it('escapes the wildcards a user types', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('maps each operator to one condition', () => {
    expect(render({ name: 'name', operator: 'contains', input: 'text' }, 'wo%la')).toMatchObject({
      sql: '"settlements"."name" ilike $1',
      params: ['%wo\\%la%'],
    });
    expect(
      render({ name: 'countryCodes', operator: 'in', fields: ['countryCode'], input: 'textList' }, [
        'PL',
        'DE',
      ])?.sql,
    ).toBe('"settlements"."country_code" in ($1, $2)');
    expect(
      render({ name: 'x', operator: 'notIn', fields: ['countryCode'], input: 'textList' }, ['PL'])?.sql,
    ).toBe('("settlements"."country_code" is null or "settlements"."country_code" not in ($1))');
    expect(render({ name: 'name', operator: 'startsWith', input: 'text' }, 'Wa')?.params).toEqual(['Wa%']);
    expect(
      render({ name: 'textSearch', operator: 'search', fields: ['name', 'externalId'], input: 'text' }, 'a')
        ?.sql,
    ).toBe('("settlements"."name" ilike $1 or "settlements"."external_id" ilike $2)');
    expect(render({ name: 'deletionMark', operator: 'deletion', input: 'deletion' }, true)?.sql).toBe(
      '"settlements"."deleted_at" is not null',
    );
    expect(render({ name: 'deletionMark', operator: 'deletion', input: 'deletion' }, false)?.sql).toBe(
      '"settlements"."deleted_at" is null',
    );
  });

  it('narrows nothing for absent values and empty lists', () => {
    expect(render({ name: 'name', operator: 'equals', input: 'text' }, undefined)).toBeUndefined();
    expect(render({ name: 'ids', operator: 'in', fields: ['id'], input: 'textList' }, [])).toBeUndefined();
  });
});
