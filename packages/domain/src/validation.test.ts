import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  attachedDocumentTypeFilterSchema,
  countryFilterSchema,
  countrySchema,
  courierBarcodeSchema,
  currencyFilterSchema,
  currencySchema,
  deletionMarkFilterSchema,
  dimensionsFit,
  firstLastEmailSchema,
  isKnownTimeZone,
  isValidVisitSearchText,
  languageFilterSchema,
  languageSchema,
  languageUpdateSchema,
  maskPhone,
  orderNumberSchema,
  parcelNumberSchema,
  phoneMask,
  phoneMaskDigits,
  phoneSchema,
  shipmentOrPickupBarcodeSchema,
  timeZoneSchema,
} from './validation.ts';
import { validationErrors } from './validation-keys.ts';

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

describe.each([
  [
    'courier barcode',
    courierBarcodeSchema,
    ['ABCD1234567890', 'abcd0000000000'],
    [
      'ABC1234567890',
      'ABCDE1234567890',
      'ABCD123456789',
      'ABCD12345678901',
      'AB1D1234567890',
      ' ABCD1234567890',
    ],
  ],
  [
    'shipment or pickup barcode',
    shipmentOrPickupBarcodeSchema,
    ['SHAB1234567890', 'PUxy0123456789'],
    ['SXAB1234567890', 'SHA11234567890', 'SHAB123456789', 'shAB1234567890', 'PUAB12345678901'],
  ],
  [
    'parcel number',
    parcelNumberSchema,
    ['ABCD1234567890', 'AA AA 123456 1234'],
    [
      'abcd1234567890',
      'ABC1234567890',
      'AA AA 12345 1234',
      'AAAA 123456 1234',
      'AA  AA 123456 1234',
      'aa aa 123456 1234',
    ],
  ],
  [
    'order number',
    orderNumberSchema,
    ['ABCD1234567890', 'OR123456789012'],
    ['AB12345678901', 'ABC12345678901', 'or123456789012', 'ABCD123456789'],
  ],
  [
    'first.last@ e-mail',
    firstLastEmailSchema,
    ['jan.kowalski@example.com', 'o.petrenko@mail.ua'],
    [
      'jan@example.com',
      'jan.kowalski@',
      '.kowalski@example.com',
      'jan.@example.com',
      'jan kowalski@example.com',
      'jan.kowalski@example',
    ],
  ],
  [
    'phone',
    phoneSchema,
    ['12345678', '48123456789', '12345678901234'],
    ['1234567', '123456789012345', '+48123456789', '48 123 456 789'],
  ],
] as const)('%s', (_name, schema, valid, invalid) => {
  it.each(valid)('accepts %j', (value) => expect(accepts(schema, value)).toBe(true));
  it.each(invalid)('rejects %j', (value) => expect(accepts(schema, value)).toBe(false));
});

describe('visit search text (4-14, 4-16 with cid)', () => {
  it.each([
    ['abcd', true],
    ['abc', false],
    ['12345678901234', true],
    ['123456789012345', false],
    ['cid1234567890123', true],
    ['CID1234567890123', true],
    ['cid12345678901234', false],
    ['  abcd  ', true],
  ] as const)('%j → %s', (text, expected) => {
    expect(isValidVisitSearchText(text)).toBe(expected);
  });
});

describe('dimensionsFit', () => {
  const limits = { length: 30, width: 20, height: 10 };
  it.each([
    [{ length: 30, width: 20, height: 10 }, true],
    [{ length: 1, width: 1, height: 1 }, true],
    [{ length: 31, width: 20, height: 10 }, false],
    [{ length: 30, width: 21, height: 10 }, false],
    [{ length: 30, width: 20, height: 11 }, false],
  ])('%j within 30×20×10 → %s', (measured, expected) => {
    expect(dimensionsFit(limits, measured)).toBe(expected);
  });

  it('treats a zero limit as no limit', () => {
    expect(dimensionsFit({ length: 0, width: 0, height: 10 }, { length: 999, width: 999, height: 10 })).toBe(
      true,
    );
    expect(dimensionsFit({ length: 0, width: 0, height: 10 }, { length: 999, width: 999, height: 11 })).toBe(
      false,
    );
  });
});

