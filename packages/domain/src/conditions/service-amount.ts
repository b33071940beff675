import type { ShipmentFacts } from './condition-evaluator.ts';
import type { ServiceValueType } from './condition-model.ts';

export interface ServiceAmountRule {
  amount: string | number;
  valueType: ServiceValueType;
  amountProperty: { property: string } | null;
  eachSeatCalculation: boolean;
}

/** Decimal text with two places from integer cents (no binary float reaches a sum). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/**
 * The cost a service condition adds: Fixed is the amount; Percent is that percentage of the
 * amount property's value (a declared value); PerUnit the amount per unit of it (per kg). Each-seat
 * calculation charges it once per parcel. Rounded to the cent once, at the end.
 */
export function serviceConditionCost(rule: ServiceAmountRule, facts: ShipmentFacts): string {
  const amountCents = toCents(rule.amount);
  const raw = rule.amountProperty ? Number(facts[rule.amountProperty.property] ?? 0) : 0;
  const base = Number.isFinite(raw) ? raw : 0;
  const perSeat =
    rule.valueType === 'Fixed'
      ? amountCents
      : rule.valueType === 'Percent'
        ? Math.round((base * amountCents) / 100)
        : Math.round(base * amountCents);
  const seats = rule.eachSeatCalculation ? Math.max(1, Number(facts.parcelsAmount ?? 1)) : 1;
  return centsToDecimal(perSeat * seats);
}
