import type { RouteName } from '@console/domain';
import { dequal } from 'dequal/lite';

/** Route parameters as react-router's `useParams()` gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface TabLabel {
  /** 'text' is shown as is (a number or a name); 'i18n' is a translation key. */
  kind: 'text' | 'i18n';
  value: string;
  /** Placeholders of an 'i18n' label, each given as a translation key (`{ register: 'routes.countries' }`). */
  params?: Readonly<Record<string, string>>;
}

export interface WorkspaceTab {
  key: string;
  routeName: RouteName;
  /** pathname + search of the page, to return to it. */
  path: string;
  label: TabLabel;
  /** The tab that owns this one: closing the owner closes it too. */
  parentKey?: string;
}

export const HOME_ROUTE = 'home' satisfies RouteName;
export const EMPLOYEE_WORKPLACE_ROUTE = 'employee_workplace' satisfies RouteName;

/** Routes that are not tabs: home is where closing the last tab goes. */
const UNTABBED_ROUTES: ReadonlySet<RouteName> = new Set([HOME_ROUTE, 'login', 'not_found']);

/** Pages opened from the employee workplace become its child tabs. */
export const WORKPLACE_CHILD_ROUTES: ReadonlySet<RouteName> = new Set(['visit', 'one_shipment', 'scan_edit']);

/** Visit, pickup, template, scan and mass-issuance pages lose their stored data when closed. */
export const CLEARS_STORED_DATA_ON_CLOSE: ReadonlySet<RouteName> = new Set([
  'visit',
  'pickups_create',
  'pickups_view',
  'templates_create',
  'templates_edit',
  'scan_edit',
  // The auto-accept page works on the scan just created, stored like scan_edit's.
  'pudo_auto_accept',
  'mass_shipments_issuance',
]);

/** Editor routes and the register (collection) they edit; the generic editors take it from `:collection`. */
const EDITOR_COLLECTIONS: Readonly<Partial<Record<RouteName, string>>> = {
  edit_staffs: 'staffs',
  edit_translation: 'translations',
  condition_edit: 'conditions',
  conditions_of_shipment_edit: 'conditions_of_shipment',
  conditions_of_shipment_service_edit: 'conditions_of_shipment_service',
  templates_edit: 'templates',
  payment_edit: 'payments',
  problem_parcel_edit: 'problem_parcels',
  order_edit: 'orders',
  scan_edit: 'scanning',
  pickups_create: 'pickups',
  pickups_view: 'pickups',
  route_optimization_edit: 'route_optimization',
  time_intervals_edit: 'time_intervals',
  edit_task: 'tasks',
  edit_task_client_address: 'tasks',
  edit_task_postomat: 'tasks',
  edit_task_pudo: 'tasks',
};

/** Tabs labelled with the record's number once it is known, and with its name. */
const NUMBER_LABELLED_ROUTES: ReadonlySet<RouteName> = new Set([
  'visit',
  'scan_edit',
  'payment_edit',
  'order_edit',
  'problem_parcel_edit',
]);
const NAME_LABELLED_ROUTES: ReadonlySet<RouteName> = new Set(['condition_edit', 'templates_edit']);

export function isTabbedRoute(routeName: RouteName): boolean {
  return !UNTABBED_ROUTES.has(routeName);
}

/**
 * The tab of a page: page type or collection plus route parameters (registers §2.4).
 * visit → `visit.{id}`; one_shipment → `one_shipment.{id}.{mode}`; editors →
 * `{collection}.{id}`; register lists → the collection; other routes → the route
 * name followed by any parameter values.
 */
export function tabKeyFor(routeName: RouteName, params: RouteParams = {}): string {
  const id = params.id || undefined;
  if (routeName === 'visit') return `visit.${id ?? 'new'}`;
  if (routeName === 'one_shipment') return `one_shipment.${id ?? 'new'}.${params.mode || 'edit'}`;
  const collection = params.collection || EDITOR_COLLECTIONS[routeName];
  if (collection && id) return `${collection}.${id}`;
  if (params.collection) return params.collection;
  const values = Object.keys(params)
    .filter((name) => name !== '*')
    .sort()
    .map((name) => params[name])
    .filter((value): value is string => Boolean(value));
  return [routeName, ...values].join('.');
}

/**
 * The tab's label: the record's number (visit, scan, payment, order, problem
 * parcel) or name (condition, template) when known, else the translated name of
 * the page's collection, `routes.{collection}` for the generic editors and
 * `routes.{routeName}` otherwise. Pages that load the record later call `setTabLabel`.
 */
export function tabLabelFor(
  routeName: RouteName,
  params: RouteParams = {},
  record: { number?: string | number | null; name?: string | null } = {},
): TabLabel {
  if (NUMBER_LABELLED_ROUTES.has(routeName) && record.number != null && record.number !== '') {
    return { kind: 'text', value: String(record.number) };
  }
  if (NAME_LABELLED_ROUTES.has(routeName) && record.name) return { kind: 'text', value: record.name };
  return { kind: 'i18n', value: `routes.${params.collection || routeName}` };
}

/** The text a label shows; `t` translates the 'i18n' kind and its placeholders. */
export function tabLabelText(
  t: (key: string, options?: Record<string, string>) => string,
  label: TabLabel,
): string {
  if (label.kind === 'text') return label.value;
  if (!label.params) return t(label.value);
  const params = Object.fromEntries(Object.entries(label.params).map(([name, key]) => [name, t(key)]));
  return t(label.value, params);
}

/** Two labels show the same text. */
export function sameTabLabel(a: TabLabel, b: TabLabel): boolean {
  return a.kind === b.kind && a.value === b.value && dequal(a.params, b.params);
}
