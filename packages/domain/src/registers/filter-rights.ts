import { type CapabilityUser, can } from '../capabilities.ts';
import type { FilterDefinition, RegisterDefinition } from './register-definition.ts';

/**
 * Who may use which filter of a register (platform §6): a filter declaring a capability is for
 * its holders only — "Visit list division filtering", "Filtering by country" (which depends on the
 * register: pickups for contact-centre operators, conditions for administrator-god). A country
 * filter with more than one country also takes "Setting multiple countries".
 */
export function canUseFilter(
  user: CapabilityUser,
  register: Pick<RegisterDefinition, 'resource'>,
  filter: Pick<FilterDefinition, 'capability'>,
): boolean {
  if (!filter.capability) return true;
  return can(user, filter.capability, register.resource ? { resource: register.resource } : {});
}

/** The filters the console shows the user. */
export function usableFilters<F extends FilterDefinition>(
  user: CapabilityUser,
  register: Pick<RegisterDefinition, 'resource'> & { filters: readonly F[] },
): F[] {
  return register.filters.filter((filter) => canUseFilter(user, register, filter));
}

const isSent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The filters of a list query the user may not send, as `{ name: message key }`: empty when the
 * query is allowed. The server answers 403 with these as `errors`.
 */
export function filterRightsErrors(
  user: CapabilityUser,
  register: Pick<RegisterDefinition, 'resource' | 'filters'>,
  query: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const filter of register.filters) {
    const value = query[filter.name];
    if (!filter.capability || !isSent(value)) continue;
    if (!canUseFilter(user, register, filter)) errors[filter.name] = 'filter.forbidden';
    else if (
      filter.capability === 'filterByCountry' &&
      Array.isArray(value) &&
      value.length > 1 &&
      !can(user, 'setMultipleCountries')
    )
      errors[filter.name] = 'filter.singleCountry';
  }
  return errors;
}
