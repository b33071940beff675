import {
  availableCargoCategoriesQuerySchema,
  type PhoneNumberType,
  type PhoneNumberTypeAnswer,
  phoneNumberTypeQuerySchema,
} from '@console/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Database } from '../../db/database.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { cargoCategories } from './catalogue-tables.ts';

const TYPES: Readonly<Record<string, PhoneNumberType>> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'fixed',
  FIXED_LINE_OR_MOBILE: 'fixed_or_mobile',
};

/** What kind of number it is, by the numbering plans of libphonenumber (metadata "max"). */
export function classifyPhoneNumber(number: string, countryCode?: string): PhoneNumberTypeAnswer {
  const digits = number.replace(/[\s().-]/g, '');
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(digits, countryCode as CountryCode | undefined);
  } catch {
    parsed = undefined;
  }
  if (!parsed?.isValid()) return { number, e164: parsed?.number ?? null, type: 'invalid', isMobile: false };
  const type = TYPES[parsed.getType() ?? ''] ?? 'unknown';
  return { number, e164: parsed.number, type, isMobile: type === 'mobile' || type === 'fixed_or_mobile' };
}

/** Catalogue calls of the goods and phone registers (registers §7 "Catalogue"). */
export async function catalogueRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  /** Live cargo categories of a country (every country when none is given), by priority. */
  routes.get(
    '/available-cargo-categories',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['cargo_categories'], querystring: availableCargoCategoriesQuerySchema },
    },
    async (request) => {
      const { countryCode } = request.query;
      const items = await db
        .select()
        .from(cargoCategories)
        .where(
          and(
            isNull(cargoCategories.deletedAt),
            countryCode ? eq(cargoCategories.countryCode, countryCode) : undefined,
          ),
        )
        .orderBy(asc(cargoCategories.priority), asc(cargoCategories.name));
      return { items, total: items.length, last_page: 1 };
    },
  );

  routes.post(
    '/phone-number-type',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['phone_codes'], body: phoneNumberTypeQuerySchema },
    },
    (request) => classifyPhoneNumber(request.body.number, request.body.countryCode),
  );

  routes.get(
    '/v2/phone-number-type',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['phone_codes'], querystring: phoneNumberTypeQuerySchema },
    },
    (request) => classifyPhoneNumber(request.query.number, request.query.countryCode),
  );
}
