import { filterMenu, ROUTES, type RouteName } from '@console/domain';

export type MenuSectionKey = 'workplaces' | 'operations' | 'planning' | 'reference_data' | 'configuration';

export interface MenuSection {
  key: MenuSectionKey;
  routes: readonly RouteName[];
}

/** The side menu: list screens grouped by the work they serve. Record screens open from the lists. */
export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    key: 'workplaces',
    routes: [
      'employee_workplace',
      'pudo_workplace',
      'back_office_workspace',
      'courier_hub_workplace',
      'courier_management_hub',
      'processing_hub',
      'customs_data_hub',
      'novapay',
    ],
  },
  {
    key: 'operations',
    routes: [
      'shipments',
      'shipment_modification',
      'visit_list_page',
      'pickups',
      'scanning',
      'orders',
      'payments',
      'problem_parcels',
      'tasks',
      'mass_shipments_issuance',
      'mass_shipments_lost',
    ],
  },
  { key: 'planning', routes: ['route_optimization', 'time_intervals', 'production_calendar'] },
  {
    key: 'reference_data',
    routes: [
      'countries',
      'regions',
      'settlements',
      'streets',
      'buildings',
      'city_districts',
      'divisions',
      'companies',
      'contracts',
      'staffs',
      'cargo_categories',
      'nomenclatures',
      'measurements',
      'currencies',
      'languages',
      'translations',
      'phone_codes',
      'attached_document_types',
      'identification_document_types',
    ],
  },
  {
    key: 'configuration',
    routes: ['conditions', 'conditions_of_shipment', 'conditions_of_shipment_service', 'templates'],
  },
];

/** The sections and items this user sees (platform §6: only base or contact-centre users see a menu). */
export function visibleMenu(groups: readonly string[]): MenuSection[] {
  return MENU_SECTIONS.map((section) => {
    const items = section.routes.map((routeName) => ({ routeName, roles: ROUTES[routeName].roles }));
    return { key: section.key, routes: filterMenu(groups, items).map((item) => item.routeName) };
  }).filter((section) => section.routes.length > 0);
}
