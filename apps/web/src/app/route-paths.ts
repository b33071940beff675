import type { RouteName } from '@console/domain';
import { generatePath } from 'react-router';

/**
 * The URL of every route of the spec's table (platform §2 names routes, not
 * paths). Lists live at their route name; a record's screens nest under its
 * list, so the side menu highlights the list while a record is open.
 * Parameter names are those the workspace tabs key by: `:collection`, `:id`, `:mode`.
 */
export const ROUTE_PATHS = {
  login: '/login',
  home: '/',
  settings: '/settings',
  dev_settings: '/dev_settings',
  not_found: '/not_found',
  staff_fixation_mobile_app: '/staff_fixation_mobile_app',
  scanning_barcode_cid_mobile_app: '/scanning_barcode_cid_mobile_app',

  languages: '/languages',
  translations: '/translations',
  edit_translation: '/translations/:id',
  currencies: '/currencies',
  attached_document_types: '/attached_document_types',
  cargo_categories: '/cargo_categories',
  companies: '/companies',
  contracts: '/contracts',
  identification_document_types: '/identification_document_types',
  measurements: '/measurements',
  nomenclatures: '/nomenclatures',
  city_districts: '/city_districts',
  divisions: '/divisions',
  countries: '/countries',
  regions: '/regions',
  settlements: '/settlements',
  streets: '/streets',
  buildings: '/buildings',
  staffs: '/staffs',
  phone_codes: '/phone_codes',
  templates: '/templates',
  templates_create: '/templates/new',
  templates_edit: '/templates/:id',
  edit: '/edit/:collection/:id',
  edit_staffs: '/edit/staffs/:id',
  conditions: '/conditions',
  condition_edit: '/conditions/:id',
  conditions_of_shipment: '/conditions_of_shipment',
  conditions_of_shipment_edit: '/conditions_of_shipment/:id',
  conditions_of_shipment_service: '/conditions_of_shipment_service',
  conditions_of_shipment_service_edit: '/conditions_of_shipment_service/:id',

  shipments: '/shipments',
  one_shipment: '/one_shipment/:collection/:id/:mode',
  shipment_modification: '/shipment_modification',
  employee_workplace: '/employee_workplace',
  courier_hub_workplace: '/courier_hub_workplace',
  courier_management_hub: '/courier_management_hub',
  processing_hub: '/processing_hub',
  scanning: '/scanning',
  scan_edit: '/scanning/:id',
  visit_list_page: '/visits',
  visit: '/visits/:id',
  novapay: '/novapay',
  customs_data_hub: '/customs_data_hub',
  back_office_workspace: '/back_office_workspace',
  tasks: '/tasks',
  edit_task: '/tasks/:id',
  edit_task_client_address: '/tasks/client_address/:id',
  edit_task_postomat: '/tasks/postomat/:id',
  edit_task_pudo: '/tasks/pudo/:id',
  personal_task: '/tasks/personal/:id?',
  payments: '/payments',
  payment_edit: '/payments/:id',
  problem_parcels: '/problem_parcels',
  problem_parcel_edit: '/problem_parcels/:id',
  pickups: '/pickups',
  pickups_create: '/pickups/create/:id?',
  pickups_view: '/pickups/:id',
  production_calendar: '/production_calendar',
  orders: '/orders',
  order_edit: '/orders/:id',
  route_optimization: '/route_optimization',
  route_optimization_create: '/route_optimization/new',
  route_optimization_edit: '/route_optimization/:id',
  time_intervals: '/time_intervals',
  time_intervals_create: '/time_intervals/new',
  time_intervals_edit: '/time_intervals/:id',
  mass_shipments_issuance: '/mass_shipments_issuance',
  mass_shipments_lost: '/mass_shipments_lost',
  pudo_workplace: '/pudo_workplace',
  pudo_pass_courier: '/pudo_workplace/pass_courier',
  pudo_check_parcel: '/pudo_workplace/check_parcel',
  pudo_auto_accept: '/pudo_workplace/auto_accept/:id?',
} as const satisfies Record<RouteName, string>;

export type RouteParamsOf = Record<string, string | number | null | undefined>;

/** The URL of a route by name, e.g. `pathTo('visit', { id: 5 })` → `/visits/5`. */
export function pathTo(
  routeName: RouteName,
  params: RouteParamsOf = {},
  query?: Record<string, string>,
): string {
  const values: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(params)) values[name] = value == null ? null : String(value);
  const path = generatePath(ROUTE_PATHS[routeName], values);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
