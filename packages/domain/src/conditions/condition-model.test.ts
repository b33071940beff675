import { describe, expect, it } from 'vitest';
import { budSchema, conditionPropertyByName, operatorsOf } from './condition-model.ts';

const bud = (property: string, operator: string, ...values: string[]) =>
  budSchema.safeParse({ property, operator, values });
const issues = (result: ReturnType<typeof bud>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('a bud compares what its property can hold (issue 24: "Germ" saved as a country)', () => {
  it('takes a country only by its ISO code, never free text', () => {
    expect(bud('recipientCountryCode', 'Equal', 'DE').success).toBe(true);
    expect(issues(bud('recipientCountryCode', 'Equal', 'GERM'))).toContain('condition.value_not_allowed');
    expect(issues(bud('senderCountryCode', 'NotEqual', 'de'))).toContain('condition.value_not_allowed');
  });

  it('offers <, >, <=, >= for numbers only', () => {
    expect(operatorsOf(conditionPropertyByName.get('recipientCountryCode'))).toEqual(['Equal', 'NotEqual']);
    expect(operatorsOf(conditionPropertyByName.get('actualWeight'))).toHaveLength(6);
    expect(issues(bud('recipientCountryCode', 'Greater', 'DE'))).toContain('condition.operator_not_allowed');
    expect(bud('actualWeight', 'Greater', '30').success).toBe(true);
  });

  it('keeps free text where the property has no list', () => {
    expect(bud('declaredValueCurrency', 'Equal', 'PLN').success).toBe(true);
  });
});
