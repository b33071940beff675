/**
 * Resources (registers and operational collections) that carry create, edit and remove rights
 * (platform §3 "Each resource carries the permissions create, edit and remove"). Names are the
 * collection names the spec writes, which are also the API collection paths.
 */
export const RESOURCE_NAMES = [
  'languages',
  'translations',
  'currencies',
  'countries',
  'regions',
  'settlements',
  'streets',
  'buildings',
  'divisions',
  'companies',
  'contracts',
  'cargo_categories',
  'nomenclatures',
  'measurements',
  'phone_codes',
  'attached_document_types',
  'identification_document_types',
  'city_districts',
  'staffs',
  'templates',
  'conditions',
  'conditions_of_shipment',
  'conditions_of_shipment_service',
  'shipments',
  'shipment_modification',
  'scanning',
  'payments',
  'orders',
  'tasks',
  'problem_parcels',
  'production_calendar',
  'pickups',
  'visits',
  'routes',
  'route_optimization',
  'time_intervals',
  'delivery_partners',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

export function isResourceName(value: string): value is ResourceName {
  return (RESOURCE_NAMES as readonly string[]).includes(value);
}

/** Resources "Edit all resources" does not reach (platform §6). */
export const EDIT_ALL_EXCLUDED_RESOURCES = [
  'companies',
  'contracts',
  'divisions',
  'nomenclatures',
  'measurements',
  'tasks',
  'orders',
  'shipments',
  'payments',
  'production_calendar',
  'pickups',
] as const satisfies readonly ResourceName[];

/** The address resources of platform §6. */
export const ADDRESS_RESOURCES = [
  'countries',
  'regions',
  'settlements',
  'streets',
  'buildings',
] as const satisfies readonly ResourceName[];

/** The three condition registers; "conditions" in the capability rules means all of them. */
export const CONDITION_RESOURCES = [
  'conditions',
  'conditions_of_shipment',
  'conditions_of_shipment_service',
] as const satisfies readonly ResourceName[];
