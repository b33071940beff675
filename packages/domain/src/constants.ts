/** Business constants and limits (platform §9, registers §9). */

// Requests.
export const REQUEST_TIMEOUT_MS = 45_000;
export const TOKEN_RETRY_LIMIT = 3;
export const SILENT_TOKEN_RENEWAL_TIMEOUT_MS = 30_000;
export const MESSAGING_TIMEOUT_MS = 10_000;
/** Error code of a cancelled request (platform §8). */
export const CANCELLED_REQUEST_CODE = -1;
export const DEFAULT_LANGUAGE = 'en';
export const MIN_BROWSER_VERSION = 114;

// Lists, lookups and chunking.
export const DEFAULT_PAGE_SIZE = 15;
export const FIRST_PAGE = 1;
export const LOADER_DELAY_MS = 500;
export const SUGGESTION_LIMIT = 10;
export const COUNTRY_LOOKUP_LIMIT = 20;
export const PICKUP_SHIPMENTS_LOOKUP_LIMIT = 100;
export const DIVISION_LOOKUP_CHUNK_SIZE = 10;
export const DIVISION_LOOKUP_PARALLEL_CHUNKS = 5;
export const SHIPMENT_IDS_CHUNK_SIZE = 15;
export const TASK_IDS_CHUNK_SIZE = 50;
export const PICKUP_IDS_CHUNK_SIZE = 50;
export const POLYLINE_VEHICLES_CHUNK_SIZE = 50;
export const BULK_PAGE_SIZE = 100;
export const BULK_PAGE_PARALLEL_BATCH = 10;
export const PICKUP_SHIPMENT_UPDATE_CHUNK_SIZE = 3;
export const DELIVERY_PARTNER_LOOKUP_CHUNK_SIZE = 10;
export const VISIT_LIST_LIMIT = 8;
export const VEHICLE_SEARCH_LIMIT = 3;
export const DIVISION_SEARCH_LIMIT = 10;
/** Opening this many operations or more is refused (MESSAGES.tooManyOpenItems). */
export const OPEN_ITEMS_LIMIT = 15;
/** Recent visits, scans and tasks on the employee workplace. */
export const RECENT_ACTIVITY_LIMIT = 8;

// Input behaviour.
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_MIN_CHARS = 3;
/**
 * A house number is often one or two characters ("5", "10"); the building search runs within the
 * chosen street only, whose few buildings any typed character narrows well enough.
 */
export const BUILDING_SEARCH_MIN_CHARS = 1;
export const MOBILE_SEARCH_DEBOUNCE_MS = 500;
export const BARCODE_FORMATS = ['code_128'] as const;
export const BARCODE_DETECTION_INTERVAL_MS = 250;
/** The delivery-partner number search starts once this many symbols are typed. */
export const DELIVERY_PARTNER_NUMBER_MIN_CHARS = 7;
export const PHONE_LOOKUP_MIN_CHARS = 8;
export const PUDO_VISIT_CLOSE_REDIRECT_MS = 2_000;

// Notifications.
export const ERROR_NOTICE_MS = 3_500;
export const ERROR_NOTICE_WITH_ACTION_MS = 5_000;
export const NOTICE_MS = 7_500;

// Dates.
export const API_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSSSS';
export const DISPLAY_DATE_TIME_FORMAT = 'YYYY-MM-DD, HH:mm:ss';
/** The "second display format" of platform §9: the default, in the user's time zone. */
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_PICKER_FORMAT = 'DD.MM.YYYY';
export const DATE_PICKER_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** "month day, year with time" (registers §9). */
export const ATTACHMENT_DATE_FORMAT = 'MMMM D, YYYY HH:mm';
export const DATE_PICKER_MIN_YEAR = 2000;
export const PICKUP_DATE_FILTER_MAX_DAYS_AHEAD = 30;
/** "about three months plus one day" (registers §5). */
export const PRODUCTION_CALENDAR_MAX_MONTHS_AHEAD = 3;
export const WORK_CALENDAR_DEFAULT_DAYS = 15;

