import type { RegisterName } from '@console/domain';

/** Ids of demo rows that sample bodies point at. */
export interface SampleContext {
  regionId: string;
  settlementId: string;
  streetId: string;
  divisionId: string;
}

type QueryValue = string | readonly string[];
export interface RegisterSample {
  /** A valid body for POST, when some role may create. */
  create?: (context: SampleContext) => Record<string, unknown>;
  /** A valid body for PUT on the created (or first) row. */
  update: (context: SampleContext, row: Record<string, unknown>) => Record<string, unknown>;
  /** Per filter: a value the schema accepts and one it refuses (registers §5). */
  filters: Readonly<Record<string, readonly [valid: QueryValue, invalid: QueryValue]>>;
}

const UUID = '5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f';
const long = (length: number) => 'x'.repeat(length);
const deletion = ['true', 'maybe'] as const;
const bool = ['true', 'maybe'] as const;
const countryCodes = [['pl', 'DE'], ['POL']] as const;
const ids = [[UUID], ['not-a-uuid']] as const;
const text100 = (valid: string) => [valid, long(101)] as const;
const uuid = [UUID, 'not-a-uuid'] as const;
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [21, 52],
      [21.1, 52],
      [21.1, 52.1],
      [21, 52.1],
      [21, 52],
    ],
  ],
};

