import {
  addDays,
  CARRIERS_BY_COUNTRY,
  COUNTRY_CODES,
  COUNTRY_PROFILES,
  currencySymbol,
  mainTimeZone,
} from '@console/domain';
import currencyCodes from 'currency-codes';
import type { Database } from '../db/database.ts';
import { measurements } from '../features/catalogue/catalogue-tables.ts';
import { countries } from '../features/countries/countries-table.ts';
import { currencies } from '../features/currencies/currencies-table.ts';
import { productionCalendar } from '../features/production-calendar/production-calendar-table.ts';
import { generatedDay } from '../features/production-calendar/public-holidays.ts';

/** Languages the reference names are translated into besides English (DESIGN.md: en, uk, pl). */
export const TRANSLATED_LANGUAGES = ['uk', 'pl'] as const;

/** Inserts rows in chunks (a statement holds at most 65 535 parameters), leaving existing rows alone. */
export async function insertMissing<T>(
  insert: (rows: T[]) => Promise<unknown>,
  rows: readonly T[],
  chunk = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) await insert(rows.slice(start, start + chunk));
}

function displayName(language: string, type: 'currency' | 'region', code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(language, { type, fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** ISO 4217 from currency-codes; names per language from the runtime's CLDR data. */
export function currencyRows() {
  return currencyCodes.data.map((record) => {
    const name = clip(displayName('en', 'currency', record.code) ?? record.currency, 250);
    const translations: Record<string, { name: string }> = {};
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = displayName(language, 'currency', record.code);
      if (translated && translated.length >= 3) translations[language] = { name: clip(translated, 250) };
    }
    return {
      code: record.code,
      numCode: record.number.padStart(3, '0'),
      name: name.length >= 3 ? name : record.currency,
      shortName: clip(record.currency.length >= 3 ? record.currency : name, 250),
      symbol: currencySymbol(record.code),
      translations,
    };
  });
}

/** The operator's own product is offered where it has carriers (platform §9 carriers per country). */
const PRODUCT_COUNTRIES = new Set(Object.keys(CARRIERS_BY_COUNTRY));

/** ISO 3166-1 with the country profile of platform §3 and names in en, uk and pl. */
export function countryRows() {
  return COUNTRY_CODES.map((code) => {
    const profile = COUNTRY_PROFILES[code];
    const translations: Record<string, { name: string }> = {};
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = displayName(language, 'region', code);
      if (translated) translations[language] = { name: clip(translated, 100) };
    }
    const callingCode =
      profile.phoneCode.length >= 2 && profile.phoneCode.length <= 5 ? profile.phoneCode : null;
    return {
      code,
      name: clip(displayName('en', 'region', code) ?? profile.countryName, 100),
      callingCode,
      languageCode: /^[a-z]{2}$/.test(profile.languageCode) ? profile.languageCode.toUpperCase() : null,
      currencyCode: /^[A-Z]{3}$/.test(profile.currencyCode) ? profile.currencyCode : null,
      // The main zone (the capital's); unset for a country the time-zone data does not know.
      timezone: mainTimeZone(code) ?? null,
      productAvailable: PRODUCT_COUNTRIES.has(code),
      customsZone: profile.countryCustomsZone,
      translations,
    };
  });
}

/** Units the goods sale uses (registers §9: kg, pieces, m, package), with uk and pl names. */
export const MEASUREMENT_ROWS = [
  {
    code: 'KGM',
    name: 'Kilogram',
    shortName: 'kg',
    translations: { uk: { name: 'Кілограм', shortName: 'кг' }, pl: { name: 'Kilogram', shortName: 'kg' } },
  },
  {
    code: 'H87',
    name: 'Piece',
    shortName: 'pcs',
    translations: { uk: { name: 'Штука', shortName: 'шт' }, pl: { name: 'Sztuka', shortName: 'szt.' } },
  },
  {
    code: 'MTR',
    name: 'Metre',
    shortName: 'm',
    translations: { uk: { name: 'Метр', shortName: 'м' }, pl: { name: 'Metr', shortName: 'm' } },
  },
  {
    code: 'XPK',
    name: 'Package',
    shortName: 'pkg',
    translations: {
      uk: { name: 'Пакунок', shortName: 'уп' },
      pl: { name: 'Opakowanie', shortName: 'opak.' },
    },
  },
];

/** Countries whose production calendar is seeded; more are imported the same way. */
export const CALENDAR_COUNTRIES = ['PL', 'UA', 'DE'] as const;

/** Every day of the years, weekdays Monday to Friday, public holidays from date-holidays. */
export function calendarRows(countryCode: string, years: readonly number[]) {
  const rows: { countryCode: string; date: string; weekday: boolean; holiday: boolean }[] = [];
  for (const year of years) {
    for (let day = `${year}-01-01`; day.startsWith(`${year}-`); day = addDays(day, 1)) {
      const { weekday, holiday } = generatedDay(countryCode, day);
      rows.push({ countryCode, date: day, weekday, holiday });
    }
  }
  return rows;
}

/** Reference data every database gets at every start; rows edited by administrators are kept. */
export async function seedReferenceData(db: Database, today: Date = new Date()) {
  await insertMissing((rows) => db.insert(currencies).values(rows).onConflictDoNothing(), currencyRows());
  await insertMissing((rows) => db.insert(countries).values(rows).onConflictDoNothing(), countryRows());
  await db.insert(measurements).values(MEASUREMENT_ROWS).onConflictDoNothing();
  const years = [today.getUTCFullYear(), today.getUTCFullYear() + 1];
  for (const countryCode of CALENDAR_COUNTRIES) {
    await insertMissing(
      (rows) => db.insert(productionCalendar).values(rows).onConflictDoNothing(),
      calendarRows(countryCode, years),
    );
  }
}
