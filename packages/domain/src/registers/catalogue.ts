import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import { isoDateSchema, queryList } from './filter-schemas.ts';

/**
 * Catalogue calls that belong to the reference registers but are not collections
 * (registers §7 "Catalogue"): postal codes, currency conversion, phone number type.
 */

const upperCountryCode = z
  .string()
  .transform((code) => code.toUpperCase())
  .pipe(countryCodeSchema);
const currencyCode = z
  .string()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/));

/** `GET postal_codes`: the search source of postal codes (prefix of the code). */
export const postalCodesQuerySchema = z.strictObject({
  postCode: z.string().trim().min(1).max(100).optional(),
  countryCode: upperCountryCode.optional(),
  settlementId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** `GET exchange-rates/conversion` (registers §7). */
export const exchangeConversionQuerySchema = z.strictObject({
  date: isoDateSchema.optional(),
  countryCode: upperCountryCode.optional(),
  currencyCode,
  amount: z.coerce.number().refine(Number.isFinite).pipe(z.number().min(0).max(1_000_000_000_000)),
  convertedCurrencies: queryList(currencyCode).pipe(z.array(z.string()).max(50)).optional(),
  onlyMainCurrency: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export interface ExchangeConversion {
  date: string;
  currencyCode: string;
  amount: number;
  conversions: { currencyCode: string; rate: number; amount: number }[];
}

/** Phone number types; `mobile` is what SMS identification needs (registers §5 phone_not_mobile). */
export const PHONE_NUMBER_TYPES = ['mobile', 'fixed', 'fixed_or_mobile', 'unknown', 'invalid'] as const;
export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[number];
export const phoneNumberTypeQuerySchema = z.strictObject({
  number: z.string().trim().min(1).max(30),
  countryCode: upperCountryCode.optional(),
});
export interface PhoneNumberTypeAnswer {
  number: string;
  /** E.164 form when the number parses. */
  e164: string | null;
  type: PhoneNumberType;
  isMobile: boolean;
}
