import { z } from 'zod';
import type { Capability } from '../capabilities.ts';
import type { ResourceName } from '../resources.ts';
import type { RouteName } from '../routes.ts';
import type { Tone } from '../statuses.ts';
import { SORT_PARAM, sortableFields, sortParamSchema } from './list-sort.ts';

/**
 * One register declared once: the server's generic collection handler and the
 * console's generic list page and editor are both driven by it (STYLE.md "Registers are data").
 */

/** How a filter value narrows the rows; the server turns each into indexed SQL. */
export type FilterOperator =
  /** column = value */
  | 'equals'
  /** column = any(values) */
  | 'in'
  /** column <> all(values), or null (division search leaves out Office) */
  | 'notIn'
  /** case-insensitive substring (trigram-indexed) */
  | 'contains'
  /** case-insensitive prefix */
  | 'startsWith'
  /** column >= value */
  | 'from'
  /** column <= value (a date "to" means the end of that day) */
  | 'to'
  /** the deletion mark: null = all, true = marked, false = not marked */
  | 'deletion'
  /** substring over several columns (the textSearch of search sources) */
  | 'search';

export interface FilterDefinition {
  /** Query parameter name as the catalogue spells it (`codes`, `countryCodes`, `name`, `deletionMark`). */
  name: string;
  operator: FilterOperator;
  /** Field(s) the filter applies to; defaults to the filter name. `search` takes several. */
  fields?: readonly string[];
  /** Input the filter panel shows. */
  input:
    | 'text'
    | 'textList'
    | 'select'
    | 'multiSelect'
    | 'boolean'
    | 'deletion'
    | 'date'
    | 'reference'
    | 'referenceList';
  /** Options of select inputs (values; labels come from `registers.{key}.options.{name}.{value}`). */
  options?: readonly string[];
  /** Register whose search source feeds a reference input. */
  reference?: RegisterKey;
  /**
   * Narrows the reference's search to the countries chosen in another filter of the panel, else to
   * the user's country (registers §2.3 "divisionIds (city districts of the chosen country)", §6
   * "Some search presets use the user's country code"): `param` of the search, `filter` of the panel.
   */
  countryFrom?: { param: string; filter: string };
  /**
   * A value the filter starts with when the list opens: a value, `TODAY_FILTER_DEFAULT` (today's
   * date) or `USER_DIVISION_FILTER_DEFAULT` (the division the user works in).
   */
  defaultValue?: unknown;
  /**
   * The filter names rows outright (ids, numbers): while it holds a value — a whole number, where
   * this is a pattern — the date range does not apply (registers §2.3; see `namesRowsOutright`).
   */
  namesRows?: true | RegExp;
  /**
   * A capability of platform §6 the filter needs (the visit list's divisions, a country filter):
   * the console hides it and the server refuses it (403) from users without it; see `filterRights`.
   */
  capability?: Capability;
  /**
   * `false`: the API applies the filter but the filter panel does not offer it (the production
   * calendar's range beside the single day the spec gives the panel).
   */
  panel?: false;
}

export type FieldInput =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'select'
  | 'date'
  | 'datetime'
  | 'time'
  | 'reference'
  | 'textList'
  | 'timezone'
  | 'latitude'
  | 'longitude'
  | 'polygon'
  /** An object edited through its `fields` (groups may nest). */
  | 'group'
  /** A list of objects edited as a table, one column per entry of `fields`. */
  | 'rows'
  /** Opening hours per weekday with the schedule's type and holiday rule (`workScheduleSchema`). */
  | 'weekSchedule'
  /** Read-only `{ name, value }` rows (or an object's entries) shown as a list of names and values. */
  | 'keyValues';

/**
 * An input inside a `group` or a column of `rows`. Sizes and weights keep the stored units
 * and are typed in the units shown (registers §9 "Units"): `length` is stored in mm and typed
 * in cm, `weight` stored in g and typed in kg.
 */
export interface SubFieldDefinition {
  name: string;
  input: 'text' | 'number' | 'boolean' | 'date' | 'length' | 'weight' | 'group';
  required?: boolean;
  /** The inputs of a nested `group`. */
  fields?: readonly SubFieldDefinition[];
}

/** When a field may be written: on create only (keys), on both, or never (shown read-only). */
export type Editability = 'always' | 'create' | 'never';

export interface FieldDefinition {
  /** JSON name (camelCase), as the spec names it. */
  name: string;
  input: FieldInput;
  /** Editor tab holding the field. */
  tab: string;
  editable: Editability;
  required?: boolean;
  options?: readonly string[];
  reference?: RegisterKey;
  /** A reference stored in upper case though its target keys it in lower case (a country's languageCode). */
  referenceCase?: 'upper';
  /** The inputs of a `group`, the columns of `rows`. */
  fields?: readonly SubFieldDefinition[];
}

export interface ColumnDefinition {
  field: string;
  /** Rendering: tones colour statuses, references show the referenced record's label. */
  kind?: 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'tone' | 'list';
  tones?: Readonly<Record<string, Tone>>;
  sortable?: boolean;
}

