import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileCondition,
  evaluateCondition,
  type FactValue,
  type ShipmentFacts,
} from './condition-evaluator.ts';
import {
  type Branch,
  type Bud,
  CONDITION_OPERATOR_NAMES,
  conditionPropertyByName,
  conditionTreeSchema,
} from './condition-model.ts';
import { conditionSentence } from './condition-sentence.ts';
import { serviceConditionCost } from './service-amount.ts';
import { shipmentFacts } from './shipment-facts.ts';

/** A naive reading of registers §3.2, written apart from the evaluator: recursion over the tree. */
function reference(tree: Branch, facts: ShipmentFacts): boolean {
  const results = [
    ...tree.buds.map((bud) => referenceBud(bud, facts)),
    ...tree.branches.map((branch) => reference(branch, facts)),
  ];
  return tree.operator === 'AND' ? results.every(Boolean) : results.some(Boolean);
}

function referenceBud(bud: Bud, facts: ShipmentFacts): boolean {
  const numeric = conditionPropertyByName.get(bud.property)?.kind === 'number';
  const left = facts[bud.property] ?? null;
  const rights: FactValue[] = bud.propValue ? [facts[bud.propValue] ?? null] : bud.values;
  const asNumber = (value: FactValue) =>
    value === null || Array.isArray(value) || value === '' || !Number.isFinite(Number(value))
      ? null
      : Number(value);
  const equal = () => {
    if (numeric) {
      const a = asNumber(left);
      return rights.some((right) => {
        const b = asNumber(right);
        return a !== null && b !== null && Math.abs(a - b) <= 0.001;
      });
    }
    const lefts = left === null ? [] : Array.isArray(left) ? left : [String(left)];
    const flat = rights.flatMap((right) =>
      right === null ? [] : Array.isArray(right) ? right : [String(right)],
    );
    return lefts.some((item) => flat.includes(item));
  };
  const a = asNumber(left);
  const b = asNumber(rights[0] ?? null);
  switch (bud.operator) {
    case 'Equal':
      return equal();
    case 'NotEqual':
      return !equal();
    case 'Less':
      return a !== null && b !== null && a < b - 0.001;
    case 'Greater':
      return a !== null && b !== null && a > b + 0.001;
    case 'LessEqual':
      return a !== null && b !== null && a <= b + 0.001;
    case 'GreaterEqual':
      return a !== null && b !== null && a >= b - 0.001;
  }
}

const NUMBER_PROPERTIES = ['actualWeight', 'maxLength', 'parcelsAmount', 'declaredValue'] as const;
const TEXT_PROPERTIES = ['recipientCountryCode', 'senderCountryCode', 'payerType'] as const;
const COUNTRIES = ['GB', 'PL', 'DE', 'UA'];

const numberBud = fc.record({
  property: fc.constantFrom(...NUMBER_PROPERTIES),
  operator: fc.constantFrom(...CONDITION_OPERATOR_NAMES),
  values: fc.array(fc.integer({ min: 0, max: 60 }).map(String), { minLength: 1, maxLength: 3 }),
  propValue: fc.option(fc.constantFrom(...NUMBER_PROPERTIES), { nil: null, freq: 4 }),
});
const textBud = fc.record({
  property: fc.constantFrom(...TEXT_PROPERTIES, 'serviceCodes'),
  operator: fc.constantFrom('Equal' as const, 'NotEqual' as const, 'Greater' as const),
  values: fc.array(fc.constantFrom(...COUNTRIES, 'Sender', 'Insurance'), { minLength: 1, maxLength: 3 }),
  propValue: fc.option(fc.constantFrom(...TEXT_PROPERTIES), { nil: null, freq: 4 }),
});
const bud: fc.Arbitrary<Bud> = fc.oneof(numberBud, textBud);

const tree: fc.Arbitrary<Branch> = fc.letrec<{ branch: Branch }>((tie) => ({
  branch: fc.record({
    operator: fc.constantFrom('AND' as const, 'OR' as const),
    buds: fc.array(bud, { maxLength: 4 }),
    branches: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant([] as Branch[]),
      fc.array(tie('branch'), { maxLength: 3 }),
    ),
  }),
})).branch;

const facts: fc.Arbitrary<ShipmentFacts> = fc.record({
  actualWeight: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 60, noNaN: true })),
  maxLength: fc.integer({ min: 0, max: 60 }),
  parcelsAmount: fc.integer({ min: 1, max: 5 }),
  declaredValue: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  recipientCountryCode: fc.constantFrom(...COUNTRIES),
  senderCountryCode: fc.constantFrom(...COUNTRIES),
  payerType: fc.constantFrom('Sender', 'Recipient'),
  serviceCodes: fc.array(fc.constantFrom('Delivery', 'Insurance', 'CashOnDelivery'), { maxLength: 3 }),
});

