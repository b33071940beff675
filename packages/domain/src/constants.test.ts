import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  AMOUNT_MAX_XERO,
  AMOUNT_MIN,
  API_DATE_TIME_FORMAT,
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  BLANK_SHIPMENT_DEFAULTS,
  CARRIERS,
  CARRIERS_BY_COUNTRY,
  COMMON_CARRIERS,
  CONDITION_OPERATOR_SYMBOLS,
  CONDITION_OPERATORS,
  carriersForCountry,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RATIO_MATRIX,
  DELIVERY_PARTNER_FILTER_VALUES,
  DISPLAY_DATE_TIME_FORMAT,
  FLOAT_TOLERANCE,
  GOODS_PURPOSES,
  INFORMATION_CHANNELS,
  LOADER_DELAY_MS,
  MIN_BROWSER_VERSION,
  NEW_PARTY_DEFAULTS,
  OPEN_ITEMS_LIMIT,
  PICKUP_TYPES,
  partnersOfferedIn,
  RECENT_ACTIVITY_LIMIT,
  REQUEST_TIMEOUT_MS,
  SHIPMENT_DIMENSION_LIMITS,
  SMALL_TALK_COUNTRIES,
  SUGGESTION_LIMIT,
  scanningPartnersIn,
  TIME_INTERVAL_PARTNER_FILTER_VALUES,
  TIME_INTERVAL_TYPES,
  TOKEN_RETRY_LIMIT,
} from './constants.ts';
import { specList } from './testing/spec-text.ts';

/** "Venipak plus the common four" → Venipak, NPGlobal, NPUkraine, UPS, PylonLogistics */
function specCarriers(text: string): string[] {
  const [own = '', common] = text.split(' plus the common four');
  return [...specList(own), ...(common === undefined ? [] : COMMON_CARRIERS)];
}

/** Platform §9 "Carriers per country", rows as written. */
const CARRIER_ROWS: readonly [countries: string, carriers: string][] = [
  ['EE, LV, LT', 'Venipak plus the common four'],
  ['PL', 'GLS, Orlen, InPost, NoLimit, NPGlobal, NPUkraine, DPD, FedEx, NovaPlace, UPS, PylonLogistics'],
  ['DE', 'DPD, NPGlobal, NPUkraine, Emons, DHL, UPS, PylonLogistics'],
  ['SK', 'SPS plus the common four'],
  ['HU', 'ExpressOne plus the common four'],
  ['RO', 'Cargus, FanCourier plus the common four'],
  ['CZ', 'GLS, AlzaBox plus the common four'],
  ['ES, IT', 'GLS, InPost, FedEx plus the common four'],
  ['NL', 'GLS, UPS, PylonLogistics'],
  ['IE', 'FedEx plus the common four'],
  ['FR', 'Chronopost, FedEx plus the common four'],
  ['GB', 'DPD, InPost, Evri, UPS, PylonLogistics'],
];
const carrierRows = CARRIER_ROWS.flatMap(([countries, carriers]) =>
  specList(countries).map((country) => ({ country, carriers: specCarriers(carriers) })),
);

describe('carriers (platform §9)', () => {
  it('enumerates the 25 carriers of the spec', () => {
    expect([...CARRIERS]).toEqual(
      specList(
        'DPD, SPS, GLS, NoLimit, Venipak, Cargus, Orlen, NPGlobal, NPUkraine, InPost, Packeta, DPDPL, FedEx, ExpressOne, Emons, Own address delivery, DHL, NovaBox, Chronopost, Evri, NovaPlace, UPS, PylonLogistics, AlzaBox, FanCourier',
      ),
    );
  });

  it('has the common four', () => {
    expect([...COMMON_CARRIERS]).toEqual(['NPGlobal', 'NPUkraine', 'UPS', 'PylonLogistics']);
  });

  it.each(carrierRows)('$country: $carriers', ({ country, carriers }) => {
    expect(CARRIERS_BY_COUNTRY[country]).toEqual(carriers);
    expect(carriersForCountry(country.toLowerCase())).toEqual(carriers);
  });

  it('lists exactly the table countries', () => {
    expect(Object.keys(CARRIERS_BY_COUNTRY).sort()).toEqual(carrierRows.map((row) => row.country).sort());
  });

  it('offers the common four in a country outside the table', () => {
    expect(carriersForCountry('UA')).toEqual(COMMON_CARRIERS);
  });

  it('uses only enumerated carriers in the partner filters', () => {
    for (const carrier of DELIVERY_PARTNER_FILTER_VALUES) expect(CARRIERS).toContain(carrier);
    expect(DELIVERY_PARTNER_FILTER_VALUES).toHaveLength(19);
    expect(TIME_INTERVAL_PARTNER_FILTER_VALUES[0]).toBe('own');
    expect(TIME_INTERVAL_PARTNER_FILTER_VALUES).toHaveLength(18);
  });
});

