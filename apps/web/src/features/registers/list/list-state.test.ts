import { REGISTERS } from '@console/domain';
import { describe, expect, it } from 'vitest';
import {
  checkFilters,
  cleanFilterValues,
  listQuery,
  missesTodayDefault,
  readListState,
  todayIsoDate,
  writeListState,
} from './list-state.ts';

const countries = REGISTERS.countries;
const languages = REGISTERS.languages;

describe('sort in the URL', () => {
  const shipments = REGISTERS.shipments;
  const now = new Date('2026-11-24T10:00:00');

  it('keeps a sortable column in the URL and the request, and drops any other', () => {
    const state = readListState(shipments, new URLSearchParams('sort=-dateTime&dateTimeFrom=2026-11-01'), {
      now,
    });
    expect(state.sort).toBe('-dateTime');
    expect(writeListState(shipments, state)).toBe('dateTimeFrom=2026-11-01&sort=-dateTime');
    expect(listQuery(state)).toMatchObject({ sort: '-dateTime', page: 1 });
    for (const sort of ['number', '-number', '']) {
      const other = readListState(shipments, new URLSearchParams(`sort=${sort}`), { now });
      expect(other.sort, sort).toBeUndefined();
      expect(listQuery(other)).not.toHaveProperty('sort');
    }
    expect(readListState(countries, new URLSearchParams('sort=code')).sort).toBeUndefined();
  });
});

describe('list state in the URL', () => {
  it('reads page and filters, lists written as name[] or name', () => {
    const params = new URLSearchParams('page=3&codes[]=PL&codes[]=DE&name=Pol&deletionMark=false');
    expect(readListState(countries, params)).toEqual({
      page: 3,
      filters: { codes: ['PL', 'DE'], name: 'Pol', deletionMark: 'false' },
    });
    expect(readListState(countries, new URLSearchParams('codes=PL')).filters).toEqual({ codes: ['PL'] });
  });

  it('falls back to page 1 and ignores parameters that are no filter of the register', () => {
    expect(readListState(countries, new URLSearchParams('page=-2&colour=red'))).toEqual({
      page: 1,
      filters: {},
    });
  });

  it('writes what it reads, lists as name[] and page 1 left out', () => {
    const query = writeListState(countries, { page: 1, filters: { codes: ['PL', 'DE'], name: 'Pol' } });
    expect(query).toBe('codes[]=PL&codes[]=DE&name=Pol');
    expect(readListState(countries, new URLSearchParams(query))).toEqual({
      page: 1,
      filters: { codes: ['PL', 'DE'], name: 'Pol' },
    });
    expect(writeListState(countries, { page: 4, filters: {} })).toBe('page=4');
  });

  it('keeps a deletion filter with a default as "all" once the user clears it', () => {
    const withDefault = {
      ...countries,
      filters: countries.filters.map((filter) =>
        filter.input === 'deletion' ? { ...filter, defaultValue: false } : filter,
      ),
    };
    expect(readListState(withDefault, new URLSearchParams('')).filters).toEqual({ deletionMark: 'false' });
    const query = writeListState(withDefault, { page: 1, filters: {} });
    expect(query).toBe('deletionMark=all');
    expect(readListState(withDefault, new URLSearchParams(query)).filters).toEqual({ deletionMark: 'all' });
  });

  it('cleans form values: trimmed, blanks dropped, lists deduplicated', () => {
    expect(
      cleanFilterValues(countries, { name: '  Pol ', codes: ['PL', ' PL', ''], customsZones: [] }),
    ).toEqual({
      name: 'Pol',
      codes: ['PL'],
    });
  });
});

describe('filters checked before they are sent (registers §5)', () => {
  it('refuses 11 country codes and keeps the other filters', () => {
    const codes = ['PL', 'DE', 'FR', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'AT', 'CZ'];
    const check = checkFilters(countries, { codes, name: 'a' });
    expect(Object.keys(check.issues)).toEqual(['codes']);
    expect(check.issues.codes?.code).toBe('too_big');
    expect(check.valid).toEqual({ name: 'a' });
    expect(check.blocked).toBe(false);
    expect(checkFilters(countries, { codes: codes.slice(0, 10) }).issues).toEqual({});
  });

  it('refuses a language name of one letter in the filter (3 to 40)', () => {
    const check = checkFilters(languages, { name: 'E' });
    expect(check.issues.name?.code).toBe('too_small');
    expect(check.valid).toEqual({});
    expect(checkFilters(languages, { name: 'Eng' }).issues).toEqual({});
  });

  it('accepts lower-case country codes (the filter uppercases them)', () => {
    expect(checkFilters(countries, { codes: ['pl'] }).issues).toEqual({});
  });
});

describe('date filters that default to today (registers §2.1)', () => {
  const shipments = REGISTERS.shipments;
  const noon = new Date(2026, 10, 23, 12, 0, 0);

  it("open with today's date in the user's time zone", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(readListState(shipments, new URLSearchParams(''), { now: noon }).filters).toEqual({
      dateTimeFrom: '2026-11-23',
    });
    expect(missesTodayDefault(shipments, new URLSearchParams(''))).toBe(true);
  });

  it('keep a date the URL names, and are written into the URL like any filter', () => {
    const params = new URLSearchParams('dateTimeFrom=2026-11-01');
    expect(readListState(shipments, params, { now: noon }).filters).toEqual({ dateTimeFrom: '2026-11-01' });
    expect(missesTodayDefault(shipments, params)).toBe(false);
    expect(writeListState(shipments, { page: 1, filters: { dateTimeFrom: '2026-11-23' } })).toBe(
      'dateTimeFrom=2026-11-23',
    );
  });

  it('stay cleared once the user clears them (written as an empty value)', () => {
    const query = writeListState(shipments, { page: 1, filters: { number: 'SH' } });
    expect(query).toBe('number=SH&dateTimeFrom=');
    const params = new URLSearchParams(query);
    expect(readListState(shipments, params, { now: noon }).filters).toEqual({ number: 'SH' });
    expect(missesTodayDefault(shipments, params)).toBe(false);
  });
});

describe('the visit list\'s divisions filter (registers §2.3 "divisions (preset by source; default)")', () => {
  const visits = REGISTERS.visit_list_page;
  const division = '1b2c3d4e-0000-4000-8000-000000000001';
  const now = new Date(2026, 10, 23, 12, 0, 0);

  it('opens on the division the user works in, and keeps the divisions the URL names', () => {
    expect(
      readListState(visits, new URLSearchParams(''), { now, divisionId: division }).filters,
    ).toMatchObject({
      divisions: [division],
    });
    const other = '1b2c3d4e-0000-4000-8000-000000000003';
    const named = new URLSearchParams(`divisions[]=${other}`);
    expect(readListState(visits, named, { now, divisionId: division }).filters.divisions).toEqual([other]);
    // A user with no division has no default.
    expect(readListState(visits, new URLSearchParams(''), { now }).filters).not.toHaveProperty('divisions');
  });

  it('stays cleared once the user clears it', () => {
    const query = writeListState(visits, { page: 1, filters: { createdAtFrom: '2026-11-23' } });
    expect(query).toContain('divisions=');
    const cleared = readListState(visits, new URLSearchParams(query), { now, divisionId: division });
    expect(cleared.filters).not.toHaveProperty('divisions');
  });
});
