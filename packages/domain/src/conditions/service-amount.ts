import { exact, multiplyMoney, roundMoney } from '../money/money.ts';
import type { ShipmentFacts } from './condition-evaluator.ts';
import type { ServiceValueType } from './condition-model.ts';

export interface ServiceAmountRule {
  amount: string | number;
  valueType: ServiceValueType;
  amountProperty: { property: string } | null;
  eachSeatCalculation: boolean;
}

/** Condition amounts are written with two decimals (registers §5), whatever the currency. */
export const CONDITION_DECIMALS = 2;

/**
 * The cost a service condition adds: Fixed is the amount; Percent is that percentage of the
 * amount property's value (a declared value); PerUnit the amount per unit of it (per kg). Each-seat
 * calculation charges it once per parcel. Exact decimals, rounded to the cent once per seat.
 */
export function serviceConditionCost(rule: ServiceAmountRule, facts: ShipmentFacts): string {
  const amount = exact(roundMoney(rule.amount, CONDITION_DECIMALS));
  const raw = rule.amountProperty ? Number(facts[rule.amountProperty.property] ?? 0) : 0;
  const base = Number.isFinite(raw) ? raw : 0;
  const perSeat =
    rule.valueType === 'Fixed'
      ? amount
      : rule.valueType === 'Percent'
        ? amount.times(base).div(100)
        : amount.times(base);
  const parcels = Number(facts.parcelsAmount ?? 1);
  const seats = rule.eachSeatCalculation && Number.isInteger(parcels) ? Math.max(1, parcels) : 1;
  return multiplyMoney(roundMoney(perSeat, CONDITION_DECIMALS), seats, CONDITION_DECIMALS);
}
