import { REGISTERS } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { ProductError } from '../../../api/product-error.ts';
import { createTestI18n } from '../../../app/test-kit.tsx';
import { fieldErrors } from './save-failure.ts';

const i18n = createTestI18n();
const t = i18n.t.bind(i18n);

function refused(errors: Record<string, string>, requestValue: unknown): ProductError {
  return new ProductError({
    status: 400,
    code: 'VALIDATION',
    message: 'Request validation failed',
    errors,
    requestValue,
  });
}

describe('server errors inside structured fields', () => {
  it('go to the input at their path, named by its own label', () => {
    const error = refused(
      {
        'workSchedule.monday.from': 'string.pattern.base',
        'workSchedule.tuesday.timeIntervals.1': 'string.pattern.base',
        'settings.2.name': 'string.max',
        'limitations.recipient.maxLength': 'number.max',
        'attributes.needCheckin': 'boolean.base',
      },
      {
        workSchedule: { monday: { from: '25:00' }, tuesday: { timeIntervals: ['08:00-09:00', '9-10'] } },
        settings: [{}, {}, { name: 'x'.repeat(101) }],
        limitations: { recipient: { maxLength: 20_000_000_000 } },
        attributes: { needCheckin: 'yes' },
      },
    );
    const { fields } = fieldErrors(t, REGISTERS.divisions, error);
    expect(fields.map((field) => field.name)).toEqual([
      ['workSchedule', 'monday', 'from'],
      ['workSchedule', 'tuesday', 'timeIntervals'],
      ['settings', 2, 'name'],
      ['limitations', 'recipient', 'maxLength'],
      ['attributes', 'needCheckin'],
    ]);
    expect(fields[0]?.errors).toEqual(['From: “25:00” has an invalid format']);
    // A size the input shows in cm is named in cm.
    expect(fields[3]?.errors).toEqual(['Max length of a place: 2000000000 is above the allowed maximum']);
  });

  it('stay on the field where no input sits at their path', () => {
    const error = refused(
      {
        'workSchedule.holiday': 'object.unknown',
        'workSchedule.monday': 'object.base',
        settings: 'array.max',
      },
      {},
    );
    const { fields } = fieldErrors(t, REGISTERS.divisions, error);
    expect(fields.map((field) => field.name)).toEqual([
      'workSchedule',
      ['workSchedule', 'monday'],
      'settings',
    ]);
  });
});
