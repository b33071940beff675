import {
  convert,
  crossRate,
  type ExchangeConversion,
  exchangeConversionQuerySchema,
  todayIn,
} from '@console/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { businessRule } from '../../http/errors.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { countries } from '../countries/countries-table.ts';
import { zoneOfCountry, zoneOfUser } from '../countries/country-zone.ts';
import { exchangeRates } from './currencies-table.ts';

export const BASE_CURRENCY = 'EUR';

/**
 * `GET exchange-rates/conversion`: an amount in one currency in others, at the latest rate on or
 * before the date. Rates are stored per 1 EUR; the targets are the ones asked for, else the
 * country's currency (only that with onlyMainCurrency), else the base currency. The amount is
 * converted at the exact cross rate and rounded once to the target currency's minor unit.
 */
export async function exchangeRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  async function rateOf(currencyCode: string, date: string): Promise<number> {
    if (currencyCode === BASE_CURRENCY) return 1;
    const [row] = await db
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currencyCode, currencyCode), lte(exchangeRates.date, date)))
      .orderBy(desc(exchangeRates.date))
      .limit(1);
    if (!row)
      throw businessRule('EXCHANGE_RATE_NOT_FOUND', `No exchange rate for ${currencyCode} on ${date}`);
    return row.rate;
  }

  routes.get(
    '/exchange-rates/conversion',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['currencies'], querystring: exchangeConversionQuerySchema },
    },
    async (request): Promise<ExchangeConversion> => {
      const { currencyCode, amount, countryCode, convertedCurrencies, onlyMainCurrency } = request.query;
      // Without a date, today's rate: today of the country asked about, else of the caller's division.
      const zone = countryCode
        ? await zoneOfCountry(db, countryCode)
        : await zoneOfUser(db, request.authUser!);
      const date = request.query.date ?? todayIn(zone);
      let mainCurrency: string | null = null;
      if (countryCode) {
        const [country] = await db
          .select({ currencyCode: countries.currencyCode })
          .from(countries)
          .where(eq(countries.code, countryCode));
        mainCurrency = country?.currencyCode ?? null;
      }
      const targets =
        onlyMainCurrency && mainCurrency
          ? [mainCurrency]
          : convertedCurrencies && convertedCurrencies.length > 0
            ? convertedCurrencies
            : [mainCurrency ?? BASE_CURRENCY];
      const sourceRate = await rateOf(currencyCode, date);
      const conversions = [];
      for (const target of [...new Set(targets)]) {
        const rate = crossRate(sourceRate, await rateOf(target, date));
        conversions.push({
          currencyCode: target,
          rate: rate.round(6).toNumber(),
          amount: Number(convert(amount, rate, currencyCode, target)),
        });
      }
      return { date, currencyCode, amount, conversions };
    },
  );
}
