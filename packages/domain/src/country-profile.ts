import { getCountry } from 'countries-and-timezones';
import { countries, getEmojiFlag, type ICountry, type TCountryCode } from 'countries-list';
import type { CountryProfile, CustomsZone } from './auth.ts';
import { DEFAULT_LANGUAGE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { canonicalTimeZone, isKnownTimeZone, phoneMask, supportedTimeZones } from './validation.ts';

/**
 * Customs zones. The 27 EU member states form one customs union: goods move between them
 * without customs formalities, so they are "Europe", together with Monaco and Åland, which lie
 * inside the Union's customs territory. The US, Canada and Mexico are "USMCA". Every other
 * European country (by countries-list's continents, so the transcontinental TR, GE, AZ, KZ and RU
 * too) is outside the EU customs union, and a parcel to or from it needs a customs declaration
 * with a commercial invoice: "NeedInvoice". That is the UK since Brexit, EFTA (CH, NO, IS, LI),
 * Ukraine, Moldova, the Western Balkans (RS, BA, ME, MK, AL, XK), Belarus, Andorra and San
 * Marino (their customs unions with the EU still need accompanying documents), the Channel
 * Islands, the Isle of Man, Gibraltar, the Faroes and so on. Everywhere else the zone is none:
 * there the international-shipping flow decides on documents.
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
const EUROPE_ZONE: ReadonlySet<string> = new Set([...EU_MEMBER_STATES, 'MC']);
const USMCA_ZONE: ReadonlySet<string> = new Set(['US', 'CA', 'MX']);

function customsZone(code: string, country: ICountry): CustomsZone | null {
  if (EUROPE_ZONE.has(code)) return 'Europe';
  if (USMCA_ZONE.has(code)) return 'USMCA';
  const european = country.continent === 'EU' || (country.continents ?? []).includes('EU');
  // Åland is part of Finland's (and so the Union's) customs territory.
  if (european && country.partOf !== undefined && EUROPE_ZONE.has(country.partOf)) return 'Europe';
  return european ? 'NeedInvoice' : null;
}

const currencySymbols = new Map<string, string>();

/** The narrow symbol of a currency ('zł', '₴', '€'); the code where none exists. */
export function currencySymbol(currencyCode: string): string {
  let symbol = currencySymbols.get(currencyCode);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
    currencySymbols.set(currencyCode, symbol);
  }
  return symbol;
}

/** A calling code that only this country uses as its sole code identifies it best (XK: 383, not 377). */
const soleCallingCodes = new Map<number, number>();
for (const country of Object.values(countries)) {
  if (country.phone.length === 1) {
    const [phone] = country.phone as [number];
    soleCallingCodes.set(phone, (soleCallingCodes.get(phone) ?? 0) + 1);
  }
}

function callingCode(country: ICountry): string {
  const own =
    country.phone.length > 1 ? country.phone.find((phone) => !soleCallingCodes.has(phone)) : undefined;
  const phone = own ?? country.phone[0];
  return phone === undefined ? '' : `+${phone}`;
}

function buildProfile(code: TCountryCode, country: ICountry): CountryProfile {
  const currencyCode = country.currency[0] ?? '';
  const phoneCode = callingCode(country);
  return {
    countryCode: code,
    languageCode: country.languages[0] ?? DEFAULT_LANGUAGE,
    currencyCode,
    currencySymbol: currencyCode === '' ? '' : currencySymbol(currencyCode),
    countryName: country.name,
    countryFlag: getEmojiFlag(code),
    phoneCode,
    phoneMask: phoneCode === '' ? '' : phoneMask(code, phoneCode),
    countryCustomsZone: customsZone(code, country),
  };
}

/** ISO 3166-1 alpha-2 codes (plus the user-assigned XK, Kosovo) from countries-list. */
export const COUNTRY_CODES = (Object.keys(countries) as TCountryCode[]).sort();
export type CountryCode = TCountryCode;

/**
 * Country profile of every country (platform §3): English name, first official language
 * (lowercase ISO 639-1), first currency with its narrow symbol, calling code with '+', emoji
 * flag, phone mask and customs zone. Countries without a language (Antarctica) get 'en'.
 */
export const COUNTRY_PROFILES: Readonly<Record<CountryCode, CountryProfile>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, buildProfile(code, countries[code])]),
) as Record<CountryCode, CountryProfile>;

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(countries, code);
}

export function findCountryProfile(code: string): CountryProfile | undefined {
  const upper = code.toUpperCase();
  return isCountryCode(upper) ? COUNTRY_PROFILES[upper] : undefined;
}

/** The profile of a country code (either case); throws a RangeError for an unknown code. */
/** The profile of a known country; anything else is the spec's 'Invalid country object' (platform §8). */
export function countryProfile(code: string): CountryProfile {
  const profile = findCountryProfile(code);
  if (profile === undefined) throw new RangeError(MESSAGES.invalidCountryObject, { cause: { code } });
  return profile;
}

/**
 * Time zones of a country from countries-and-timezones, spelled as this runtime's
 * `Intl.supportedValuesOf('timeZone')` spells them. Territories it does not list take their
 * parent's zones (Ascension, Tristan da Cunha → Saint Helena); a country with no data at all
 * (Kosovo, Bouvet Island) is offered every known zone. Unknown codes give none.
 */
export function timeZonesOf(code: string): readonly string[] {
  const upper = code.toUpperCase();
  if (!isCountryCode(upper)) return [];
  const country: ICountry = countries[upper];
  const zones = getCountry(upper)?.timezones ?? (country.partOf ? getCountry(country.partOf)?.timezones : []);
  const spelled = (zones ?? []).map((zone) =>
    supportedTimeZones().has(zone) ? zone : canonicalTimeZone(zone),
  );
  const known = [...new Set(spelled)].filter((zone): zone is string => zone !== undefined);
  return known.length > 0 ? known : [...supportedTimeZones()];
}

/**
 * The zone a country's clocks read, and so its divisions' (divisions carry no zone of their own):
 * the time zone the countries register holds for it, else the country's first zone from the
 * country profile, else UTC (a country the profile has no zones for, Kosovo). "Today" of a
 * division, a pickup or a delivery is the day this zone shows (issue 30).
 */
export function countryTimeZone(code: string, registered?: string | null): string {
  if (registered && isKnownTimeZone(registered)) return registered;
  return mainTimeZone(code) ?? 'UTC';
}

/**
 * A country's main zone: the one named after its capital when it has several (Portugal's is
 * Europe/Lisbon, not the Azores, which sort first), else its first; none when the profile knows no
 * zones of its own for it.
 */
export function mainTimeZone(code: string): string | undefined {
  const zones = timeZonesOf(code);
  if (zones.length === 0 || zones.length >= supportedTimeZones().size) return undefined;
  const upper = code.toUpperCase();
  const capital = isCountryCode(upper) ? countries[upper].capital.replaceAll(' ', '_') : '';
  return zones.find((zone) => capital !== '' && zone.endsWith(`/${capital}`)) ?? zones[0];
}