describe('phoneMask', () => {
  const digits = (mask: string) => mask.replace(/\D/g, '').length + (mask.match(/#/g) ?? []).length;

  it.each([
    ['UA', '380', '+380#########', 12],
    ['MD', '+373', '+373#########', 12],
    ['ua', '380', '+380#########', 12],
    ['PL', '48', '+48###########', 13],
    ['US', '1', '+1############', 13],
  ])('%s %s → %s', (country, calling, mask, total) => {
    expect(phoneMask(country, calling)).toBe(mask);
    expect(digits(mask)).toBe(total);
  });
});

describe('time zones', () => {
  it.each(['Europe/Warsaw', 'America/New_York', 'Europe/Kyiv', 'Europe/Kiev'])('knows %s', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(true);
    expect(accepts(timeZoneSchema, zone)).toBe(true);
  });

  it.each(['Europe/Atlantis', 'europe/warsaw', '+01:00', '', 'Warsaw'])('rejects %j', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(false);
  });

  it('accepts every zone of Intl.supportedValuesOf', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(isKnownTimeZone(zone), zone).toBe(true);
  });
});

describe('deletion-mark filter', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['all', null],
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
  ] as const)('%j → %j', (input, output) => {
    expect(deletionMarkFilterSchema.parse(input)).toBe(output);
  });

  it('rejects other values', () => {
    expect(accepts(deletionMarkFilterSchema, 'yes')).toBe(false);
  });
});

describe('language editor and filter (platform §5)', () => {
  const language = { code: 'pl', name: 'Polish', native: 'Polski', rtl: false };

  it('accepts a language with a two-letter code in either case', () => {
    expect(accepts(languageSchema, language)).toBe(true);
    expect(accepts(languageSchema, { ...language, code: 'PL' })).toBe(true);
  });

  it.each([
    ['code', 'pol'],
    ['code', 'p'],
    ['code', 'p1'],
    ['name', 'P'],
    ['name', 'x'.repeat(41)],
    // "2 to 40 letters": no digits, signs or doubled separators.
    ['name', 'Polish2'],
    ['name', 'Polish!'],
    ['name', 'Old  Norse'],
    ['name', '-Polish'],
    ['native', 'P'],
    ['native', 'x'.repeat(41)],
    ['rtl', 'no'],
  ])('rejects %s = %j', (field, value) => {
    expect(accepts(languageSchema, { ...language, [field]: value })).toBe(false);
  });

  it.each(['Norwegian Bokmål', 'Українська', 'Scottish Gaelic', 'Tok Pisin', "N'Ko", 'Serbo-Croatian'])(
    'accepts the letters of any script in a name: %j',
    (name) => {
      expect(accepts(languageSchema, { ...language, name })).toBe(true);
    },
  );

  it('accepts names of 2 and 40 characters in the editor', () => {
    expect(accepts(languageSchema, { ...language, name: 'Ab', native: 'x'.repeat(40) })).toBe(true);
  });

  it('does not take the code on update', () => {
    expect(accepts(languageUpdateSchema, { name: 'Polish', native: 'Polski', rtl: false })).toBe(true);
    expect(accepts(languageUpdateSchema, language)).toBe(false);
  });

  it('takes letters only for the name in the filter too (platform §5)', () => {
    expect(accepts(languageFilterSchema, { name: 'Norwegian Bo' })).toBe(true);
    expect(accepts(languageFilterSchema, { name: 'Pol1' })).toBe(false);
    expect(accepts(languageFilterSchema, { name: 'Pol%' })).toBe(false);
  });

  it('needs 3 to 40 characters for name and native in the filter', () => {
    expect(accepts(languageFilterSchema, { name: 'Pol' })).toBe(true);
    expect(accepts(languageFilterSchema, { name: 'Po' })).toBe(false);
    expect(accepts(languageFilterSchema, { native: 'Po' })).toBe(false);
    expect(accepts(languageFilterSchema, { native: 'x'.repeat(41) })).toBe(false);
    expect(languageFilterSchema.parse({ codes: 'pl' }).codes).toEqual(['pl']);
  });
});

describe('currency editor and filter (platform §5)', () => {
  const currency = { code: 'PLN', numCode: '985', name: 'Polish zloty', shortName: 'zloty', symbol: 'zł' };

  it('accepts a currency', () => {
    expect(accepts(currencySchema, currency)).toBe(true);
    expect(accepts(currencySchema, { ...currency, translations: { uk: { name: 'Злотий' } } })).toBe(true);
  });

  it.each([
    ['code', 'pln'],
    ['code', 'PL'],
    ['numCode', '98'],
    ['numCode', '98a'],
    ['name', 'PL'],
    ['name', 'x'.repeat(251)],
    ['shortName', 'zl'],
    ['symbol', ''],
  ])('rejects %s = %j', (field, value) => {
    expect(accepts(currencySchema, { ...currency, [field]: value })).toBe(false);
  });

  it('rejects a short translated name', () => {
    expect(accepts(currencySchema, { ...currency, translations: { uk: { name: 'Зл' } } })).toBe(false);
  });

  it('has the filter bounds', () => {
    expect(accepts(currencyFilterSchema, { codes: ['pln', 'EUR'], name: 'zlo', shortName: 'z' })).toBe(true);
    expect(accepts(currencyFilterSchema, { codes: ['PL'] })).toBe(false);
    expect(accepts(currencyFilterSchema, { name: 'zl' })).toBe(false);
    expect(accepts(currencyFilterSchema, { name: 'x'.repeat(101) })).toBe(false);
    expect(accepts(currencyFilterSchema, { shortName: '' })).toBe(false);
    expect(accepts(currencyFilterSchema, { shortName: 'x'.repeat(21) })).toBe(false);
  });
});

