import { REGISTERS } from '@console/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type ApiRoute, paramNames, SAMPLE_PARAMS } from './route-callers.ts';
import { bearer, type TestApp } from './test-app.ts';

/**
 * Where a route's path parameters can point at a record that exists, so a call gets past its
 * 404 to the handler's own checks: the column each one names, by the route's path up to its
 * first parameter (the first parameter) or by the parameter's own name (the ones after it).
 * Registers are found by their listing instead (their key may be a code, not an id).
 */
const FIRST_PARAM: Record<string, string> = {
  users: 'users.id',
  parts: 'division_parts.id',
  visits: 'visits.id',
  pickups: 'pickups.id',
  'v2/pickups': 'pickups.id',
  shipments: 'shipments.id',
  'v2/shipments': 'shipments.id',
  'tracking-history': 'shipments.id',
  'shipments/available-services/id-checking': 'shipments.id',
  'shipments/customs/data': 'shipments.id',
  'shipments/visit-search': 'shipment_parcels.number',
  'pudo/parcels': 'shipment_parcels.number',
  'shipment-delivery-partners': 'shipment_delivery_partners.id',
  'shipment-attachments': 'shipment_attachments.id',
  'shipment-modification-view': 'shipment_modifications.id',
  'shipment-modification/refusal': 'shipment_modifications.id',
  'shipment-modification/return': 'shipment_modifications.id',
  'shipment-modification/redirecting': 'shipment_modifications.id',
  'shipments-data-change': 'shipments.id',
  identification: 'identifications.id',
  'notification-outbox': 'notification_outbox.id',
  templates: 'notification_templates.id',
  payments: 'payments.id',
  'cod-payouts': 'cod_payouts.id',
  orders: 'orders.id',
  tasks: 'tasks.id',
  routes: 'routes.id',
  'courier-shifts': 'courier_shifts.id',
  'routes/build-jobs': 'route_build_jobs.id',
  'scan-registry': 'scan_registries.id',
  'pudo/scan-registry': 'scan_registries.id',
  couriers: 'couriers.barcode',
  'problem-parcels': 'problem_parcels.id',
  'problem-parcels/attachments': 'problem_parcel_attachments.id',
  'mass-operations': 'mass_operations.id',
  conditions: 'conditions.id',
  'conditions-of-shipment': 'conditions_of_shipment.id',
  'conditions-of-shipment-service': 'conditions_of_shipment_service.id',
  'uploads/attached': 'uploads.url',
  tracking: 'shipments.tracking_token',
};
/** First parameters named by no column of their own: a visitor's phone, from the shipments' senders. */
const DERIVED_FIRST_PARAM: Record<string, SQL> = {
  'cid/search': sql`select sender->>'phone' as value from shipments where sender->>'phone' <> '' order by id`,
};
const LATER_PARAM: Record<string, string> = {
  documentId: 'visit_documents.id',
  postCodeId: 'settlement_post_codes.id',
  itemId: 'scan_registry_items.id',
  shipmentId: 'shipments.id',
};

/** How many existing records of each kind a route's calls choose from. */
const PER_KIND = 3;

export const routePrefix = (url: string) => url.replace(/^\/api\/v1\//, '').split('/:')[0]!;

/** Each parameter of a route: values that name an existing record, or sample values (a modification type…). */
export type RouteTargets = Map<ApiRoute, Record<string, readonly string[]>>;

/**
 * The existing values of every path parameter of every route with one: read once from the
 * database (and the register listings as administrator-god). A parameter with no record to
 * name (an empty table, a free text such as a CID) gets no values: callers make one up.
 */
export async function routeTargets(t: TestApp): Promise<RouteTargets> {
  const registerKeys = new Map<string, string[]>();
  const token = await t.tokenOf('administrator.god');
  for (const definition of Object.values(REGISTERS)) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${definition.path}?limit=${PER_KIND}`,
      headers: bearer(token),
    });
    const rows = response.json<{ items?: Record<string, unknown>[] }>().items ?? [];
    const keys = rows
      .map((row) => row[definition.keyField])
      .filter((key) => key !== undefined && key !== null);
    registerKeys.set(definition.path, keys.map(String));
  }
  const columns = new Map<string, string[]>();
  const valuesOf = async (column: string | undefined): Promise<string[]> => {
    if (column === undefined) return [];
    const known = columns.get(column);
    if (known) return known;
    const [table, name] = column.split('.') as [string, string];
    const result = await t.database.db.execute(
      sql`select ${sql.identifier(name)}::text as value from ${sql.identifier(table)}
        order by ${sql.identifier(name)} limit ${PER_KIND}`,
    );
    const values = (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
    columns.set(column, values);
    return values;
  };

  const derivedOf = async (prefix: string): Promise<string[] | undefined> => {
    const query = DERIVED_FIRST_PARAM[prefix];
    if (!query) return undefined;
    const result = await t.database.db.execute(sql`${query} limit ${PER_KIND}`);
    return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  };

  const targets: RouteTargets = new Map();
  for (const route of t.app.apiRoutes) {
    const names = paramNames(route.url);
    if (names.length === 0) continue;
    const prefix = routePrefix(route.url);
    const values: Record<string, readonly string[]> = {};
    for (const [index, name] of names.entries()) {
      values[name] =
        SAMPLE_PARAMS[name] ??
        (index === 0
          ? (registerKeys.get(prefix) ?? (await derivedOf(prefix)) ?? (await valuesOf(FIRST_PARAM[prefix])))
          : []);
      if (index > 0 && !SAMPLE_PARAMS[name]) values[name] = await valuesOf(LATER_PARAM[name]);
    }
    targets.set(route, values);
  }
  return targets;
}
