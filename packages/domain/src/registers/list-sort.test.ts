import { describe, expect, it } from 'vitest';
import { shipmentModificationRegister, shipmentsRegister } from '../shipments/shipment-registers.ts';
import { countriesRegister } from './countries.ts';
import { isDateRangeFilter, namesRowsOutright } from './exact-search.ts';
import { formatSort, parseSort, sortableFields } from './list-sort.ts';

describe('list sort', () => {
  it('reads and writes `field` and `-field`', () => {
    expect(parseSort('-createdAt')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(parseSort('createdAt')).toEqual({ field: 'createdAt', direction: 'asc' });
    for (const value of ['createdAt', '-createdAt']) expect(formatSort(parseSort(value))).toBe(value);
  });

  it('takes the sortable columns in the list query, and nothing else', () => {
    expect(sortableFields(shipmentsRegister.columns)).toEqual(['dateTime']);
    const schema = shipmentsRegister.filterSchema;
    expect(schema.safeParse({ sort: '-dateTime' }).success).toBe(true);
    expect(schema.safeParse({ sort: 'dateTime' }).success).toBe(true);
    expect(schema.safeParse({ sort: 'number' }).success).toBe(false);
    expect(countriesRegister.filterSchema.safeParse({ sort: 'code' }).success).toBe(false);
  });
});

describe('a search by exact number or id', () => {
  it('names rows with an id, a parcel number or a whole shipment number, not with a part of one', () => {
    expect(namesRowsOutright(shipmentsRegister, { ids: ['0b7c1a52-3c7e-4a5e-9a49-4c1f7e3f7a10'] })).toBe(
      true,
    );
    expect(namesRowsOutright(shipmentsRegister, { parcelsNumbers: ['SHPL0000000042'] })).toBe(true);
    expect(namesRowsOutright(shipmentsRegister, { number: 'shpl0000000042' })).toBe(true);
    expect(namesRowsOutright(shipmentsRegister, { number: 'SHPL00' })).toBe(false);
    expect(namesRowsOutright(shipmentsRegister, { dateTimeFrom: '2026-11-24', ids: [] })).toBe(false);
    expect(namesRowsOutright(shipmentModificationRegister, { number: 'MD000000000042' })).toBe(true);
  });

  it('leaves out only the date bounds', () => {
    const left = shipmentsRegister.filters.filter(isDateRangeFilter).map((filter) => filter.name);
    expect(left).toEqual(['dateTimeFrom', 'dateTimeTo', 'closingDateFrom', 'closingDateTo']);
  });
});