// Amounts and numbers.
export const FLOAT_TOLERANCE = 0.001;
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 99;
/** The goods code whose amount may go up to AMOUNT_MAX_XERO. */
export const XERO_CODE = 'XERO';
export const AMOUNT_MAX_XERO = 5_000;
export const PRINT_COPIES_MIN = 2;
export const PRINT_COPIES_MAX = 10;
export const MANUAL_NOTE_MAX_LENGTH = 100;
export const PICKUP_NAME_MAX_WORDS = 5;
/** A pickup contact's full name stays under this many characters. */
export const PICKUP_NAME_MAX_LENGTH = 100;
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 14;
export const VISIT_SEARCH_MIN_LENGTH = 4;
export const VISIT_SEARCH_MAX_LENGTH = 14;
export const VISIT_SEARCH_CID_MAX_LENGTH = 16;
export const MIN_LUNCH_SHIFT_GAP_MINUTES = 59;
export const PUSH_PARAMETER_MAX_LENGTH = 150;
export const DISTANCE_DECIMALS = 1;
export const MM_PER_CM = 10;
export const GRAMS_PER_KG = 1_000;

/** Shipment dimension limits (registers §9; units not shown). */
export const SHIPMENT_DIMENSION_LIMITS = {
  width: 250,
  height: 20,
  length: 350,
  weight: 1,
  actualWeight: 10,
  insuranceCost: 1,
  volumetricWeight: 10,
} as const;

// Shipment defaults.
export const DEFAULT_COUNTRY_CODE = 'PL';
/** Defaults of a new client party (platform §3). */
export const NEW_PARTY_DEFAULTS = { countryCode: DEFAULT_COUNTRY_CODE, divisionId: null } as const;
/** Defaults of a blank shipment draft (platform §3, §9). */
export const BLANK_SHIPMENT_DEFAULTS = {
  internationalShipping: false,
  hasNip: false,
  payerType: 'Sender',
  sender: { settlementId: 3, divisionId: 2 },
  recipient: { ...NEW_PARTY_DEFAULTS },
} as const;
export const DEFAULT_OPERATION_SOURCE = 'API';

// Carriers.
export const CARRIERS = [
  'DPD',
  'SPS',
  'GLS',
  'NoLimit',
  'Venipak',
  'Cargus',
  'Orlen',
  'NPGlobal',
  'NPUkraine',
  'InPost',
  'Packeta',
  'DPDPL',
  'FedEx',
  'ExpressOne',
  'Emons',
  'Own address delivery',
  'DHL',
  'NovaBox',
  'Chronopost',
  'Evri',
  'NovaPlace',
  'UPS',
  'PylonLogistics',
  'AlzaBox',
  'FanCourier',
] as const;
export type Carrier = (typeof CARRIERS)[number];

export const COMMON_CARRIERS = [
  'NPGlobal',
  'NPUkraine',
  'UPS',
  'PylonLogistics',
] as const satisfies readonly Carrier[];

const withCommon = (...carriers: Carrier[]): readonly Carrier[] => [...carriers, ...COMMON_CARRIERS];

/** Carriers offered per country (platform §9 table). */
export const CARRIERS_BY_COUNTRY: Readonly<Record<string, readonly Carrier[]>> = {
  EE: withCommon('Venipak'),
  LV: withCommon('Venipak'),
  LT: withCommon('Venipak'),
  PL: [
    'GLS',
    'Orlen',
    'InPost',
    'NoLimit',
    'NPGlobal',
    'NPUkraine',
    'DPD',
    'FedEx',
    'NovaPlace',
    'UPS',
    'PylonLogistics',
  ],
  DE: ['DPD', 'NPGlobal', 'NPUkraine', 'Emons', 'DHL', 'UPS', 'PylonLogistics'],
  SK: withCommon('SPS'),
  HU: withCommon('ExpressOne'),
  RO: withCommon('Cargus', 'FanCourier'),
  CZ: withCommon('GLS', 'AlzaBox'),
  ES: withCommon('GLS', 'InPost', 'FedEx'),
  IT: withCommon('GLS', 'InPost', 'FedEx'),
  NL: ['GLS', 'UPS', 'PylonLogistics'],
  IE: withCommon('FedEx'),
  FR: withCommon('Chronopost', 'FedEx'),
  GB: ['DPD', 'InPost', 'Evri', 'UPS', 'PylonLogistics'],
};

