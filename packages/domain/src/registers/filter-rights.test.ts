import { describe, expect, it } from 'vitest';
import { visitListRegister } from '../visits/visit-list-register.ts';
import { canUseFilter, filterRightsErrors, usableFilters } from './filter-rights.ts';
import type { FilterDefinition, RegisterDefinition } from './register-definition.ts';

const user = (...groups: string[]) => ({ groups });
const countryFilter: FilterDefinition = {
  name: 'countryCodes',
  operator: 'in',
  input: 'textList',
  capability: 'filterByCountry',
};
const registerOf = (resource: RegisterDefinition['resource']) => ({
  resource,
  filters: [{ name: 'name', operator: 'contains', input: 'text' } as FilterDefinition, countryFilter],
});

describe('filter rights (platform §6)', () => {
  it('gives the country filter to multi-country users everywhere, contact-centre operators for pickups, administrator-god for conditions', () => {
    expect(canUseFilter(user('base', 'multi_country'), registerOf('tasks'), countryFilter)).toBe(true);
    expect(canUseFilter(user('contact_centre_operator'), registerOf('pickups'), countryFilter)).toBe(true);
    expect(canUseFilter(user('contact_centre_operator'), registerOf('tasks'), countryFilter)).toBe(false);
    expect(canUseFilter(user('administrator_god'), registerOf('conditions_of_shipment'), countryFilter)).toBe(
      true,
    );
    expect(canUseFilter(user('administrator_god'), registerOf('pickups'), countryFilter)).toBe(false);
    expect(canUseFilter(user('base', 'courier'), registerOf('pickups'), countryFilter)).toBe(false);
  });

  it('lists the filters a user may use, the unguarded ones always', () => {
    expect(usableFilters(user('base'), registerOf('pickups')).map((filter) => filter.name)).toEqual(['name']);
    expect(
      usableFilters(user('base', 'branch_employee'), visitListRegister).map((f) => f.name),
    ).not.toContain('divisions');
    expect(usableFilters(user('service_desk'), visitListRegister).map((f) => f.name)).toContain('divisions');
  });

  it('names the refused filters of a query; empty values are not filters', () => {
    const pickups = registerOf('pickups');
    expect(filterRightsErrors(user('base'), pickups, { name: 'x', countryCodes: ['PL'] })).toEqual({
      countryCodes: 'filter.forbidden',
    });
    expect(filterRightsErrors(user('base'), pickups, { countryCodes: [] })).toEqual({});
    expect(filterRightsErrors(user('base'), pickups, { name: 'x' })).toEqual({});
  });

  it('takes several countries at once only from multi-country users ("Setting multiple countries")', () => {
    const pickups = registerOf('pickups');
    const two = { countryCodes: ['PL', 'UA'] };
    expect(filterRightsErrors(user('contact_centre_operator'), pickups, { countryCodes: ['PL'] })).toEqual(
      {},
    );
    expect(filterRightsErrors(user('contact_centre_operator'), pickups, two)).toEqual({
      countryCodes: 'filter.singleCountry',
    });
    expect(filterRightsErrors(user('base', 'multi_country'), pickups, two)).toEqual({});
  });
});

describe('country filters of the registers', () => {
  it('gate the country filter of pickups and the condition registers with filterByCountry', async () => {
    const { REGISTERS } = await import('./index.ts');
    const scoped: readonly string[] = [
      'pickups',
      'conditions',
      'conditions_of_shipment',
      'conditions_of_shipment_service',
    ];
    for (const register of Object.values(REGISTERS) as RegisterDefinition[]) {
      if (!register.resource || !scoped.includes(register.resource)) continue;
      const country = register.filters.find((filter) => filter.name === 'countryCodes');
      if (country) expect(country.capability, register.key).toBe('filterByCountry');
    }
  });
});
