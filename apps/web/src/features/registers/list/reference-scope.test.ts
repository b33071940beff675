import { timeIntervalsRegister } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { referenceScope } from './reference-scope.ts';

const divisionIds = timeIntervalsRegister.filters.find((filter) => filter.name === 'divisionIds')!;

describe('the time-interval divisionIds filter (registers §2.3 "city districts of the chosen country")', () => {
  it('searches city districts', () => {
    expect(divisionIds.reference).toBe('city_districts');
  });

  it('narrows the search to the countries chosen in the panel', () => {
    expect(referenceScope(divisionIds, ['DE', 'CZ'], 'PL')).toEqual({ countryCodes: ['DE', 'CZ'] });
  });

  it("takes the user's country while none is chosen (registers §6 search presets)", () => {
    expect(referenceScope(divisionIds, undefined, 'PL')).toEqual({ countryCodes: ['PL'] });
    expect(referenceScope(divisionIds, [], 'PL')).toEqual({ countryCodes: ['PL'] });
    expect(referenceScope(divisionIds, [], undefined)).toEqual({});
  });

  it('leaves a filter without a country scope alone', () => {
    const type = timeIntervalsRegister.filters.find((filter) => filter.name === 'type')!;
    expect(referenceScope(type, ['DE'], 'PL')).toEqual({});
  });
});
