import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEEKDAYS } from '../constants.ts';
import { validationErrors } from '../validation-keys.ts';
import { defaultWorkSchedule, divisionUpdateSchema, workScheduleSchema } from './divisions.ts';
import { REGISTERS } from './index.ts';
import type { SubFieldDefinition } from './register-definition.ts';

const errorsOf = (value: unknown) => {
  const result = workScheduleSchema.safeParse(value);
  return result.success ? {} : validationErrors(result.error.issues);
};

describe('division work schedule (registers §3.2)', () => {
  it('keeps the stored shape valid: from and to per day, null for a closed day, days left out', () => {
    const stored = {
      monday: { from: '08:00', to: '20:00' },
      friday: { from: '08:00', to: '20:00' },
      saturday: { from: '09:00', to: '15:00' },
      sunday: null,
    };
    expect(workScheduleSchema.parse(stored)).toEqual(stored);
    expect(workScheduleSchema.parse({})).toEqual({});
    expect(divisionUpdateSchema.partial().safeParse({ workSchedule: stored }).success).toBe(true);
  });

  it('takes the order cutoff, time intervals, the type and the holiday rule', () => {
    const schedule = {
      monday: { from: '08:00', to: '20:00', orderTo: '17:00', timeIntervals: ['08:00-12:00', '13:00-20:00'] },
      type: 'standard',
      ignoreNonWorkingDays: true,
    };
    expect(workScheduleSchema.parse(schedule)).toEqual(schedule);
  });

  it('wants the day to end after it starts', () => {
    expect(errorsOf({ monday: { from: '10:00', to: '09:00' } })).toEqual({ 'monday.to': 'date.min' });
    expect(errorsOf({ tuesday: { from: '10:00', to: '10:00' } })).toEqual({ 'tuesday.to': 'date.min' });
    expect(errorsOf({ monday: { from: '10:00', to: '10:01' } })).toEqual({});
  });

  it('keeps the order cutoff within the day', () => {
    expect(errorsOf({ monday: { from: '09:00', to: '18:00', orderTo: '08:59' } })).toEqual({
      'monday.orderTo': 'date.min',
    });
    expect(errorsOf({ monday: { from: '09:00', to: '18:00', orderTo: '18:01' } })).toEqual({
      'monday.orderTo': 'date.max',
    });
    for (const orderTo of ['09:00', '18:00', null]) {
      expect(errorsOf({ monday: { from: '09:00', to: '18:00', orderTo } })).toEqual({});
    }
  });

  it('refuses wrong times, wrong intervals and unknown keys', () => {
    expect(errorsOf({ monday: { from: '24:00', to: '25:00' } })).toMatchObject({
      'monday.from': 'string.pattern.time',
    });
    expect(
      errorsOf({ monday: { from: '08:00', to: '20:00', timeIntervals: ['08:00-12:00', '8-12'] } }),
    ).toEqual({ 'monday.timeIntervals.1': 'string.pattern.time_interval' });
    expect(errorsOf({ monday: { from: '08:00', to: '20:00', timeIntervals: ['12:00-08:00'] } })).toEqual({
      'monday.timeIntervals.0': 'any.invalid',
    });
    expect(errorsOf({ holiday: null })).toEqual({ holiday: 'object.unknown' });
  });

  it('defaults to 00:00-23:59 every day, order cutoff 17:00, ignoring non-working days (registers §9)', () => {
    const schedule = defaultWorkSchedule();
    expect(workScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(schedule.ignoreNonWorkingDays).toBe(true);
    for (const day of WEEKDAYS)
      expect(schedule[day]).toEqual({ from: '00:00', to: '23:59', orderTo: '17:00' });
    // Each call gives a schedule of its own, so editing one day does not change the default.
    expect(defaultWorkSchedule().monday).not.toBe(schedule.monday);
  });
});

/** The object schema under a field's wrappers (default, optional, nullable, array). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return objectShape(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return objectShape(schema.element as z.ZodType);
  // A shape piped into rules across fields (route optimisation).
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return undefined;
}

function expectKnownToSchema(fields: readonly SubFieldDefinition[], schema: z.ZodType, path: string) {
  const shape = objectShape(schema);
  expect(shape, path).toBeDefined();
  for (const field of fields) {
    const inner = shape?.[field.name];
    expect(inner, `${path}.${field.name}`).toBeDefined();
    if (field.input === 'group' && inner)
      expectKnownToSchema(field.fields ?? [], inner, `${path}.${field.name}`);
  }
}

describe('structured editor fields', () => {
  it("name only what the register's body schema knows", () => {
    for (const register of Object.values(REGISTERS)) {
      const shape = objectShape(register.updateSchema) ?? {};
      for (const field of register.fields) {
        if (field.input !== 'group' && field.input !== 'rows') continue;
        const schema = shape[field.name];
        expect(schema, `${register.key}.${field.name}`).toBeDefined();
        expect(field.fields?.length, `${register.key}.${field.name}`).toBeGreaterThan(0);
        if (schema) expectKnownToSchema(field.fields ?? [], schema, `${register.key}.${field.name}`);
      }
    }
  });
});
