import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type FilterDefinition,
  type RegisterDefinition,
  SORT_PARAM,
  sortableFields,
  TODAY_FILTER_DEFAULT,
  USER_DIVISION_FILTER_DEFAULT,
} from '@console/domain';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { listValues, toQueryString } from '../query-string.ts';

/** A filter's value as the URL and the filter form hold it: text, or a list of texts. */
export type FilterValue = string | string[];
export type FilterValues = Record<string, FilterValue>;

/** What a list screen shows: the page, the filters and the sort, all kept in the URL. */
export interface ListState {
  page: number;
  filters: FilterValues;
  /** `createdAt` or `-createdAt` (descending); absent = the register's default order. */
  sort?: string;
}

/** The URL's sort when it names a sortable column of the register, else none (the default order). */
export function readSort(register: RegisterDefinition, params: URLSearchParams): string | undefined {
  const value = params.get(SORT_PARAM);
  if (!value) return undefined;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return sortableFields(register.columns).includes(field) ? value : undefined;
}

const LIST_INPUTS: ReadonlySet<FilterDefinition['input']> = new Set([
  'textList',
  'multiSelect',
  'referenceList',
]);

/** Filters that take several values (sent as `name[]=a&name[]=b`). */
export function isListFilter(filter: FilterDefinition): boolean {
  return LIST_INPUTS.has(filter.input);
}

/** The deletion filter's values: absent or `all` = all rows (registers §2.1). */
export const DELETION_ALL = 'all';

/** Today in the user's time zone, as date filters hold it (registers §2.1 "today at midnight"). */
export function todayIsoDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** What a list's defaults may depend on: the clock and the division the user works in. */
export interface ListContext {
  now?: Date;
  divisionId?: string | undefined;
}

function defaultOf(filter: FilterDefinition, context: ListContext = {}): FilterValue | undefined {
  const value = filter.defaultValue;
  if (value === undefined || value === null) return undefined;
  if (value === TODAY_FILTER_DEFAULT) return todayIsoDate(context.now);
  if (value === USER_DIVISION_FILTER_DEFAULT) return context.divisionId ? [context.divisionId] : undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}

/** Date filters that open with today's date; the date is written into the URL when the list opens. */
export function isTodayDefault(filter: FilterDefinition): boolean {
  return filter.defaultValue === TODAY_FILTER_DEFAULT;
}

/**
 * A default that depends on who or when (today, the user's division): one the user cleared is
 * kept in the URL as an empty `name=`, so a reload does not bring it back.
 */
function hasContextDefault(filter: FilterDefinition): boolean {
  return isTodayDefault(filter) || filter.defaultValue === USER_DIVISION_FILTER_DEFAULT;
}

function isEmpty(value: FilterValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Page and filters from the URL; a filter the URL leaves out takes its default. A today
 * default the user cleared stays in the URL as `name=` (present, empty) and is not brought back.
 */
export function readListState(
  register: RegisterDefinition,
  params: URLSearchParams,
  context: ListContext = {},
): ListState {
  const filters: FilterValues = {};
  for (const filter of register.filters) {
    const value = isListFilter(filter) ? listValues(params, filter.name) : (params.get(filter.name) ?? '');
    const cleared = hasContextDefault(filter) && params.has(filter.name);
    const chosen = isEmpty(value) && !cleared ? defaultOf(filter, context) : value;
    if (chosen !== undefined && !isEmpty(chosen)) filters[filter.name] = chosen;
  }
  const page = Number(params.get('page'));
  const sort = readSort(register, params);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
    filters,
    ...(sort ? { sort } : {}),
  };
}

/**
 * The URL query of a list state. A filter with a default that the user cleared is
 * written as `all` for the deletion filter and as an empty `name=` for a today date,
 * so a reload does not bring the default back.
 */
export function writeListState(register: RegisterDefinition, state: ListState): string {
  const values: Record<string, FilterValue | number> = {};
  const cleared: string[] = [];
  for (const filter of register.filters) {
    const value = state.filters[filter.name];
    if (!isEmpty(value) && value !== undefined) values[filter.name] = value;
    else if (filter.input === 'deletion' && defaultOf(filter) !== undefined)
      values[filter.name] = DELETION_ALL;
    else if (hasContextDefault(filter)) cleared.push(`${encodeURIComponent(filter.name)}=`);
  }
  if (state.sort) values[SORT_PARAM] = state.sort;
  if (state.page !== DEFAULT_PAGE) values.page = state.page;
  return [toQueryString(values), ...cleared].filter(Boolean).join('&');
}

/** True when the URL lacks a today-defaulted filter: the list then writes the date into it. */
export function missesTodayDefault(register: RegisterDefinition, params: URLSearchParams): boolean {
  return register.filters.some((filter) => isTodayDefault(filter) && !params.has(filter.name));
}

/** Form values → filter values: empty inputs dropped, texts trimmed, lists of non-empty texts. */
export function cleanFilterValues(
  register: RegisterDefinition,
  values: Record<string, unknown>,
): FilterValues {
  const filters: FilterValues = {};
  for (const filter of register.filters) {
    const value = values[filter.name];
    if (Array.isArray(value)) {
      const items = value.map((item) => String(item).trim()).filter((item) => item !== '');
      if (items.length > 0) filters[filter.name] = [...new Set(items)];
    } else if (value !== undefined && value !== null && String(value).trim() !== '') {
      filters[filter.name] = String(value).trim();
    }
  }
  return filters;
}

export interface FilterCheck {
  /** The filters that passed, as they go to the API. */
  valid: FilterValues;
  /** The first failed rule of each refused filter (`_` when the rule spans several). */
  issues: Record<string, z.core.$ZodIssue>;
  /** A rule that no single filter answers for failed: nothing may be sent. */
  blocked: boolean;
}

/**
 * Checks filters with the register's `filterSchema` before anything is sent (registers §5):
 * a refused filter is reported and left out, the others still apply.
 */
export function checkFilters(register: RegisterDefinition, filters: FilterValues): FilterCheck {
  const valid: FilterValues = { ...filters };
  const issues: Record<string, z.core.$ZodIssue> = {};
  // A refused filter is taken out and the rest checked again, so one bad value
  // does not hide a rule that spans several filters.
  for (let round = 0; round <= register.filters.length; round += 1) {
    const result = register.filterSchema.safeParse(
      { ...valid, page: DEFAULT_PAGE, limit: DEFAULT_PAGE_SIZE },
      { reportInput: true },
    );
    if (result.success) return { valid, issues, blocked: false };
    let removed = false;
    for (const issue of result.error.issues) {
      const name = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
      issues[name] ??= issue;
      if (name in valid) {
        delete valid[name];
        removed = true;
      }
    }
    if (!removed) return { valid, issues, blocked: true };
  }
  return { valid, issues, blocked: true };
}

/** The query of `GET {path}`: page, page size, the filters and the sort. */
export function listQuery(
  state: ListState,
  limit: number = DEFAULT_PAGE_SIZE,
): Record<string, FilterValue | number> {
  return { ...state.filters, ...(state.sort ? { [SORT_PARAM]: state.sort } : {}), page: state.page, limit };
}
