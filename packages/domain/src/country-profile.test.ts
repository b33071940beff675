import { describe, expect, it } from 'vitest';
import { countryProfileSchema } from './auth.ts';
import {
  COUNTRY_CODES,
  COUNTRY_PROFILES,
  countryProfile,
  countryTimeZone,
  currencySymbol,
  EU_MEMBER_STATES,
  findCountryProfile,
  timeZonesOf,
} from './country-profile.ts';
import { countrySchema, isKnownTimeZone } from './validation.ts';

describe('COUNTRY_PROFILES', () => {
  it('covers the ISO 3166-1 countries', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(Object.keys(COUNTRY_PROFILES)).toHaveLength(COUNTRY_CODES.length);
    for (const code of ['PL', 'UA', 'DE', 'US', 'JP', 'BR', 'ZA', 'AU', 'AQ', 'VA']) {
      expect(COUNTRY_CODES).toContain(code);
    }
  });

  it('gives every profile the shape of the auth contract, keyed by its own code', () => {
    for (const [code, profile] of Object.entries(COUNTRY_PROFILES)) {
      expect(countryProfileSchema.parse(profile), code).toEqual(profile);
      expect(profile.countryCode).toBe(code);
    }
  });

  it('fits every profile into the country editor schema (code, calling, language and currency codes)', () => {
    for (const profile of Object.values(COUNTRY_PROFILES)) {
      const result = countrySchema.safeParse({
        code: profile.countryCode,
        name: profile.countryName,
        callingCode: profile.phoneCode,
        languageCode: profile.languageCode.toUpperCase(),
        currencyCode: profile.currencyCode || null,
        customsZone: profile.countryCustomsZone,
      });
      expect(result.success, profile.countryCode).toBe(true);
    }
  });

  it.each([
    ['PL', 'Poland', 'pl', 'PLN', 'zł', '+48', '🇵🇱', 'Europe'],
    ['UA', 'Ukraine', 'uk', 'UAH', '₴', '+380', '🇺🇦', 'NeedInvoice'],
    ['DE', 'Germany', 'de', 'EUR', '€', '+49', '🇩🇪', 'Europe'],
    ['GB', 'United Kingdom', 'en', 'GBP', '£', '+44', '🇬🇧', 'NeedInvoice'],
    ['US', 'United States', 'en', 'USD', '$', '+1', '🇺🇸', 'USMCA'],
    ['MX', 'Mexico', 'es', 'MXN', '$', '+52', '🇲🇽', 'USMCA'],
    ['JP', 'Japan', 'ja', 'JPY', '¥', '+81', '🇯🇵', null],
    ['XK', 'Kosovo', 'sq', 'EUR', '€', '+383', '🇽🇰', 'NeedInvoice'],
  ])('%s', (code, name, language, currency, symbol, phone, flag, zone) => {
    expect(countryProfile(code)).toMatchObject({
      countryCode: code,
      countryName: name,
      languageCode: language,
      currencyCode: currency,
      currencySymbol: symbol,
      phoneCode: phone,
      countryFlag: flag,
      countryCustomsZone: zone,
    });
  });

  it('puts the 27 EU member states in Europe', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const code of EU_MEMBER_STATES)
      expect(COUNTRY_PROFILES[code].countryCustomsZone, code).toBe('Europe');
  });

  it('puts exactly US, CA and MX in USMCA', () => {
    const usmca = COUNTRY_CODES.filter((code) => COUNTRY_PROFILES[code].countryCustomsZone === 'USMCA');
    expect(usmca).toEqual(['CA', 'MX', 'US']);
  });

  it.each(['GB', 'CH', 'NO', 'UA', 'MD', 'RS', 'IS', 'LI', 'BA', 'ME', 'MK', 'AL'])(
    'needs an invoice for %s',
    (code) => {
      expect(COUNTRY_PROFILES[code as 'GB'].countryCustomsZone).toBe('NeedInvoice');
    },
  );

  it('gives phone masks of 12 digits for UA and MD and 13 elsewhere', () => {
    const digits = (mask: string) => mask.replace(/[^\d#]/g, '').length;
    expect(countryProfile('UA').phoneMask).toBe('+380#########');
    expect(digits(countryProfile('MD').phoneMask)).toBe(12);
    expect(digits(countryProfile('PL').phoneMask)).toBe(13);
  });
});

describe('countryProfile', () => {
  it('reads either case', () => {
    expect(countryProfile('pl')).toBe(COUNTRY_PROFILES.PL);
  });

  it('throws for an unknown code and findCountryProfile gives undefined', () => {
    expect(() => countryProfile('ZZ')).toThrow(RangeError);
    expect(findCountryProfile('ZZ')).toBeUndefined();
    expect(findCountryProfile('toString')).toBeUndefined();
  });
});

describe('currencySymbol', () => {
  it('uses the narrow symbol, or the code where there is none', () => {
    expect(currencySymbol('PLN')).toBe('zł');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
});

describe('timeZonesOf', () => {
  it('gives a country its zones', () => {
    expect(timeZonesOf('PL')).toEqual(['Europe/Warsaw']);
    expect(timeZonesOf('us')).toContain('America/New_York');
  });

  it('spells the zones as the runtime lists them', () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const code of COUNTRY_CODES) {
      for (const zone of timeZonesOf(code)) expect(known.has(zone), `${code} ${zone}`).toBe(true);
    }
    expect(timeZonesOf('UA').some((zone) => zone === 'Europe/Kyiv' || zone === 'Europe/Kiev')).toBe(true);
  });

  it('falls back to the parent territory, then to every known zone', () => {
    expect(timeZonesOf('AC')).toEqual(timeZonesOf('SH'));
    expect(timeZonesOf('XK').length).toBe(Intl.supportedValuesOf('timeZone').length);
    expect(timeZonesOf('ZZ')).toEqual([]);
  });

  it('gives every country at least one valid zone', () => {
    for (const code of COUNTRY_CODES) {
      const zones = timeZonesOf(code);
      expect(zones.length, code).toBeGreaterThan(0);
      expect(zones.every(isKnownTimeZone), code).toBe(true);
    }
  });
});

describe("countryTimeZone (the zone a division's day is read in)", () => {
  it('takes the zone the countries register holds', () => {
    expect(countryTimeZone('US', 'America/Chicago')).toBe('America/Chicago');
  });

  it("else the country profile's first zone", () => {
    expect(countryTimeZone('PL', null)).toBe('Europe/Warsaw');
    expect(countryTimeZone('PT')).toBe('Europe/Lisbon');
    expect(countryTimeZone('ES')).toBe('Europe/Madrid');
    expect(countryTimeZone('PL', 'Not/AZone')).toBe('Europe/Warsaw');
  });

  it('else UTC, for a country the profile has no zones for and an unknown code', () => {
    expect(countryTimeZone('XK')).toBe('UTC');
    expect(countryTimeZone('ZZ')).toBe('UTC');
  });
});

describe("an unknown country (platform §8 'Invalid country object')", () => {
  it('is refused with the spec’s message, naming the code in its cause', () => {
    expect(() => countryProfile('QQ')).toThrow(new RangeError('Invalid country object'));
    try {
      countryProfile('QQ');
    } catch (error) {
      expect((error as Error).cause).toEqual({ code: 'QQ' });
    }
  });
});
