import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResourceName } from '../resources.ts';
import { isRouteName } from '../routes.ts';
import { validationErrors } from '../validation-keys.ts';
import { polygonSchema } from './city-districts.ts';
import { productionCalendarLatestDate } from './filter-schemas.ts';
import { findRegisterByPath, REGISTERS } from './index.ts';
import { phoneCodeFilterSchema } from './phone-codes.ts';
import { productionCalendarFilterSchema } from './production-calendar.ts';
import { regionFilterSchema, regionSchema } from './regions.ts';

const definitions = Object.entries(REGISTERS);
const shapeOf = (schema: z.ZodType): Record<string, unknown> =>
  schema instanceof z.ZodObject
    ? schema.shape
    : schema instanceof z.ZodPipe
      ? shapeOf(schema.in as z.ZodType)
      : {};

describe.each(definitions)('register definition %s', (name, definition) => {
  it('is keyed by its key, on a unique path, with a known resource and route', () => {
    expect(definition.key).toBe(name);
    expect(findRegisterByPath(definition.path)).toBe(definition);
    expect(definition.resource === null || isResourceName(definition.resource)).toBe(true);
    expect(definition.route === null || isRouteName(definition.route)).toBe(true);
  });

  it('validates every filter it declares, and declares every filter it validates', () => {
    const shape = shapeOf(definition.filterSchema);
    const declared = definition.filters.map((filter) => filter.name).sort();
    const validated = Object.keys(shape).filter((key) => !['page', 'limit', 'offset', 'sort'].includes(key));
    expect(validated.sort()).toEqual(declared);
    expect(definition.filterSchema.parse({})).toMatchObject({ page: 1, limit: 15 });
  });

  it('has an editor field for every writable body field and a tab for every field', () => {
    const bodyFields = new Set([
      ...Object.keys(shapeOf(definition.createSchema)),
      ...Object.keys(shapeOf(definition.updateSchema)),
    ]);
    bodyFields.delete('translations');
    const fields = new Map(definition.fields.map((field) => [field.name, field]));
    for (const field of bodyFields) expect(fields.has(field), field).toBe(true);
    for (const field of definition.fields) {
      expect(definition.tabs, field.name).toContain(field.tab);
      if (field.editable !== 'never') expect(bodyFields.has(field.name), field.name).toBe(true);
      if (field.editable === 'create')
        expect(Object.keys(shapeOf(definition.updateSchema))).not.toContain(field.name);
    }
  });

  it('links to registers that exist and searches through a filter it has', () => {
    for (const link of definition.related ?? []) {
      const target = REGISTERS[link.target as keyof typeof REGISTERS];
      expect(target, link.target).toBeDefined();
      for (const parameter of Object.keys(link.params)) {
        expect(target.filters.map((filter) => filter.name)).toContain(parameter);
      }
    }
    if (definition.search) {
      expect(definition.filters.map((filter) => filter.name)).toContain(definition.search.textParam);
      for (const preset of Object.keys(definition.search.presets ?? {})) {
        expect(definition.filters.map((filter) => filter.name)).toContain(preset);
      }
    }
  });
});

describe('register rules of registers §5', () => {
  it('regions: administrativeLevel filter is one digit, code two uppercase letters', () => {
    expect(regionFilterSchema.safeParse({ administrativeLevel: '3' }).data?.administrativeLevel).toBe(3);
    expect(regionFilterSchema.safeParse({ administrativeLevel: '10' }).success).toBe(false);
    expect(regionSchema.safeParse({ name: 'X', countryCode: 'PL', code: 'mz' }).success).toBe(false);
    expect(
      regionSchema.safeParse({ name: 'X', countryCode: 'PL', code: 'MZ', externalId: 'x'.repeat(51) })
        .success,
    ).toBe(false);
  });

  it('phone codes: the code filter takes 1 to 8 digits only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), (code) => {
        expect(phoneCodeFilterSchema.safeParse({ code }).success).toBe(true);
      }),
    );
    for (const code of ['', '123456789', '12a'])
      expect(phoneCodeFilterSchema.safeParse({ code }).success).toBe(false);
  });

  it('production calendar: a date filter reaches three months and one day ahead, no further', () => {
    expect(productionCalendarLatestDate(new Date('2026-01-31T10:00:00Z'))).toBe('2026-05-02');
    expect(productionCalendarLatestDate(new Date('2026-11-22T00:00:00Z'))).toBe('2027-02-23');
    const latest = productionCalendarLatestDate();
    expect(productionCalendarFilterSchema.safeParse({ dateTo: latest }).success).toBe(true);
    const after = productionCalendarFilterSchema.safeParse({ dateTo: '2999-01-01' });
    expect(after.success).toBe(false);
    expect(validationErrors(after.error!.issues)).toEqual({ dateTo: 'date.max' });
  });

  it('city districts: a polygon ring is closed and has at least four positions', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(polygonSchema.safeParse({ type: 'Polygon', coordinates: [ring] }).success).toBe(true);
    expect(polygonSchema.safeParse({ type: 'Polygon', coordinates: [ring.slice(0, 3)] }).success).toBe(false);
    expect(
      polygonSchema.safeParse({ type: 'Polygon', coordinates: [[...ring.slice(0, 3), [2, 2]]] }).success,
    ).toBe(false);
  });
});
