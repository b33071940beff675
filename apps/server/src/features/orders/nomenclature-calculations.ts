import {
  minorUnitsOf,
  multiplyMoney,
  type NomenclatureCalculation,
  type NomenclatureCalculationItem,
} from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { contracts } from '../customers/contracts-table.ts';
import { pricedGoods } from './goods.ts';

type Executor = Database | Transaction;

/**
 * `POST pricing/nomenclature-calculations` (registers §7 "Catalogue"): each line priced as the
 * sell-goods dialog and `POST orders` price it (the goods price list of the country, in its selling
 * currency), the cost price × amount in exact minor units. We keep no contract prices: a contract
 * number is checked to exist and then changes nothing (docs/decisions.md "Counter look-ups").
 * A code that is no sellable item of the country is refused like an order's (400).
 */
export async function calculateNomenclatures(
  executor: Executor,
  body: NomenclatureCalculation,
): Promise<NomenclatureCalculationItem[]> {
  if (body.contractNumber) {
    const [contract] = await executor
      .select({ number: contracts.number })
      .from(contracts)
      .where(and(eq(contracts.number, body.contractNumber), isNull(contracts.deletedAt)));
    if (!contract) throw notFound('Contract not found');
  }
  const { currencyCode, items } = await pricedGoods(
    executor,
    body.countryCode,
    body.services.map((line) => line.serviceCode),
  );
  const digits = minorUnitsOf(currencyCode);
  const errors: Record<string, string> = {};
  const answer: NomenclatureCalculationItem[] = [];
  body.services.forEach((line, index) => {
    const item = items.get(line.serviceCode);
    if (!item) {
      errors[`services.${index}.serviceCode`] = 'any.invalid';
      return;
    }
    answer.push({
      serviceCode: item.code,
      name: item.name,
      amount: line.amount,
      price: item.price,
      cost: multiplyMoney(item.price, line.amount, digits),
      currencyCode,
    });
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return answer;
}
