import type { FilterDefinition, RegisterDefinition } from './register-definition.ts';

const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  (!Array.isArray(value) || value.some((item) => item !== ''));

/** Whether the filter's value names rows outright: any value, or a whole number matching its pattern. */
function names(filter: FilterDefinition, value: unknown): boolean {
  if (!filter.namesRows || !hasValue(value)) return false;
  if (filter.namesRows === true) return true;
  const pattern = filter.namesRows;
  const values = Array.isArray(value) ? value : [value];
  return values.every((item) => pattern.test(String(item).trim().toUpperCase()));
}

/**
 * A search by an exact number or id ignores the date range (registers §2.3 says so of the visit
 * and scan lists; the shipment lists follow): a shipment created last week is found by its number
 * though the list opens with "Created from = today".
 */
export function namesRowsOutright(
  register: Pick<RegisterDefinition, 'filters'>,
  query: Readonly<Record<string, unknown>>,
): boolean {
  return register.filters.some((filter) => names(filter, query[filter.name]));
}

/** The filters a search by number or id leaves out: the from/to bounds of dates. */
export function isDateRangeFilter(filter: FilterDefinition): boolean {
  return filter.input === 'date' && (filter.operator === 'from' || filter.operator === 'to');
}
