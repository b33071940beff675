import { z } from 'zod';
import { countryCodeSchema, queryList } from '../validation.ts';
import {
  booleanFilter,
  countryCodesFilter,
  deletionMark,
  optionalText,
  textFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** Tax identification number: 2 to 20 characters (registers §5). */
export const tinSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{2,20}$/);

/** Companies, keyed by tin. Customer master data: only countryCode and mainCompany are edited here. */
export const companySchema = z.strictObject({
  tin: tinSchema,
  name: z.string().trim().min(1).max(255),
  countryCode: countryCodeSchema,
  manager: z.string().trim().max(255).nullish(),
  emails: z.array(z.email().max(255)).max(20).default([]),
  phones: z
    .array(z.string().regex(/^\+?\d{8,14}$/))
    .max(20)
    .default([]),
  inBlackList: z.boolean().default(false),
  mainCompany: z.boolean().default(false),
});
export const companyUpdateSchema = companySchema.omit({ tin: true });
export const companyFilterSchema = z.strictObject({
  tins: queryList(textFilter(2, 20)).pipe(z.array(z.string()).max(100)).optional(),
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  inBlackList: booleanFilter,
  deletionMark,
});

export const companiesRegister = defineRegister({
  key: 'companies',
  path: 'companies',
  resource: 'companies',
  route: 'companies',
  keyField: 'tin',
  columns: [
    { field: 'tin' },
    { field: 'name' },
    { field: 'countryCode' },
    { field: 'manager' },
    { field: 'emails', kind: 'list' },
    { field: 'phones', kind: 'list' },
    { field: 'inBlackList', kind: 'boolean' },
  ],
  filters: [
    { name: 'tins', operator: 'in', fields: ['tin'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'inBlackList', operator: 'equals', input: 'boolean' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(companyFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'tin', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'never', required: true },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'mainCompany', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'manager', input: 'text', tab: 'main', editable: 'never' },
    { name: 'emails', input: 'textList', tab: 'main', editable: 'never' },
    { name: 'phones', input: 'textList', tab: 'main', editable: 'never' },
    { name: 'inBlackList', input: 'boolean', tab: 'main', editable: 'never' },
    { name: 'blackListReason', input: 'text', tab: 'main', editable: 'never' },
    { name: 'ownershipForm', input: 'text', tab: 'main', editable: 'never' },
    { name: 'legalAddress', input: 'text', tab: 'main', editable: 'never' },
    { name: 'actualAddress', input: 'text', tab: 'main', editable: 'never' },
  ],
  createSchema: companySchema,
  updateSchema: companyUpdateSchema,
  search: { textParam: 'name', valueField: 'tin', labelFields: ['name', 'tin'] },
  createDisabled: true,
  sort: { field: 'name', direction: 'asc' },
});

/**
 * `POST companies-crm`: a company registered or updated from the counter, by tin. Only what the
 * counter knows of it is sent; what it leaves out keeps its stored value.
 */
export const companyCrmSchema = z.strictObject({
  tin: tinSchema,
  name: z.string().trim().min(1).max(255),
  countryCode: countryCodeSchema,
  manager: z.string().trim().max(255).nullish(),
  emails: z.array(z.email().max(255)).max(20).optional(),
  phones: z
    .array(z.string().regex(/^\+?\d{8,14}$/))
    .max(20)
    .optional(),
  ownershipForm: z.string().trim().max(100).nullish(),
  legalAddress: z.string().trim().max(500).nullish(),
  actualAddress: z.string().trim().max(500).nullish(),
});
export type CompanyCrm = z.infer<typeof companyCrmSchema>;