describe('the condition evaluator', () => {
  it('agrees with a naive reading of the tree on random trees and shipments', () => {
    fc.assert(
      fc.property(tree, facts, (condition, shipment) => {
        expect(compileCondition(condition)(shipment)).toBe(reference(condition, shipment));
      }),
      { numRuns: 2000 },
    );
  });

  it('NotEqual is the negation of Equal, and AND of one bud is the bud', () => {
    fc.assert(
      fc.property(bud, facts, (one, shipment) => {
        const equal = evaluateCondition(
          { operator: 'AND', buds: [{ ...one, operator: 'Equal' }], branches: [] },
          shipment,
        );
        const notEqual = evaluateCondition(
          { operator: 'OR', buds: [{ ...one, operator: 'NotEqual' }], branches: [] },
          shipment,
        );
        expect(notEqual).toBe(!equal);
      }),
    );
  });

  const gbHeavy: Branch = {
    operator: 'AND',
    buds: [
      { property: 'actualWeight', operator: 'Greater', values: ['30'], propValue: null },
      { property: 'recipientCountryCode', operator: 'Equal', values: ['GB'], propValue: null },
    ],
    branches: [],
  };
  const parcel = (grams: number) => ({ actualWeight: grams, length: 400, width: 300, height: 200 });
  const shipment = (grams: number, country: string) =>
    shipmentFacts(
      {
        payerType: 'Sender',
        internationalShipping: true,
        parcels: [parcel(grams)],
        services: [{ serviceCode: 'Delivery' }],
        sender: { countryCode: 'PL' },
        recipient: { countryCode: country },
      },
      { senderCustomsZone: 'Europe', recipientCustomsZone: 'NeedInvoice', senderCurrency: 'PLN' },
    );

  it('reads weights in kg: 35 kg to GB matches "actual weight > 30 kg and recipient country GB", 20 kg or 35 kg to DE not', () => {
    expect(evaluateCondition(gbHeavy, shipment(35_000, 'GB'))).toBe(true);
    expect(evaluateCondition(gbHeavy, shipment(20_000, 'GB'))).toBe(false);
    expect(evaluateCondition(gbHeavy, shipment(35_000, 'DE'))).toBe(false);
    expect(evaluateCondition(gbHeavy, shipment(30_000, 'GB'))).toBe(false);
  });

  it('compares a property with another (propValue) and list properties by membership', () => {
    const sameCountry: Branch = {
      operator: 'AND',
      buds: [
        { property: 'senderCountryCode', operator: 'Equal', values: [], propValue: 'recipientCountryCode' },
      ],
      branches: [],
    };
    expect(evaluateCondition(sameCountry, shipment(1000, 'PL'))).toBe(true);
    expect(evaluateCondition(sameCountry, shipment(1000, 'GB'))).toBe(false);
    const insured: Branch = {
      operator: 'OR',
      buds: [
        {
          property: 'serviceCodes',
          operator: 'Equal',
          values: ['Insurance', 'CashOnDelivery'],
          propValue: null,
        },
      ],
      branches: [],
    };
    expect(evaluateCondition(insured, shipment(1000, 'GB'))).toBe(false);
  });

  it('says the tree as one sentence', () => {
    expect(conditionSentence(gbHeavy)).toBe('actualWeight > 30 kg and recipientCountryCode = GB');
    expect(
      conditionSentence({
        operator: 'OR',
        buds: [{ property: 'payerType', operator: 'Equal', values: ['Sender'], propValue: null }],
        branches: [gbHeavy],
      }),
    ).toBe('payerType = Sender or (actualWeight > 30 kg and recipientCountryCode = GB)');
  });

  it('refuses trees without buds, ordered operators with text values and too deep trees', () => {
    expect(conditionTreeSchema.safeParse({ operator: 'AND', buds: [], branches: [] }).success).toBe(false);
    expect(
      conditionTreeSchema.safeParse({
        operator: 'AND',
        buds: [{ property: 'actualWeight', operator: 'Greater', values: ['heavy'] }],
        branches: [],
      }).success,
    ).toBe(false);
    let deep: Branch = gbHeavy;
    for (let level = 0; level < 7; level += 1) deep = { operator: 'OR', buds: [], branches: [deep] };
    expect(conditionTreeSchema.safeParse(deep).success).toBe(false);
    expect(conditionTreeSchema.safeParse(gbHeavy).success).toBe(true);
  });

  it('prices service conditions in cents: fixed per seat, percent of the declared value, per kg', () => {
    const facts = { parcelsAmount: 3, declaredValue: 199.99, actualWeight: 2.5 };
    expect(
      serviceConditionCost(
        { amount: '4.50', valueType: 'Fixed', amountProperty: null, eachSeatCalculation: true },
        facts,
      ),
    ).toBe('13.50');
    expect(
      serviceConditionCost(
        {
          amount: 2,
          valueType: 'Percent',
          amountProperty: { property: 'declaredValue' },
          eachSeatCalculation: false,
        },
        facts,
      ),
    ).toBe('4.00');
    expect(
      serviceConditionCost(
        {
          amount: '1.10',
          valueType: 'PerUnit',
          amountProperty: { property: 'actualWeight' },
          eachSeatCalculation: false,
        },
        facts,
      ),
    ).toBe('2.75');
  });
});
