import {
  countriesRegister,
  currenciesRegister,
  deliveryPartnersRegister,
  languagesRegister,
  phoneCodesRegister,
  productionCalendarRegister,
  type RegisterName,
  staffsRegister,
  translationsRegister,
} from '@console/domain';
import { sql } from 'drizzle-orm';
import { lookup, qualified } from '../../db/sql-helpers.ts';
import {
  buildingsBinding,
  regionsBinding,
  settlementsBinding,
  streetsBinding,
} from '../addresses/address-registers.ts';
import { cityDistrictsBinding } from '../addresses/city-district-register.ts';
import {
  attachedDocumentTypesBinding,
  cargoCategoriesBinding,
  identificationDocumentTypesBinding,
  measurementsBinding,
  nomenclaturesBinding,
} from '../catalogue/catalogue-registers.ts';
import { countries } from '../countries/countries-table.ts';
import { routeListBinding } from '../courier-routes/route-list-binding.ts';
import { currencies } from '../currencies/currencies-table.ts';
import { companiesBinding, contractsBinding } from '../customers/customer-registers.ts';
import { deliveryPartners } from '../delivery-partners/delivery-partners-table.ts';
import { divisionsBinding } from '../divisions/divisions-register.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { languages, translations } from '../i18n/i18n-tables.ts';
import { ordersBinding } from '../orders/order-list-binding.ts';
import { paymentsBinding } from '../payments/payment-list-binding.ts';
import { phoneCodes } from '../phone-codes/phone-codes-table.ts';
import { pickupListBinding } from '../pickups/pickup-list-binding.ts';
import { problemParcelsBinding } from '../problem-parcels/problem-parcels-binding.ts';
import { productionCalendar } from '../production-calendar/production-calendar-table.ts';
import { routeOptimizationBinding } from '../route-optimization/route-optimization-binding.ts';
import { scanningBinding } from '../scanning/scanning-binding.ts';
import { shipmentModificationBinding, shipmentsBinding } from '../shipments/shipment-registers.ts';
import { staffs } from '../staffs/staffs-table.ts';
import { taskListBinding } from '../tasks/task-list-binding.ts';
import { templatesBinding } from '../templates/templates-binding.ts';
import { timeIntervalsBinding } from '../time-intervals/time-interval-binding.ts';
import { visitListBinding } from '../visits/visit-list-binding.ts';
import type { RegisterBinding } from './register-binding.ts';
import { escapeLike } from './register-filters.ts';

/** The server side of every register; the type makes a register without a binding fail to compile. */
export const REGISTER_BINDINGS: Readonly<Record<RegisterName, RegisterBinding>> = {
  languages: { definition: languagesRegister, table: languages },
  translations: { definition: translationsRegister, table: translations },
  currencies: { definition: currenciesRegister, table: currencies },
  countries: {
    definition: countriesRegister,
    table: countries,
    customFilters: {
      // People type the country's name in their own language: the English name or any translation.
      name: (name: string) => {
        const pattern = `%${escapeLike(name)}%`;
        return sql`(${qualified(countries.name)} ilike ${pattern} or exists (select 1 from jsonb_each(${qualified(countries.translations)}) as translated(language, entry) where translated.entry->>'name' ilike ${pattern}))`;
      },
    },
  },
  regions: regionsBinding,
  settlements: settlementsBinding,
  streets: streetsBinding,
  buildings: buildingsBinding,
  divisions: divisionsBinding,
  attached_document_types: attachedDocumentTypesBinding,
  cargo_categories: cargoCategoriesBinding,
  companies: companiesBinding,
  contracts: contractsBinding,
  identification_document_types: identificationDocumentTypesBinding,
  measurements: measurementsBinding,
  nomenclatures: nomenclaturesBinding,
  city_districts: cityDistrictsBinding,
  phone_codes: { definition: phoneCodesRegister, table: phoneCodes },
  staffs: {
    definition: staffsRegister,
    table: staffs,
    computed: {
      divisionName: lookup(divisions.name, divisions.id, staffs.divisionId),
    },
  },
  production_calendar: {
    definition: productionCalendarRegister,
    table: productionCalendar,
    customFilters: {
      // The id filter takes any text (1-100); one that is no uuid simply matches nothing.
      id: (id: string) => sql`${qualified(productionCalendar.id)}::text = ${id}`,
    },
  },
  delivery_partners: { definition: deliveryPartnersRegister, table: deliveryPartners },
  shipments: shipmentsBinding,
  shipment_modification: shipmentModificationBinding,
  visit_list_page: visitListBinding,
  pickups: pickupListBinding,
  time_intervals: timeIntervalsBinding,
  tasks: taskListBinding,
  route_optimization: routeOptimizationBinding,
  routes: routeListBinding,
  payments: paymentsBinding,
  orders: ordersBinding,
  scanning: scanningBinding,
  problem_parcels: problemParcelsBinding,
  templates: templatesBinding,
};
