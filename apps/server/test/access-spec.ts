import { CAPABILITY_TABLE, RESOURCE_TABLE, SCREEN_TABLE, TABLE } from './access-entries.ts';
import { ROUTE_TABLE } from './access-entries-routes.ts';
import { type Entry, NO_SUCH_ID, SERVICE } from './access-rules.ts';
import { SAMPLE_PARAMS } from './route-callers.ts';

/**
 * Who may call what, written from the spec's text (platform §2 screens, §6 capabilities, the
 * registers document's calls) and not from the code's role lists: one entry at least for every
 * route the server registers (access-table.test.ts checks it), each checked against every demo
 * login, and the answer the route walk expects. The guard's own lists are what this checks, so
 * nothing here is imported from them.
 */
export const ACCESS_TABLE: readonly Entry[] = [
  ...TABLE,
  ...RESOURCE_TABLE,
  ...CAPABILITY_TABLE,
  ...SCREEN_TABLE,
  ...ROUTE_TABLE,
];

/** Whether the table lets a user of these groups make the entry's call. */
export function allowedBy(entry: Entry, groups: readonly string[]): boolean {
  const { roles } = entry;
  const byRoute = typeof roles === 'function' ? roles(groups) : groups.some((group) => roles.includes(group));
  return groups.some((group) => SERVICE.includes(group)) && byRoute;
}

const HEALTH = 'no user\'s: the platform\'s health checks (docs/decisions.md "Which calls are public")';
const SIGN_IN_PAGE = '§1 the interface is translated, the sign-in page too';
const TRACKING_LINK =
  "no screen of the spec's: the recipient's tracking link, opened without an account (docs/decisions.md, issue 27)";

/** Routes open without a token, each with the spec's reason (or the decision, where it is silent). */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/v1/auth/login': '§2 login is open; §8 a refused user signs in as somebody else',
  'POST /api/v1/auth/refresh': '§7 on a 401 the client renews the token',
  'POST /api/v1/auth/logout': 'signing out needs no valid token (§7: it may have expired)',
  'GET /api/v1/auth/config': 'the sign-in page reads how to sign in before anyone is signed in',
  'GET /api/v1/health': HEALTH,
  'GET /api/v1/health/live': HEALTH,
  'GET /api/v1/health/ready': HEALTH,
  'GET /api/v1/i18n/languages': SIGN_IN_PAGE,
  'GET /api/v1/i18n/:language/:namespace': SIGN_IN_PAGE,
  'GET /api/v1/tracking/:token': TRACKING_LINK,
  'GET /api/v1/tracking/:token/options': TRACKING_LINK,
  'POST /api/v1/tracking/:token/redirect': TRACKING_LINK,
  'POST /api/v1/tracking/:token/delivery-date': TRACKING_LINK,
};

/** `METHOD url as login` for each login: a departure of several logins on one call. */
const as = (call: string, ...logins: readonly string[]) => logins.map((login) => `${call} as ${login}`);
/** The test's login that holds the role with a service role other than base (access-table.test.ts). */
export const loginWithoutBase = (role: string, companion: 'contact_centre_operator' | 'pudo_manager') =>
  `${role.replaceAll('_', '.')}.with.${companion.replaceAll('_', '.')}`;
const withoutBase = (...roles: readonly string[]) =>
  roles.map((role) => loginWithoutBase(role, 'contact_centre_operator'));

/**
 * Where the guard lets in a login the table refuses, kept with the reason in docs/decisions.md
 * ("Tests that prove what their names say (issue 31)", "The access table grows" and "The access
 * table covers every route"): the visit list and the shipment list are read by every signed-in
 * user, their rows narrowed to the reader's division; a record or a list another screen of the
 * login shows is read by that screen's roles too. Logins `….with.contact.centre.operator` and
 * `….with.pudo.manager` hold the role with that service role instead of base (access-table.test.ts).
 */
