import {
  type GoodsItem,
  goodsSearchMode,
  markHiddenGoods,
  mergeGoodsResults,
  minorUnitsOf,
  roundMoney,
} from '@console/domain';
import { and, asc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { qualified } from '../../db/sql-helpers.ts';
import { nomenclatures } from '../catalogue/catalogue-tables.ts';
import { countries } from '../countries/countries-table.ts';
import { goodsPrices } from './orders-tables.ts';

type Executor = Database | Transaction;
/** Goods the dialog lists at most (registers §9: suggestions limit 10; the default list a little longer). */
const GOODS_LIMIT = 20;
const SELLABLE_TYPES = ['Goods', 'Packaging'];

/** The currency the counter sells in: the country's own when goods are priced in it, else euro. */
export async function sellingCurrency(executor: Executor, countryCode: string): Promise<string> {
  const [country] = await executor
    .select({ currencyCode: countries.currencyCode })
    .from(countries)
    .where(eq(countries.code, countryCode));
  const own = country?.currencyCode;
  if (!own) return 'EUR';
  const [priced] = await executor
    .select({ id: goodsPrices.id })
    .from(goodsPrices)
    .where(and(eq(goodsPrices.currencyCode, own), isNull(goodsPrices.deletedAt)))
    .limit(1);
  return priced ? own : 'EUR';
}

type Row = Awaited<ReturnType<typeof selectGoods>>[number];

function selectGoods(executor: Executor, currencyCode: string, countryCode: string, extra?: SQL) {
  return executor
    .select({
      id: nomenclatures.id,
      name: nomenclatures.name,
      code: nomenclatures.code,
      type: nomenclatures.type,
      barcodes: nomenclatures.barcodes,
      width: nomenclatures.width,
      length: nomenclatures.length,
      height: nomenclatures.height,
      volumetricWeight: nomenclatures.volumetricWeight,
      price: goodsPrices.price,
      currencyCode: goodsPrices.currencyCode,
    })
    .from(nomenclatures)
    .innerJoin(
      goodsPrices,
      and(
        eq(goodsPrices.nomenclatureId, nomenclatures.id),
        eq(goodsPrices.currencyCode, currencyCode),
        isNull(goodsPrices.deletedAt),
      ),
    )
    .where(
      and(
        isNull(nomenclatures.deletedAt),
        eq(nomenclatures.countryCode, countryCode),
        inArray(nomenclatures.type, SELLABLE_TYPES),
        extra,
      ),
    )
    .$dynamic();
}

const toItem = (row: Row): GoodsItem => ({
  ...row,
  barcodes: row.barcodes.map((entry) => entry.barcode),
  price: roundMoney(row.price, minorUnitsOf(row.currencyCode)),
  isHidden: false,
});

/**
 * The sell-goods dialog's product search (registers §5 "Goods sale"): empty text lists the
 * defaults, 1–2 characters search barcodes only, 3 or more barcodes and names, merged and
 * deduplicated by id; items that do not fit the entered dimensions are hidden and sorted last.
 */
export async function searchGoods(
  executor: Executor,
  countryCode: string,
  query: { search?: string; width?: number; length?: number; height?: number },
): Promise<GoodsItem[]> {
  const currencyCode = await sellingCurrency(executor, countryCode);
  const text = query.search?.trim() ?? '';
  const mode = goodsSearchMode(text);
  let found: Row[];
  if (mode === 'default') {
    found = await selectGoods(executor, currencyCode, countryCode)
      .orderBy(asc(nomenclatures.name))
      .limit(GOODS_LIMIT);
  } else {
    // Barcodes start with the typed digits (a scanner sends the whole code).
    const byBarcode = await selectGoods(
      executor,
      currencyCode,
      countryCode,
      sql`exists (select 1 from jsonb_array_elements(${qualified(nomenclatures.barcodes)}) as b where b->>'barcode' like ${`${escapeLike(text)}%`})`,
    )
      .orderBy(asc(nomenclatures.name))
      .limit(GOODS_LIMIT);
    const byName =
      mode === 'barcodeAndName'
        ? await selectGoods(
            executor,
            currencyCode,
            countryCode,
            ilike(nomenclatures.name, `%${escapeLike(text)}%`),
          )
            .orderBy(asc(nomenclatures.name))
            .limit(GOODS_LIMIT)
        : [];
    found = mergeGoodsResults(byBarcode, byName);
  }
  return markHiddenGoods(found.map(toItem), query);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The priced goods named by code, for an order (in the selling currency of the country). */
export async function pricedGoods(executor: Executor, countryCode: string, codes: readonly string[]) {
  const currencyCode = await sellingCurrency(executor, countryCode);
  const rows = await selectGoods(
    executor,
    currencyCode,
    countryCode,
    inArray(nomenclatures.code, [...codes]),
  );
  return { currencyCode, items: new Map(rows.map((row) => [row.code, toItem(row)])) };
}
