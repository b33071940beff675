import { REGISTERS, type RegisterDefinition, type RouteName } from '@console/domain';
import { pathTo } from '../../app/route-paths.ts';

const ALL_REGISTERS: readonly RegisterDefinition[] = Object.values(REGISTERS);

/** A register by its key (`countries`, `cargo_categories`). */
export function registerByKey(key: string): RegisterDefinition | undefined {
  return ALL_REGISTERS.find((register) => register.key === key);
}

/** The register whose list screen is the route. */
export function registerByRoute(routeName: RouteName | null): RegisterDefinition | undefined {
  return routeName === null ? undefined : ALL_REGISTERS.find((register) => register.route === routeName);
}

/** The register an editor URL names: its key, or its API path (`delivery-partners`). */
export function registerByCollection(collection: string | undefined): RegisterDefinition | undefined {
  if (!collection) return undefined;
  return ALL_REGISTERS.find((register) => register.key === collection || register.path === collection);
}

/** Editor routes that name their register themselves rather than through `:collection`. */
const DEDICATED_EDITORS: Readonly<Partial<Record<string, RouteName>>> = {
  staffs: 'edit_staffs',
  translations: 'edit_translation',
};
const EDITOR_ROUTE_COLLECTIONS: Readonly<Partial<Record<RouteName, string>>> = {
  edit_staffs: 'staffs',
  edit_translation: 'translations',
  route_optimization_create: 'route_optimization',
  route_optimization_edit: 'route_optimization',
  time_intervals_create: 'time_intervals',
  time_intervals_edit: 'time_intervals',
};

/** The id of the editor route that creates a record. */
export const NEW_RECORD_ID = 'new';

/** Registers whose spec routes create and edit a record on routes of their own (platform §2). */
const OWN_EDITOR_ROUTES: Readonly<Partial<Record<string, { create: RouteName; edit: RouteName }>>> = {
  route_optimization: { create: 'route_optimization_create', edit: 'route_optimization_edit' },
  time_intervals: { create: 'time_intervals_create', edit: 'time_intervals_edit' },
};

/** The record an editor route opens: its `:id`, or a new one on a create route without one. */
export function editorRecordId(routeName: RouteName | null, id: string | undefined): string | undefined {
  if (id) return id;
  const creates = Object.values(OWN_EDITOR_ROUTES).some((routes) => routes?.create === routeName);
  return creates ? NEW_RECORD_ID : undefined;
}

/** The editor of a record (or of a new one): `edit`, or the register's own editor route. */
export function editorPath(register: RegisterDefinition, id: string): string {
  const own = OWN_EDITOR_ROUTES[register.key];
  if (own) return id === NEW_RECORD_ID ? pathTo(own.create) : pathTo(own.edit, { id });
  const dedicated = DEDICATED_EDITORS[register.key];
  return dedicated ? pathTo(dedicated, { id }) : pathTo('edit', { collection: register.key, id });
}

/** The register an editor route edits, from the route name and its `:collection`. */
export function editedRegister(routeName: RouteName | null, collection: string | undefined) {
  const implied = routeName ? EDITOR_ROUTE_COLLECTIONS[routeName] : undefined;
  return registerByCollection(implied ?? collection);
}

/** The list screen of a register with a query, or undefined when it has no screen of its own. */
export function listPath(register: RegisterDefinition, query = ''): string | undefined {
  if (!register.route) return undefined;
  const path = pathTo(register.route);
  return query ? `${path}?${query}` : path;
}
