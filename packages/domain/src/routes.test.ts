import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { editRouteFor, isRouteName, ROUTE_NAMES, ROUTES, type RouteName, routeRolesAllow } from './routes.ts';
import { specList, specRoles } from './testing/spec-text.ts';

/** Platform §2 tables, rows as written there ("the same three plus X" expanded). */
const SPEC_ROWS: readonly [routes: string, roles: string][] = [
  [
    'languages, translations, currencies, attached_document_types, cargo_categories, companies, contracts, identification_document_types, measurements, nomenclatures, city_districts',
    'administrator-god, service desk, revision admin',
  ],
  ['divisions', 'administrator-god, service desk, revision admin, division-part admin'],
  [
    'countries, regions, settlements, streets, buildings',
    'administrator-god, service desk, revision admin, address-system admin',
  ],
  ['staffs', 'base, administrator-god, service desk, revision admin'],
  ['phone_codes', 'revision admin, administrator-god, service desk, phone-code admin'],
  ['templates, templates_edit, templates_create', 'administrator-god'],
  ['edit', 'revision admin, administrator-god, service desk, division-part admin, address-system admin'],
  ['edit_staffs', 'base, revision admin, administrator-god, service desk, division-part admin'],
  ['edit_translation', 'administrator-god, service desk'],
  ['conditions, condition_edit', 'administrator-god, service desk, condition admin'],
  [
    'conditions_of_shipment, conditions_of_shipment_service, conditions_of_shipment_edit, conditions_of_shipment_service_edit',
    'administrator-god, condition admin',
  ],
  ['shipments', 'base, administrator-god, service desk, contact-centre operator'],
  ['shipment_modification', 'base, administrator-god'],
  [
    'one_shipment',
    'base, pudo manager, branch employee, branch manager, administrator-god, contact-centre operator',
  ],
  [
    'employee_workplace',
    'base, branch employee, branch manager, terminal employee, administrator-god, service desk',
  ],
  [
    'courier_hub_workplace, courier_management_hub, processing_hub',
    'administrator-god, service desk, dispatch manager',
  ],
  ['scanning', 'base, administrator-god, service desk'],
  ['scan_edit', 'branch employee, branch manager, base, pudo manager'],
  ['visit', 'branch staff, administrator-god, service desk, courier, base, pudo manager'],
  ['visit_list_page', 'base, branch staff, administrator-god, courier'],
  ['novapay', 'branch staff, administrator-god, service desk, courier'],
  ['customs_data_hub', 'administrator-god, service desk, broker'],
  ['back_office_workspace', 'base'],
  ['tasks, edit_task, edit_task_client_address, edit_task_postomat, edit_task_pudo, personal_task', 'base'],
  ['payments, payment_edit', 'base, administrator-god, service desk'],
  ['problem_parcels, problem_parcel_edit', 'base, administrator-god'],
  ['pickups', 'base, contact-centre operator'],
  ['pickups_create, pickups_view', 'base, administrator-god, service desk, contact-centre operator'],
  ['production_calendar', 'base, administrator-god, service desk'],
  ['orders, order_edit', 'base, administrator-god, branch employee, branch manager'],
  ['route_optimization', 'base, administrator-god, service desk, dispatch manager, revision admin'],
  ['route_optimization_create', 'administrator-god, service desk, address-delivery admin'],
  ['route_optimization_edit', 'administrator-god, service desk, address-delivery admin, revision admin'],
  ['time_intervals', 'base'],
  ['time_intervals_create', 'administrator-god, service desk, address-delivery admin'],
  ['time_intervals_edit', 'administrator-god, service desk, address-delivery admin, base, revision admin'],
  ['mass_shipments_issuance, mass_shipments_lost', 'administrator-god, quality control'],
  [
    'pudo_workplace, pudo_pass_courier, pudo_check_parcel, pudo_auto_accept',
    'administrator-god, pudo manager, service desk',
  ],
];

const OPEN_TO_ANY = specList(
  'login, home, settings, dev_settings, staff_fixation_mobile_app, scanning_barcode_cid_mobile_app, not_found',
);
const MOBILE_APP_ONLY = ['staff_fixation_mobile_app', 'scanning_barcode_cid_mobile_app'];
const PUDO_AREA = ['pudo_workplace', 'pudo_pass_courier', 'pudo_check_parcel', 'pudo_auto_accept'];

const rows = SPEC_ROWS.flatMap(([routes, roles]) =>
  specList(routes).map((route) => ({ route, allowed: specRoles(roles) })),
);

describe('route table (platform §2)', () => {
  it('names exactly the routes of the spec, no more and no fewer', () => {
    expect([...ROUTE_NAMES].sort()).toEqual([...OPEN_TO_ANY, ...rows.map((row) => row.route)].sort());
  });

  it.each(OPEN_TO_ANY)('%s is open to any signed-in user', (route) => {
    expect(isRouteName(route)).toBe(true);
    expect(ROUTES[route as RouteName].roles).toBe('any');
  });

  it.each(rows)('$route allows exactly its roles', ({ route, allowed }) => {
    expect(isRouteName(route)).toBe(true);
    const name = route as RouteName;
    expect(new Set(ROUTES[name].roles)).toEqual(new Set(allowed));
    for (const role of ROLES) {
      expect(routeRolesAllow([role], name), `${role} on ${route}`).toBe(allowed.includes(role));
    }
  });

  it('marks only the two mobile-app routes as mobile-app-only', () => {
    expect(ROUTE_NAMES.filter((route) => ROUTES[route].mobileAppOnly)).toEqual(MOBILE_APP_ONLY);
  });

  it('marks only the four pudo workplace routes as the pudo area', () => {
    expect(ROUTE_NAMES.filter((route) => ROUTES[route].pudoArea).sort()).toEqual([...PUDO_AREA].sort());
  });

  it('lets an empty group list open only the routes open to any', () => {
    expect(ROUTE_NAMES.filter((route) => routeRolesAllow([], route)).sort()).toEqual([...OPEN_TO_ANY].sort());
  });

  it('ignores group strings that are no role', () => {
    expect(routeRolesAllow(['administrator-god', 'Administrator_god'], 'templates')).toBe(false);
  });

  it('sends the staffs collection to edit_staffs and every other to edit', () => {
    expect(editRouteFor('staffs')).toBe('edit_staffs');
    expect(editRouteFor('countries')).toBe('edit');
    expect(isRouteName('toString')).toBe(false);
  });
});
