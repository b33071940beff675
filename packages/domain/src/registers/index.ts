import { routesRegister } from '../courier-routes/route-model.ts';
import { routeOptimizationRegister } from '../courier-routes/route-optimization.ts';
import { ordersRegister, paymentsRegister } from '../money/money-model.ts';
import { pickupsRegister, timeIntervalsRegister } from '../pickups/pickup-registers.ts';
import { problemParcelsRegister } from '../scanning/problem-parcels.ts';
import { scanningRegister } from '../scanning/scanning-register.ts';
import { shipmentModificationRegister, shipmentsRegister } from '../shipments/shipment-registers.ts';
import { tasksRegister } from '../tasks/task-register.ts';
import { templatesRegister } from '../templates/templates-register.ts';
import { visitListRegister } from '../visits/visit-list-register.ts';
import { attachedDocumentTypesRegister } from './attached-document-types.ts';
import { buildingsRegister } from './buildings.ts';
import { cargoCategoriesRegister } from './cargo-categories.ts';
import { cityDistrictsRegister } from './city-districts.ts';
import { companiesRegister } from './companies.ts';
import { contractsRegister } from './contracts.ts';
import { countriesRegister } from './countries.ts';
import { currenciesRegister } from './currencies.ts';
import { deliveryPartnersRegister } from './delivery-partners.ts';
import { divisionsRegister } from './divisions.ts';
import { identificationDocumentTypesRegister } from './identification-document-types.ts';
import { languagesRegister } from './languages.ts';
import { measurementsRegister } from './measurements.ts';
import { nomenclaturesRegister } from './nomenclatures.ts';
import { phoneCodesRegister } from './phone-codes.ts';
import { productionCalendarRegister } from './production-calendar.ts';
import { regionsRegister } from './regions.ts';
import type { RegisterDefinition } from './register-definition.ts';
import { settlementsRegister } from './settlements.ts';
import { staffsRegister } from './staffs.ts';
import { streetsRegister } from './streets.ts';
import { translationsRegister } from './translations.ts';

export * from './attached-document-types.ts';
export * from './buildings.ts';
export * from './cargo-categories.ts';
export * from './catalogue.ts';
export * from './city-districts.ts';
export * from './companies.ts';
export * from './contracts.ts';
export * from './countries.ts';
export * from './currencies.ts';
export * from './delivery-partners.ts';
export * from './divisions.ts';
export * from './exact-search.ts';
export * from './filter-rights.ts';
export * from './filter-schemas.ts';
export * from './identification-document-types.ts';
export * from './languages.ts';
export * from './list-query.ts';
export * from './list-sort.ts';
export * from './measurements.ts';
export * from './nomenclatures.ts';
export * from './phone-codes.ts';
export * from './production-calendar.ts';
export * from './regions.ts';
export * from './register-definition.ts';
export * from './settlements.ts';
export * from './staffs.ts';
export * from './streets.ts';
export * from './toolbar-calls.ts';
export * from './translations.ts';

/** Every register, keyed by its register key (the spec's route name where it has one). */
export const REGISTERS = {
  languages: languagesRegister,
  translations: translationsRegister,
  currencies: currenciesRegister,
  countries: countriesRegister,
  regions: regionsRegister,
  settlements: settlementsRegister,
  streets: streetsRegister,
  buildings: buildingsRegister,
  divisions: divisionsRegister,
  attached_document_types: attachedDocumentTypesRegister,
  cargo_categories: cargoCategoriesRegister,
  companies: companiesRegister,
  contracts: contractsRegister,
  identification_document_types: identificationDocumentTypesRegister,
  measurements: measurementsRegister,
  nomenclatures: nomenclaturesRegister,
  city_districts: cityDistrictsRegister,
  phone_codes: phoneCodesRegister,
  staffs: staffsRegister,
  production_calendar: productionCalendarRegister,
  delivery_partners: deliveryPartnersRegister,
  shipments: shipmentsRegister,
  shipment_modification: shipmentModificationRegister,
  visit_list_page: visitListRegister,
  pickups: pickupsRegister,
  time_intervals: timeIntervalsRegister,
  scanning: scanningRegister,
  problem_parcels: problemParcelsRegister,
  templates: templatesRegister,
  tasks: tasksRegister,
  route_optimization: routeOptimizationRegister,
  routes: routesRegister,
  payments: paymentsRegister,
  orders: ordersRegister,
} as const satisfies Record<string, RegisterDefinition>;

export type RegisterName = keyof typeof REGISTERS;

export function findRegisterByPath(path: string): RegisterDefinition | undefined {
  return Object.values(REGISTERS).find((register: RegisterDefinition) => register.path === path);
}