describe('country editor and filter (platform §5)', () => {
  const country = {
    code: 'PL',
    name: 'Poland',
    callingCode: '+48',
    languageCode: 'PL',
    currencyCode: 'PLN',
    timezone: 'Europe/Warsaw',
    prohibitedSending: false,
    prohibitedIssuance: false,
    productAvailable: true,
    customsZone: 'Europe',
  };

  it('accepts a country, with or without a customs zone', () => {
    expect(accepts(countrySchema, country)).toBe(true);
    expect(accepts(countrySchema, { ...country, customsZone: null })).toBe(true);
  });

  it.each([
    ['code', 'pl'],
    ['code', 'POL'],
    ['callingCode', '1'],
    ['callingCode', '+12345'],
    ['languageCode', 'pl'],
    ['currencyCode', 'pln'],
    ['timezone', 'Poland/Warsaw'],
    ['prohibitedSending', 'yes'],
    ['customsZone', 'EU'],
  ])('rejects %s = %j', (field, value) => {
    expect(accepts(countrySchema, { ...country, [field]: value })).toBe(false);
  });

  it('reports the joi-style key of a bad field, naming the shape of a known pattern', () => {
    const result = countrySchema.safeParse({ ...country, code: 'pl' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(validationErrors(result.error.issues)).toEqual({ code: 'string.pattern.two_capitals' });
    const other = z.string().regex(/^x+$/).safeParse('y');
    if (!other.success) expect(validationErrors(other.error.issues)).toEqual({ body: 'string.pattern.base' });
    expect(other.success).toBe(false);
  });

  it('uppercases filter codes and allows at most 10', () => {
    expect(countryFilterSchema.parse({ codes: ['pl', 'De'] }).codes).toEqual(['PL', 'DE']);
    const ten = ['PL', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'CZ', 'SK'];
    expect(accepts(countryFilterSchema, { codes: ten })).toBe(true);
    expect(accepts(countryFilterSchema, { codes: [...ten, 'HU'] })).toBe(false);
    expect(accepts(countryFilterSchema, { codes: ['POL'] })).toBe(false);
  });

  it('has the other filter fields', () => {
    const parsed = countryFilterSchema.parse({ name: 'P', prohibitedSending: 'true', customsZones: 'USMCA' });
    expect(parsed).toMatchObject({ name: 'P', prohibitedSending: true, customsZones: ['USMCA'] });
    expect(accepts(countryFilterSchema, { name: '' })).toBe(false);
    expect(accepts(countryFilterSchema, { name: 'x'.repeat(101) })).toBe(false);
    expect(accepts(countryFilterSchema, { customsZones: ['EU'] })).toBe(false);
    expect(accepts(countryFilterSchema, { unknown: 1 })).toBe(false);
  });
});

describe('attached document type filter (platform §5)', () => {
  it('needs a name of 1 to 100 characters', () => {
    expect(accepts(attachedDocumentTypeFilterSchema, { name: 'A' })).toBe(true);
    expect(accepts(attachedDocumentTypeFilterSchema, { name: '' })).toBe(false);
    expect(accepts(attachedDocumentTypeFilterSchema, { name: 'x'.repeat(101) })).toBe(false);
  });
});

describe('phone masks applied to a typed phone (platform §5, §9)', () => {
  it('keeps the digits only, at most as many as the mask holds', () => {
    expect(maskPhone('+48 600-100-200', '+48###########')).toBe('48600100200');
    expect(maskPhone('380 67 123 45 67 89', '+380#########')).toBe('380671234567');
    expect(phoneMaskDigits('+380#########')).toBe(12);
    expect(phoneMaskDigits('+48###########')).toBe(13);
  });

  it('never goes past the longest phone, with or without a mask', () => {
    expect(maskPhone('1234567890123456789')).toBe('12345678901234');
    expect(maskPhone('1234567890123456789', '+1################')).toHaveLength(14);
  });
});