/** Carriers of a country; a country outside the table gets the common four (our decision). */
export function carriersForCountry(countryCode: string): readonly Carrier[] {
  return CARRIERS_BY_COUNTRY[countryCode.toUpperCase()] ?? COMMON_CARRIERS;
}

/** Value of the "own couriers" option in delivery-partner filters. */
export const OWN_DELIVERY_PARTNER = 'own';

/** Delivery-partner filter values (registers §9). */
export const DELIVERY_PARTNER_FILTER_VALUES = [
  'DPD',
  'GLS',
  'InPost',
  'NPGlobal',
  'NPUkraine',
  'Venipak',
  'Orlen',
  'Cargus',
  'SPS',
  'NoLimit',
  'FedEx',
  'ExpressOne',
  'NovaBox',
  'Chronopost',
  'DHL',
  'Evri',
  'UPS',
  'AlzaBox',
  'FanCourier',
] as const satisfies readonly Carrier[];

/** Delivery partners of the time-interval filter, after the own-couriers option. */
export const TIME_INTERVAL_PARTNER_FILTER_VALUES = [
  OWN_DELIVERY_PARTNER,
  'DPD',
  'GLS',
  'InPost',
  'NPGlobal',
  'NPUkraine',
  'Venipak',
  'Orlen',
  'Cargus',
  'SPS',
  'NoLimit',
  'Emons',
  'FedEx',
  'ExpressOne',
  'NovaBox',
  'Chronopost',
  'DHL',
  'Evri',
] as const;

const ALZABOX_AND_FAN_COURIER: readonly Carrier[] = ['AlzaBox', 'FanCourier'];
/** Partners added to a country's offering (registers §9; the spec shows these lists only in part). */
export const EXTRA_PARTNERS_BY_COUNTRY: Readonly<Record<string, readonly Carrier[]>> = {
  ...Object.fromEntries(
    ['EE', 'LV', 'LT', 'PL', 'DE', 'SK', 'HU', 'ES', 'IT', 'NL', 'IE', 'FR', 'GB'].map((code) => [
      code,
      ALZABOX_AND_FAN_COURIER,
    ]),
  ),
  CZ: ['FanCourier'],
  RO: ['AlzaBox'],
};
/** The second Hungarian partner map (registers §9). */
export const HU_PARTNERS = [
  'ExpressOne',
  'NPGlobal',
  'NPUkraine',
  'FedEx',
  'UPS',
  'AlzaBox',
  'FanCourier',
] as const satisfies readonly Carrier[];
/** Partners offered when scanning, per country (registers §9). */
export const SCANNING_PARTNERS_BY_COUNTRY: Readonly<Record<string, readonly Carrier[]>> = {
  SK: ['GLS', 'SPS'],
  AT: ['GLS'],
};

/**
 * The partners a country offers (registers §9): its carriers, Hungary's second map, then the
 * partners added per country (AlzaBox and Fan Courier), each once, in that order.
 */
export function partnersOfferedIn(countryCode: string): readonly Carrier[] {
  const code = countryCode.toUpperCase();
  const second = code === 'HU' ? HU_PARTNERS : [];
  return [...new Set([...carriersForCountry(code), ...second, ...(EXTRA_PARTNERS_BY_COUNTRY[code] ?? [])])];
}

/** The partners a scan registry may name in a country (registers §9 scanning map); none elsewhere. */
export function scanningPartnersIn(countryCode: string): readonly Carrier[] {
  return SCANNING_PARTNERS_BY_COUNTRY[countryCode.toUpperCase()] ?? [];
}