/** Test data of every register; the suite fails when a register or one of its filters has none. */
export const REGISTER_SAMPLES: Readonly<Record<RegisterName, RegisterSample>> = {
  languages: {
    create: () => ({ code: 'qx', name: 'Test language', native: 'Testowy', rtl: false }),
    update: () => ({ name: 'Test language two', native: 'Testowy', rtl: true }),
    filters: { codes: [['pl'], ['p1']], name: ['Pol', 'Po'], native: ['Pol', 'P'], deletionMark: deletion },
  },
  translations: {
    create: () => ({ languageCode: 'en', namespace: 'common', key: 'test.sample', value: 'Sample' }),
    update: () => ({ value: 'Changed sample' }),
    filters: {
      languageCode: ['en', 'english'],
      namespace: ['common', long(51)],
      key: ['login', long(301)],
      value: ['Sign', long(201)],
      deletionMark: deletion,
    },
  },
  currencies: {
    create: () => ({ code: 'XQQ', numCode: '998', name: 'Test currency', shortName: 'Test', symbol: '¤' }),
    update: () => ({ numCode: '998', name: 'Test currency two', shortName: 'Test', symbol: 'T' }),
    filters: {
      codes: [['PLN'], ['PLNX']],
      name: ['Zlo', 'Zl'],
      shortName: ['Zloty', long(21)],
      deletionMark: deletion,
    },
  },
  countries: {
    create: () => ({
      code: 'QZ',
      name: 'Testland',
      callingCode: '+999',
      languageCode: 'EN',
      currencyCode: 'EUR',
      timezone: 'Europe/Warsaw',
      customsZone: null,
      translations: { pl: { name: 'Testlandia' } },
    }),
    update: () => ({ name: 'Testland Two', timezone: 'Europe/Kyiv', customsZone: 'NeedInvoice' }),
    filters: {
      codes: countryCodes,
      name: ['Pol', long(101)],
      prohibitedSending: bool,
      prohibitedIssuance: bool,
      productAvailable: bool,
      customsZones: [['Europe'], ['Asia']],
      deletionMark: deletion,
    },
  },
  regions: {
    create: () => ({ name: 'Test region', countryCode: 'PL', code: 'TT', administrativeLevel: 1 }),
    update: () => ({ name: 'Test region two', countryCode: 'PL', alternativeNames: ['Testowe'] }),
    filters: {
      ids,
      textSearch: text100('Maz'),
      name: text100('Maz'),
      countryCodes,
      administrativeLevel: ['1', '12'],
      parentId: uuid,
      parent: text100('Maz'),
      deletionMark: deletion,
    },
  },
  settlements: {
    create: (context) => ({
      name: 'Testowo',
      countryCode: 'PL',
      regionId: context.regionId,
      latitude: 52,
      longitude: 21,
    }),
    update: (context) => ({ name: 'Testowo Nowe', countryCode: 'PL', regionId: context.regionId }),
    filters: {
      ids,
      textSearch: text100('War'),
      name: text100('War'),
      countryCodes,
      regionId: uuid,
      regionIds: ids,
      postCodes: [['00-001'], [long(101)]],
      prohibitedSending: bool,
      prohibitedIssuance: bool,
      deletionMark: deletion,
    },
  },
  streets: {
    create: (context) => ({ name: 'Testowa', settlementId: context.settlementId }),
    update: (context) => ({ name: 'Testowa Druga', settlementId: context.settlementId, latitude: 50 }),
    filters: {
      ids,
      textSearch: text100('Dług'),
      name: text100('Dług'),
      settlementId: uuid,
      settlementIds: ids,
      countryCodes,
      deletionMark: deletion,
    },
  },
  buildings: {
    create: (context) => ({
      name: '12A',
      settlementId: context.settlementId,
      streetId: context.streetId,
      postCode: '00-001',
    }),
    update: (context) => ({ name: '14', settlementId: context.settlementId, streetId: context.streetId }),
    filters: {
      ids,
      textSearch: text100('1'),
      name: text100('1'),
      postCode: text100('0'),
      streetId: uuid,
      settlementId: uuid,
      deletionMark: deletion,
    },
  },
  divisions: {
    update: (_, row) => ({
      number: row.number,
      divisionCategory: 'PostBranch',
      name: 'Renamed branch',
      status: 'NotWorkingTemporary',
      countryCode: row.countryCode,
      workSchedule: {
        monday: { from: '09:00', to: '17:00', orderTo: '16:00', timeIntervals: ['09:00-12:00'] },
        tuesday: { from: '09:00', to: '17:00' },
        sunday: null,
        ignoreNonWorkingDays: true,
      },
      settings: [{ name: 'cashLimit', value: '1000', from: '2026-01-01', to: null }],
      attributes: { needCheckin: true },
      limitations: { sender: { maxWeight: 30_000 }, girthFormula: 'L+2W+2H' },
    }),
    filters: {
      ids,
      textSearch: text100('War'),
      numbers: [['100001'], ['']],
      name: text100('War'),
      source: text100('NPAX'),
      sources: [['NPAX'], [long(101)]],
      statuses: [['Working'], ['Open']],
      divisionCategories: [['PostBranch'], ['Shop']],
      excludedCategories: [['Office'], ['Shop']],
      countryCodes,
      settlementIds: ids,
      deletionMark: deletion,
    },
  },
  attached_document_types: {
    create: () => ({ name: 'Test document', ownerDocumentType: 'Shipment' }),
    update: () => ({ name: 'Test document two', shortName: 'Test', ownerDocumentType: 'Pickup' }),
    filters: {
      name: text100('Photo'),
      ownerDocumentTypes: [['Shipment'], [long(101)]],
      deletionMark: deletion,
    },
  },
  cargo_categories: {
    create: () => ({ name: 'Test cargo', countryCode: 'PL', group: 'Parcels', priority: 9, width: 100 }),
    update: () => ({ name: 'Test cargo two', countryCode: 'PL', group: 'Cargo', priority: 8 }),
    filters: { name: text100('Doc'), countryCodes, groups: [['Parcels'], ['Boxes']], deletionMark: deletion },
  },
  companies: {
    update: (_, row) => ({ name: row.name, countryCode: row.countryCode, mainCompany: true }),
    filters: {
      tins: [['5260250274'], ['1']],
      name: text100('Poczta'),
      countryCodes,
      inBlackList: bool,
      deletionMark: deletion,
    },
  },
  contracts: {
    update: (_, row) => ({ ...row }),
    filters: {
      number: ['C-2', 'C'],
      numbers: [['C-2026-0001'], ['C']],
      companies: [['5260250274'], ['1']],
      countryCodes,
      activeOnDate: ['2026-05-01', '2026-13-01'],
      thirdPartyPayerCodesNotEmpty: bool,
      isThirdPartyPayerContract: bool,
      deletionMark: deletion,
    },
  },
  identification_document_types: {
    create: () => ({ name: 'Test identity card', countryCode: 'PL', control: '^[0-9]+$' }),
    update: () => ({ name: 'Test identity card two', countryCode: 'UA' }),
    filters: { name: text100('Pass'), countryCodes, deletionMark: deletion },
  },
  measurements: {
    create: () => ({ code: 'TST', name: 'Test unit', shortName: 'tu' }),
    update: () => ({ name: 'Test unit two', shortName: 'tu2', translations: { pl: { name: 'Jednostka' } } }),
    filters: { codes: [['KGM'], ['TOOLONGCODE']], name: text100('Kilo'), deletionMark: deletion },
  },
  nomenclatures: {
    update: (_, row) => ({ ...row }),
    filters: {
      ids,
      textSearch: text100('Box'),
      codes: [['BOX-S'], [long(51)]],
      name: text100('Box'),
      barcode: text100('5901234123457'),
      countryCodes,
      types: [['Goods'], ['Food']],
      deletionMark: deletion,
    },
  },
  city_districts: {
    create: () => ({
      name: 'Test district',
      countryCode: 'PL',
      type: 'delivery',
      polygon: square,
      weightFrom: 0,
      weightTo: 10,
    }),
    update: () => ({ name: 'Test district two', countryCode: 'PL', type: 'pickup', polygon: square }),
    filters: {
      ids,
      name: text100('Centre'),
      countryCodes,
      types: [['delivery'], ['air']],
      serviceDivisionIds: ids,
      latitude: ['52.2', '91'],
      longitude: ['21', '-91'],
      weight: ['5', '-1'],
      deletionMark: deletion,
    },
  },
  phone_codes: {
    create: () => ({ name: 'Test code', code: '99', type: 'mobile', phoneLength: 9, countryCode: 'PL' }),
    update: () => ({ name: 'Test code two', code: '98', type: 'fixed', phoneLength: 9, countryCode: 'PL' }),
    filters: {
      code: ['50', '5a'],
      name: text100('Pol'),
      countryCodes,
      types: [['mobile'], ['satellite']],
      deletionMark: deletion,
    },
  },
  staffs: {
    create: () => ({
      mdmId: 'MDM9999',
      lastName: 'Testowy',
      firstName: 'Jan',
      countryCode: 'PL',
      status: 'Working',
      login: 'jan.testowy',
    }),
    update: () => ({
      lastName: 'Testowy',
      firstName: 'Janusz',
      countryCode: 'PL',
      status: 'OnLeave',
      login: 'jan.testowy',
    }),
    filters: {
      name: text100('Now'),
      logins: [['operator'], [long(101)]],
      mdmIds: [['MDM0001'], [long(51)]],
      divisionIds: ids,
      countryCodes,
      statuses: [['Working'], ['Retired']],
      deletionMark: deletion,
    },
  },
  production_calendar: {
    update: () => ({ weekday: false, holiday: true }),
    filters: {
      id: ['abc', long(101)],
      countryCodes,
      date: [new Date().toISOString().slice(0, 10), '2099-01-01'],
      dateFrom: [new Date().toISOString().slice(0, 10), '2099-01-01'],
      dateTo: [new Date().toISOString().slice(0, 10), '2099-01-01'],
      weekday: bool,
      holiday: bool,
      deletionMark: deletion,
    },
  },
  delivery_partners: {
    create: () => ({ number: 'TEST0001', name: 'Test partner', carrier: 'DPD', countryCode: 'PL' }),
    update: () => ({ number: 'TEST0001', name: 'Test partner two', carrier: 'GLS', countryCode: 'PL' }),
    filters: {
      number: ['WAW', long(51)],
      numbers: [['WAW01M'], [long(51)]],
      name: text100('InPost'),
      carriers: [['DPD'], ['Pigeon']],
      countryCodes,
      deletionMark: deletion,
    },
  },
  // Operational registers: only their list is generic; records are written by workflow routes.
  shipments: {
    update: () => ({}),
    filters: {
      ids,
      number: ['SHPL', long(21)],
      parcelsNumbers: [['SHPL0000000001'], ['SH1']],
      dateTimeFrom: ['2026-01-01', '2026-13-01'],
      dateTimeTo: ['2026-01-31', 'yesterday'],
      closingDateFrom: ['2026-01-01', '01.01.2026'],
      closingDateTo: ['2026-01-31', '2026-02-30'],
      statuses: [['Draft', 'Accepted'], ['Lost']],
      paymentStatuses: [['NeedPay'], ['Unpaid']],
      clientOrders: [['ORDER-1'], [long(51)]],
      senderDivisionId: uuid,
      recipientDivisionId: uuid,
      deletionMark: deletion,
    },
  },
  shipment_modification: {
    update: () => ({}),
    filters: {
      number: ['MD', long(21)],
      divisionId: uuid,
      createdAtFrom: ['2026-01-01', '2026-1-1'],
      createdAtTo: ['2026-01-31', 'tomorrow'],
      shipmentId: uuid,
      types: [['Refusal', 'Return'], ['Lost']],
      statuses: [['NeedProcessing'], ['Done']],
      user: ['operator', long(101)],
      deletionMark: deletion,
    },
  },
  tasks: {
    update: () => ({}),
    filters: {
      ids,
      executors: [['courier'], [long(101)]],
      divisionIds: ids,
      types: [['ClientAddress', 'Return'], ['Teleport']],
      statuses: [['New', 'Done'], ['Lost']],
      createdByUser: ['dispatch.manager', long(101)],
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', '31.01.2026'],
      deletionMark: deletion,
    },
  },
  route_optimization: {
    create: (context) => ({
      countryCode: 'PL',
      divisionId: context.divisionId,
      loadCarTime: 10,
      clientCallTime: 5,
      lunchTimeFrom: '12:00',
      lunchTimeTo: '13:30',
      workShiftEndTime: '19:00',
      unorderedIntervalTime: 15,
      pickupsTime: [
        { weight: 0, time: 1 },
        { weight: 10, time: 7 },
      ],
      deliveriesTime: [{ weight: 0, time: 2 }],
    }),
    update: (context) => ({
      countryCode: 'PL',
      divisionId: context.divisionId,
      loadCarTime: 15,
      clientCallTime: 5,
      lunchTimeFrom: '12:30',
      lunchTimeTo: '14:00',
      workShiftEndTime: '20:00',
      unorderedIntervalTime: 20,
      pickupsTime: [{ weight: 0, time: 1 }],
      deliveriesTime: [{ weight: 0, time: 2 }],
      detourFactor: 1.4,
      averageSpeedKmh: 22,
    }),
    filters: { countryCodes, divisionIds: ids, deletionMark: deletion },
  },
  routes: {
    update: () => ({}),
    filters: {
      ids,
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', '31.01.2026'],
      divisionIds: ids,
      statuses: [['Draft', 'Created'], ['Finished']],
      couriers: [['courier'], [long(101)]],
      day: ['2026-01-31', '31.01.2026'],
    },
  },
  pickups: {
    update: () => ({}),
    filters: {
      ids,
      createdByUser: ['operator', long(101)],
      pickupsShipmentNumbers: [['SHPL0000000001'], [long(31)]],
      numbers: [['PUPL0000000001'], [long(31)]],
      deliveryPartners: [['own', 'DPD'], ['Nobody']],
      statuses: [['Draft', 'Created'], ['Lost']],
      divisionIds: ids,
      createdAtFrom: ['2026-01-01', '2026-13-01'],
      pickedTimeFrom: ['2026-01-01', '2099-01-01'],
      pickedTimeTo: ['2026-01-31', 'tomorrow'],
      countryCodes,
      deliveryPartnerNumbers: [['1234567'], ['123456']],
      deletionMark: deletion,
    },
  },
  time_intervals: {
    create: () => ({ countryCode: 'PL', type: 'PickupDayToDay', monday: '09:00-17:00', saturday: 'ALL_DAY' }),
    update: () => ({ countryCode: 'PL', type: 'PickupDayToDay', monday: '10:00-16:00', sunday: null }),
    filters: {
      countryCodes,
      deliveryPartners: [['own', 'DPD'], ['Nobody']],
      divisionIds: ids,
      type: ['Delivery', 'Weekly'],
      activeDays: [['monday', 'friday'], ['someday']],
      deletionMark: deletion,
    },
  },
  visit_list_page: {
    update: () => ({}),
    filters: {
      ids,
      divisions: ids,
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', '31.01.2026'],
      shipmentIds: ids,
      numbers: [['VS000000000001'], ['VS1']],
      statuses: [['Open', 'Closed'], ['Finished']],
      createdByUser: ['operator', long(101)],
      deletionMark: deletion,
    },
  },
  scanning: {
    update: () => ({}),
    filters: {
      ids,
      numbers: [['SC000000000001'], ['SC1']],
      createdByUser: ['operator', long(101)],
      statuses: [['Open', 'Closed'], ['Finished']],
      types: [['Loading', 'UnloadingCourier'], ['Flying']],
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', 'tomorrow'],
      divisions: ids,
      vehicleNumber: ['WX 12345', long(201)],
      courierBarcode: ['KURP0000000001', long(21)],
      deletionMark: deletion,
    },
  },
  problem_parcels: {
    update: () => ({}),
    filters: {
      ids,
      numbers: [['PP000000000001'], ['PP1']],
      parcelNumbers: [['SHPL0000000001'], ['SH1']],
      createdAtFrom: ['2026-01-01', '2026-13-01'],
      createdAtTo: ['2026-01-31', 'yesterday'],
      types: [['DamagedCargo'], ['Broken']],
      statuses: [['Open', 'Processed'], ['Closed']],
      divisions: ids,
      scanRegistryId: uuid,
      createdByUser: ['operator', long(101)],
      deletionMark: deletion,
    },
  },

  payments: {
    update: () => ({}),
    filters: {
      ids,
      numbers: [['PMPL0000000001'], ['PM1']],
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', '31.01.2026'],
      lastStatuses: [['paid', 'refunded'], ['lost']],
      divisions: ids,
      userCreate: ['operator', long(101)],
      countryCodes: [['PL', 'ua'], ['POL']],
      deletionMark: deletion,
    },
  },
  orders: {
    update: () => ({}),
    filters: {
      ids,
      numbers: [['OR000000000001'], ['OR1']],
      createdAtFrom: ['2026-01-01', '2026-02-31'],
      createdAtTo: ['2026-01-31', '31.01.2026'],
      paymentStatuses: [['NeedPay', 'Holded'], ['Stolen']],
      divisions: ids,
      deletionMark: deletion,
    },
  },
  templates: {
    update: () => ({}),
    filters: {
      ids,
      active: ['deleted', 'gone'],
      eventNames: [['Accepted', 'Issued'], ['Teleported']],
      eventType: ['tracking', 'courier'],
      informationChannels: [['SMS', 'Push_Viber'], ['Pigeon']],
      statusCodes: [['4', '9'], ['four']],
      clientTypes: [['sender'], ['courier']],
      labels: [['green'], ['blue']],
      countryCodes: [['PL', 'ua'], ['POL']],
    },
  },
};

/** `name[]=a&name[]=b` for lists, as the console sends them. */
export function queryString(
  params: Readonly<Record<string, QueryValue | number | boolean | undefined>>,
): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) parts.push(`${name}[]=${encodeURIComponent(each)}`);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}
