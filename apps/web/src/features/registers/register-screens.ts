import type { RouteName } from '@console/domain';
import type { ScreenLoader } from '../../app/screens.ts';

/**
 * The list routes of the registers (each `REGISTERS[key].route`; a test keeps the two in step).
 * Written out rather than read from the definitions so the shell's chunk does not carry them.
 */
export const REGISTER_LIST_ROUTES = [
  'languages',
  'translations',
  'currencies',
  'countries',
  'regions',
  'settlements',
  'streets',
  'buildings',
  'divisions',
  'attached_document_types',
  'cargo_categories',
  'companies',
  'contracts',
  'identification_document_types',
  'measurements',
  'nomenclatures',
  'city_districts',
  'phone_codes',
  'staffs',
  'production_calendar',
  'shipments',
  'shipment_modification',
  'visit_list_page',
  'scanning',
  'problem_parcels',
  'tasks',
  'route_optimization',
  'templates',
  'payments',
  'orders',
  'pickups',
  'time_intervals',
] as const satisfies readonly RouteName[];

export const REGISTER_EDITOR_ROUTES = [
  'edit',
  'edit_staffs',
  'edit_translation',
  'route_optimization_create',
  'route_optimization_edit',
  'time_intervals_create',
  'time_intervals_edit',
] as const satisfies readonly RouteName[];

const listScreen: ScreenLoader = () =>
  import('./list/register-list-page.tsx').then((module) => module.RegisterListPage);
const editorScreen: ScreenLoader = () =>
  import('./editor/register-editor-page.tsx').then((module) => module.RegisterEditorPage);

/** Lists with actions of their own around the generic list (registers §2.1, §2.3). */
const OWN_LIST_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  scanning: () => import('../scanning/scanning-list-page.tsx').then((module) => module.ScanningListPage),
  shipments: () => import('../shipments/shipments-list-page.tsx').then((module) => module.ShipmentsListPage),
  shipment_modification: () =>
    import('../shipment-modifications/modifications-list-page.tsx').then(
      (module) => module.ShipmentModificationsListPage,
    ),
  templates: () => import('../templates/templates-list-page.tsx').then((module) => module.TemplatesListPage),
  payments: () => import('../money/payments-list-page.tsx').then((module) => module.PaymentsListPage),
  pickups: () => import('../pickups/pickups-list-page.tsx').then((module) => module.PickupsListPage),
  tasks: () => import('../tasks/tasks-list-page.tsx').then((module) => module.TasksListPage),
};

/** Every register's list and the generic editors, lazily loaded (entries of `BUILT_SCREENS`). */
export const REGISTER_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  ...Object.fromEntries(REGISTER_LIST_ROUTES.map((route) => [route, listScreen])),
  ...OWN_LIST_SCREENS,
  ...Object.fromEntries(REGISTER_EDITOR_ROUTES.map((route) => [route, editorScreen])),
};