describe('business constants', () => {
  it('has the request and list numbers of platform §9 and registers §9', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(45000);
    expect(TOKEN_RETRY_LIMIT).toBe(3);
    expect(DEFAULT_PAGE_SIZE).toBe(15);
    expect(LOADER_DELAY_MS).toBe(500);
    expect(SUGGESTION_LIMIT).toBe(10);
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(3);
    expect(MIN_BROWSER_VERSION).toBe(114);
    expect(OPEN_ITEMS_LIMIT).toBe(15);
    expect(RECENT_ACTIVITY_LIMIT).toBe(8);
    expect([AMOUNT_MIN, AMOUNT_MAX, AMOUNT_MAX_XERO]).toEqual([1, 99, 5000]);
    expect(FLOAT_TOLERANCE).toBe(0.001);
  });

  it('has the date formats of platform §9', () => {
    expect(API_DATE_TIME_FORMAT).toBe('YYYY-MM-DDTHH:mm:ss.SSSSSS');
    expect(DISPLAY_DATE_TIME_FORMAT).toBe('YYYY-MM-DD, HH:mm:ss');
  });

  it('has the blank shipment defaults', () => {
    expect(BLANK_SHIPMENT_DEFAULTS.payerType).toBe('Sender');
    expect(BLANK_SHIPMENT_DEFAULTS.sender).toEqual({ settlementId: 3, divisionId: 2 });
    expect(BLANK_SHIPMENT_DEFAULTS.recipient.countryCode).toBe('PL');
    expect(NEW_PARTY_DEFAULTS).toEqual({ countryCode: 'PL', divisionId: null });
  });

  it('has the shipment dimension limits', () => {
    expect(SHIPMENT_DIMENSION_LIMITS).toEqual({
      width: 250,
      height: 20,
      length: 350,
      weight: 1,
      actualWeight: 10,
      insuranceCost: 1,
      volumetricWeight: 10,
    });
  });

  it.each([
    ['condition operators', CONDITION_OPERATORS, '<, >, =, !=, >=, <='],
    ['goods purposes', GOODS_PURPOSES, 'personal, internal, selling, repair, return, gift, sample'],
    ['pickup types', PICKUP_TYPES, 'ClientAddress, Postomat, PUDO'],
    [
      'time interval types',
      TIME_INTERVAL_TYPES,
      'PickupDayToDay, PickupNextDay, Delivery, DeliverySameDay, PickupSameDay',
    ],
    [
      'information channels',
      INFORMATION_CHANNELS,
      'all_channel, SMS, Viber, Push, Email, Push_SMS, Push_Viber_SMS, Viber_SMS, SMSFast, SMSFast_Viber, SMS_Viber, Push_Viber',
    ],
    ['small-talk countries', SMALL_TALK_COUNTRIES, 'PL, DE, HU, FR, SK, NL, LT, LV, EE, ES, GB, IT, RO, CZ'],
  ] as const)('%s', (_name, actual, spec) => {
    expect([...actual]).toEqual(specList(spec));
  });

  it('maps every condition operator name to a distinct operator', () => {
    expect(new Set(Object.values(CONDITION_OPERATOR_SYMBOLS))).toEqual(new Set(CONDITION_OPERATORS));
  });

  it('has the default ratio matrix (kg to minutes)', () => {
    expect(DEFAULT_RATIO_MATRIX).toEqual({
      0: 1,
      1: 3,
      5: 5,
      10: 7,
      20: 10,
      30: 15,
      60: 20,
      100: 25,
      150: 30,
    });
  });
});

describe('partners offered per country (registers §9)', () => {
  it('adds AlzaBox and Fan Courier to the listed countries, only Fan Courier to CZ and only AlzaBox to RO', () => {
    for (const code of ['EE', 'LV', 'LT', 'PL', 'DE', 'SK', 'HU', 'ES', 'IT', 'NL', 'IE', 'FR', 'GB'])
      expect(partnersOfferedIn(code)).toEqual(expect.arrayContaining(['AlzaBox', 'FanCourier']));
    expect(partnersOfferedIn('CZ')).toEqual([
      'GLS',
      'AlzaBox',
      'NPGlobal',
      'NPUkraine',
      'UPS',
      'PylonLogistics',
      'FanCourier',
    ]);
    expect(partnersOfferedIn('RO')).toEqual([
      'Cargus',
      'FanCourier',
      'NPGlobal',
      'NPUkraine',
      'UPS',
      'PylonLogistics',
      'AlzaBox',
    ]);
  });

  it("joins Hungary's second map (FedEx) and names each partner once", () => {
    const hu = partnersOfferedIn('hu');
    expect(hu).toEqual([
      'ExpressOne',
      'NPGlobal',
      'NPUkraine',
      'UPS',
      'PylonLogistics',
      'FedEx',
      'AlzaBox',
      'FanCourier',
    ]);
    expect(new Set(hu).size).toBe(hu.length);
  });

  it('keeps a country without extras to its carriers', () => {
    expect(partnersOfferedIn('AT')).toEqual(carriersForCountry('AT'));
  });

  it('offers GLS and SPS when scanning in SK, GLS in AT, nothing elsewhere', () => {
    expect(scanningPartnersIn('SK')).toEqual(['GLS', 'SPS']);
    expect(scanningPartnersIn('at')).toEqual(['GLS']);
    expect(scanningPartnersIn('PL')).toEqual([]);
  });
});
