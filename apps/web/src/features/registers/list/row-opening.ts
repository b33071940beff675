import type { RegisterDefinition, RouteName } from '@console/domain';
import { pathTo } from '../../../app/route-paths.ts';
import { editorPath } from '../register-lookup.ts';

/**
 * Where a page opened from a register list returns to, as each page's query names it
 * (registers §2.4): one_shipment reads `openedFrom`, the visit reads `from`.
 */
const EDITOR_ROUTE_QUERIES: Readonly<
  Partial<Record<RouteName, (register: RegisterDefinition) => Record<string, string>>>
> = {
  one_shipment: (register) => ({ openedFrom: register.key }),
  visit: () => ({ from: 'visit_list' }),
};

/** The page of a row of a register whose `editorRoute` replaces the generic editor. */
function editorRoutePath(register: RegisterDefinition, routeName: RouteName, id: string): string {
  const query = EDITOR_ROUTE_QUERIES[routeName]?.(register);
  // Path parameters the route does not take are ignored by generatePath.
  return pathTo(routeName, { collection: register.path, id, mode: 'edit' }, query);
}

/**
 * The URL a row opens: the register's own page (`editorRoute`), else the generic editor,
 * else nothing — a register without editor fields has no editor to show (registers §2.1).
 */
export function rowPath(
  register: RegisterDefinition,
  id: string,
  record?: Readonly<Record<string, unknown>>,
): string | undefined {
  const by = register.editorRouteOf;
  const value = by && record?.[by.field];
  const route = (typeof value === 'string' ? by?.routes[value] : undefined) ?? register.editorRoute;
  if (route) return editorRoutePath(register, route, id);
  if (register.fields.length === 0) return undefined;
  return editorPath(register, id);
}

/** A register that creates nothing in the console and has no editor shows no create button. */
export function showsCreateButton(register: RegisterDefinition): boolean {
  return !(register.createDisabled && register.fields.length === 0);
}
