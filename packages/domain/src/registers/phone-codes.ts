import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import { countryCodesFilter, deletionMark, enumListFilter, optionalText } from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** Kinds of numbers a code starts (the same words `phone-number-type` answers with). */
export const PHONE_CODE_TYPES = ['mobile', 'fixed'] as const;

/** Phone codes (registers §5): editor name 2-100, code at least 2 digits, type required, length ≥ 1. */
export const phoneCodeSchema = z.strictObject({
  name: z.string().trim().min(2).max(100),
  code: z.string().regex(/^\d{2,8}$/),
  type: z.enum(PHONE_CODE_TYPES),
  phoneLength: z.number().int().min(1).max(20),
  countryCode: countryCodeSchema,
});
export const phoneCodeFilterSchema = z.strictObject({
  /** Digits only, 1 to 8; searched anywhere in the code (wrapped in wildcards). */
  code: z
    .string()
    .regex(/^\d{1,8}$/)
    .optional(),
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  types: enumListFilter(PHONE_CODE_TYPES),
  deletionMark,
});

export const phoneCodesRegister = defineRegister({
  key: 'phone_codes',
  path: 'phone_codes',
  resource: 'phone_codes',
  route: 'phone_codes',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'code' },
    { field: 'type' },
    { field: 'phoneLength', kind: 'number' },
    { field: 'countryCode' },
  ],
  filters: [
    { name: 'code', operator: 'contains', input: 'text' },
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: PHONE_CODE_TYPES },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(phoneCodeFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'code', input: 'text', tab: 'main', editable: 'always', required: true },
    {
      name: 'type',
      input: 'select',
      options: PHONE_CODE_TYPES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'phoneLength', input: 'integer', tab: 'main', editable: 'always', required: true },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
  ],
  createSchema: phoneCodeSchema,
  updateSchema: phoneCodeSchema,
  sort: { field: 'code', direction: 'asc' },
});