// Pickups, time intervals, templates.
export const PICKUP_TYPES = ['ClientAddress', 'Postomat', 'PUDO'] as const;
export type PickupType = (typeof PICKUP_TYPES)[number];

export const TIME_INTERVAL_TYPES = [
  'PickupDayToDay',
  'PickupNextDay',
  'Delivery',
  'DeliverySameDay',
  'PickupSameDay',
] as const;
export type TimeIntervalType = (typeof TIME_INTERVAL_TYPES)[number];

export const INFORMATION_CHANNELS = [
  'all_channel',
  'SMS',
  'Viber',
  'Push',
  'Email',
  'Push_SMS',
  'Push_Viber_SMS',
  'Viber_SMS',
  'SMSFast',
  'SMSFast_Viber',
  'SMS_Viber',
  'Push_Viber',
] as const;
export type InformationChannel = (typeof INFORMATION_CHANNELS)[number];
/** Channel providers dropped when a template is copied. */
export const COPY_REMOVED_CHANNEL_PROVIDERS = ['push', 'push_viber', 'push_viber_sms', 'push_sms'] as const;
export const DEFAULT_TEMPLATE_PROBABILITY = 0.5;

// Conditions.
export const CONDITION_OPERATORS = ['<', '>', '=', '!=', '>=', '<='] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
/** Operator names of the condition tree (registers §3.2) and the symbol each stands for. */
export const CONDITION_OPERATOR_SYMBOLS = {
  Less: '<',
  Greater: '>',
  Equal: '=',
  NotEqual: '!=',
  GreaterEqual: '>=',
  LessEqual: '<=',
} as const satisfies Record<string, ConditionOperator>;
export type ConditionOperatorName = keyof typeof CONDITION_OPERATOR_SYMBOLS;

// Goods and customs.
export const GOODS_PURPOSES = [
  'personal',
  'internal',
  'selling',
  'repair',
  'return',
  'gift',
  'sample',
] as const;
export type GoodsPurpose = (typeof GOODS_PURPOSES)[number];
export const CUSTOMS_DOCUMENTS_CODE = '49019900';
export const GOODS_UNITS = ['kg', 'pieces', 'm', 'package'] as const;
export type GoodsUnit = (typeof GOODS_UNITS)[number];

export const SMALL_TALK_COUNTRIES = [
  'PL',
  'DE',
  'HU',
  'FR',
  'SK',
  'NL',
  'LT',
  'LV',
  'EE',
  'ES',
  'GB',
  'IT',
  'RO',
  'CZ',
] as const;

// Route optimisation and schedules.
export const DEFAULT_ROUTE_LOADER_TIME = 1;
/** Default weight (kg) to minutes matrix of route optimisation. */
export const DEFAULT_RATIO_MATRIX: Readonly<Record<number, number>> = {
  0: 1,
  1: 3,
  5: 5,
  10: 7,
  20: 10,
  30: 15,
  60: 20,
  100: 25,
  150: 30,
};
export const DEFAULT_WEEKLY_SCHEDULE = {
  from: '00:00',
  to: '23:59',
  orderTo: '17:00',
  ignoreNonWorkingDays: true,
} as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Template days_info defaults (registers §3.2): Sunday has no window. */
export const DEFAULT_TEMPLATE_DAYS_INFO = {
  Monday: '08:00-21:00',
  Tuesday: '08:00-21:00',
  Wednesday: '08:00-21:00',
  Thursday: '08:00-21:00',
  Friday: '08:00-21:00',
  Saturday: '09:00-18:00',
  Sunday: null,
} as const;
export const ALL_DAY_INTERVAL = { from: '00:00', to: '23:59' } as const;

/** Delivery-point display order (registers §9). */
export const DELIVERY_POINT_DISPLAY_ORDER = {
  warehousePrimary: 1,
  warehouseSecondary: 2,
  postomatPrimary: 3,
  postomatSecondary: 4,
} as const;
export const CAROUSEL_SLIDE_COUNTS = [6.5, 5.5, 4.5] as const;
export const CARD_LIST_SLIDES = { extraSmall: 2.05, other: 4.965 } as const;
