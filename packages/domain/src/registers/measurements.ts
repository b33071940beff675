import { z } from 'zod';
import { queryList } from '../validation.ts';
import { deletionMark, optionalText, textFilter } from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** Units of measurement, keyed by code (1 to 8 characters, registers §5). */
export const measurementCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,8}$/);
export const measurementSchema = z.strictObject({
  code: measurementCodeSchema,
  name: z.string().trim().min(1).max(100),
  shortName: z.string().trim().min(1).max(30),
  translations: z
    .record(
      z.string().regex(/^[a-z]{2}$/),
      z.strictObject({
        name: z.string().trim().min(1).max(100),
        shortName: z.string().trim().min(1).max(30).optional(),
      }),
    )
    .optional(),
});
export const measurementUpdateSchema = measurementSchema.omit({ code: true });
export const measurementFilterSchema = z.strictObject({
  codes: queryList(textFilter(1, 8)).pipe(z.array(z.string()).max(100)).optional(),
  name: optionalText(1, 100),
  deletionMark,
});

export const measurementsRegister = defineRegister({
  key: 'measurements',
  path: 'measurements',
  resource: 'measurements',
  route: 'measurements',
  keyField: 'code',
  columns: [
    { field: 'code' },
    { field: 'name' },
    { field: 'shortName' },
    { field: 'createdAt', kind: 'datetime' },
    { field: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'codes', operator: 'in', fields: ['code'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(measurementFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'code', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'shortName', input: 'text', tab: 'main', editable: 'always', required: true },
  ],
  createSchema: measurementSchema,
  updateSchema: measurementUpdateSchema,
  translatedFields: ['name', 'shortName'],
  search: { textParam: 'name', valueField: 'code', labelFields: ['shortName', 'name'] },
  sort: { field: 'code', direction: 'asc' },
});
