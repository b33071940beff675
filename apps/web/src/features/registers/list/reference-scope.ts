import type { FilterDefinition } from '@console/domain';
import type { ListParams } from '../register-api.ts';

/**
 * The parameters a filter's reference search is narrowed by (registers §2.3 "city districts of the
 * chosen country", §6 "Some search presets use the user's country code"): the countries chosen in
 * the panel's other filter, else the user's own country. None when the filter asks for no scope.
 */
export function referenceScope(
  filter: FilterDefinition,
  chosen: unknown,
  userCountryCode: string | undefined,
): ListParams {
  if (!filter.countryFrom) return {};
  const countries = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  if (countries.length > 0) return { [filter.countryFrom.param]: countries };
  return userCountryCode ? { [filter.countryFrom.param]: [userCountryCode] } : {};
}