/** A navigation button to a related register, carrying filters from the selected row. */
export interface RelatedLink {
  target: RegisterKey;
  /** Query parameter of the target → field of the selected row (`{ regionId: 'id', 'countryCodes': 'countryCode' }`). */
  params: Readonly<Record<string, string>>;
}

/** The register as a source of autocomplete suggestions (registers §7 "Search-field sources"). */
export interface SearchSource {
  /** Query parameter the typed text goes into (`name`, `textSearch`). */
  textParam: string;
  /** Field whose value is stored when a suggestion is picked (`code`, `id`, `login`). */
  valueField: string;
  /** Fields joined with a space to make the suggestion label. */
  labelFields: readonly string[];
  /** Filters always sent (division sources NPAX, NPUA, NPDepartment; status Working; deletionMark false). */
  presets?: Readonly<Record<string, unknown>>;
  /** How many suggestions one search asks for: `SUGGESTION_LIMIT` unless said (countries 20, registers §9). */
  limit?: number;
}

/**
 * A call a toolbar button makes on the selected row (registers §2.1 "delete may be overridden"):
 * `{id}` in the path is the row's key, `{field}` another field of the row.
 */
export interface RowCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API path template under `/api/v1/`. */
  path: string;
  /** Rows the call applies to; the toolbar uses the first call that applies (none: disabled). */
  appliesTo?: (row: Readonly<Record<string, unknown>>) => boolean;
  /** The platform §6 capability that offers the call, instead of the resource's remove right. */
  capability?: Capability;
  /** The request body, built from the row. */
  body?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

export interface RegisterDefinition<Key extends string = string> {
  /** Register key = the spec's route name of the list (`countries`, `cargo_categories`). */
  key: Key;
  /** API collection path (`countries`, `delivery-partners`). */
  path: string;
  /** Rights come from `resourcePermissions(user, resource)`. */
  resource: ResourceName | null;
  /** Route of the list screen (the spec's route table gives its roles). */
  route: RouteName | null;
  /** The key column: natural key where the spec keys by one (`code`, `tin`, `number`, `mdmId`), else `id`. */
  keyField: string;
  columns: readonly ColumnDefinition[];
  filters: readonly FilterDefinition[];
  /** Validates the list query (page, limit and every filter). */
  filterSchema: z.ZodType;
  tabs: readonly string[];
  fields: readonly FieldDefinition[];
  /** Body of POST; of PUT/PATCH, with create-only fields left out. */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Fields translated per language in the translations tab (`name`, `shortName`). */
  translatedFields?: readonly string[];
  related?: readonly RelatedLink[];
  search?: SearchSource;
  /** Registers §2.1: create disabled on the list or in the generic editor. */
  createDisabled?: boolean;
  /** Default sort (field, direction). */
  sort?: { field: string; direction: 'asc' | 'desc' };
  /**
   * Which generic routes serve it: 'all' (default) or only the list `GET {collection}`, for
   * operational registers whose records are read and written by their own workflow routes.
   */
  genericRoutes?: 'all' | 'list';
  /**
   * A route that opens a row instead of the generic editor, with `{ collection, id, mode: 'edit' }`
   * or `{ id }` as its parameters (shipments open one_shipment, visits open visit).
   */
  editorRoute?: RouteName;
  /**
   * Routes that open rows by the value of one of their fields instead of `editorRoute` (registers
   * §2.4: a Draft pickup opens pickups_create; a task its type's own form).
   */
  editorRouteOf?: { field: string; routes: Readonly<Record<string, RouteName>> };
  /** What Delete calls: the deletion mark `DELETE {path}/{id}` when absent; an empty list offers none. */
  deleteCalls?: readonly RowCall[];
}

/**
 * Keeps literal keys so `REGISTERS.countries` is typed. A register with `sortable` columns takes
 * the `sort` parameter in its list query (`sort=createdAt`, `sort=-createdAt`); any other field,
 * and `sort` on a register without sortable columns, is refused.
 */
export function defineRegister<const Key extends string>(
  definition: RegisterDefinition<Key>,
): RegisterDefinition<Key> {
  const sortable = sortableFields(definition.columns);
  if (sortable.length === 0) return definition;
  const { filterSchema } = definition;
  if (!(filterSchema instanceof z.ZodObject)) {
    throw new Error(`Register ${definition.key} sorts but its filter schema is not an object`);
  }
  return {
    ...definition,
    filterSchema: filterSchema.extend({ [SORT_PARAM]: sortParamSchema(sortable).optional() }),
  };
}

export type RegisterKey = string;

/** Paging of every list (registers §2.1): page from 1, 15 per page by default. */
export const DEFAULT_PAGE = 1;
export const MAX_PAGE_SIZE = 100;

/** A division filter's default: the division the user works in (registers §2.3 visit list "default"). */
export const USER_DIVISION_FILTER_DEFAULT = 'userDivision';