export const KNOWN_DEPARTURES: readonly string[] = [
  ...as('GET shipments', 'pudo.manager'),
  ...as('GET visits', 'contact.centre.operator', 'pudo.manager'),
  ...as('GET shipment-modification', 'contact.centre.operator', 'pudo.manager'),
  ...as(`GET shipments/visit-search/${NO_SUCH_ID}`, 'contact.centre.operator'),
  // The scan list: the workplace's and the unloading courier's open scan (registers §7), and the
  // dispatch manager's "Mark all shipments as" (§6).
  ...as(
    'GET scan-registry',
    'pudo.manager',
    ...withoutBase('branch_employee', 'branch_manager', 'terminal_employee', 'dispatch_manager'),
  ),
  // A scan: the scanning list's roles open the scans they list, the workplace its own.
  ...as(
    `GET scan-registry/${NO_SUCH_ID}`,
    ...withoutBase('terminal_employee', 'administrator_god', 'service_desk', 'dispatch_manager'),
  ),
  // A problem parcel and its photos: scan_edit shows the problem parcels registered from the scan.
  ...as(
    `GET problem-parcels/${NO_SUCH_ID}`,
    'pudo.manager',
    ...withoutBase('branch_employee', 'branch_manager'),
  ),
  ...as(
    'GET problem-parcels/attachments',
    'pudo.manager',
    ...withoutBase('branch_employee', 'branch_manager'),
  ),
  // An order: a visit shows its orders ("Selling goods: everyone", §6).
  ...as(
    `GET orders/${NO_SUCH_ID}`,
    'pudo.manager',
    ...withoutBase('terminal_employee', 'terminal_manager', 'service_desk', 'courier'),
  ),
  // A payment: the counter reads back the payment it took (§6 Payment-service feature).
  ...as(
    `GET payments/${NO_SUCH_ID}`,
    ...withoutBase('branch_employee', 'branch_manager', 'terminal_employee', 'terminal_manager'),
  ),
  // Staff: edit_staffs (the generic editor of staffs) names the division-part admin.
  ...as('GET staffs', ...withoutBase('division_part_admin')),
  // Planning registers: the roles of their create and edit screens reach them from the list.
  ...as('GET route_optimization', ...withoutBase('address_delivery_admin')),
  ...as(
    'GET time-intervals',
    ...withoutBase('revision_admin', 'administrator_god', 'service_desk', 'address_delivery_admin'),
  ),
  ...as(
    'GET production_calendar',
    ...withoutBase('revision_admin', 'address_system_admin', 'division_part_admin'),
  ),
  // A scan's look-ups: the dispatch manager's processing hub scans too.
  ...[
    'GET movement-plans',
    'GET barcode-placements',
    'GET vehicles',
    'GET couriers',
    `GET couriers/${NO_SUCH_ID}`,
  ].flatMap((call) => as(call, ...withoutBase('dispatch_manager'))),
];

interface RouteLike {
  method: string;
  url: string;
}

const patternOf = (url: string) => new RegExp(`^${url.replace(/:[a-zA-Z]+/g, '([^/]+)')}$`);
const paramCount = (url: string) => (url.match(/:[a-zA-Z]+/g) ?? []).length;

/**
 * The route a call reaches, as the router picks it: of the routes whose pattern the path fits, the
 * one with the fewest parameters (`tasks/personal` before `tasks/:id`).
 */
export function routeOf<Route extends RouteLike>(
  routes: readonly Route[],
  method: string,
  url: string,
): Route | undefined {
  const path = `/api/v1/${url.split('?')[0]}`;
  return routes
    .filter((route) => route.method === method && patternOf(route.url).test(path))
    .sort((a, b) => paramCount(a.url) - paramCount(b.url))[0];
}

/** The path values of a call on its route, by parameter name. */
export function paramsOf(route: RouteLike, url: string): Record<string, string> {
  const names = [...route.url.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]!);
  const values =
    patternOf(route.url)
      .exec(`/api/v1/${url.split('?')[0]}`)
      ?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

const reachedRoutes = new WeakMap<readonly RouteLike[], Map<Entry, RouteLike | undefined>>();

/** The route each entry's call reaches, worked out once per route list. */
function routeOfEntry(routes: readonly RouteLike[], entry: Entry): RouteLike | undefined {
  let reached = reachedRoutes.get(routes);
  if (!reached) {
    reached = new Map(ACCESS_TABLE.map((each) => [each, routeOf(routes, each.method, each.url)]));
    reachedRoutes.set(routes, reached);
  }
  return reached.get(entry);
}

/**
 * The entries whose call reaches the route with these path values: a parameter that picks the rule
 * (a modification type, a form kind: `SAMPLE_PARAMS`) must name the same value; a record id may be any.
 */
export function entriesOf(
  routes: readonly RouteLike[],
  route: RouteLike,
  params: Record<string, string>,
): Entry[] {
  return ACCESS_TABLE.filter((entry) => {
    if (routeOfEntry(routes, entry) !== route) return false;
    const values = paramsOf(route, entry.url);
    return Object.keys(params).every((name) => !(name in SAMPLE_PARAMS) || values[name] === params[name]);
  });
}
