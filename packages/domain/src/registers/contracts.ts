import { z } from 'zod';
import { countryCodeSchema, queryList } from '../validation.ts';
import { tinSchema } from './companies.ts';
import {
  booleanFilter,
  countryCodesFilter,
  dateFilterDay,
  dateFilterSchema,
  deletionMark,
  isoDateSchema,
  textFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const CONTRACT_PAYMENT_FORMS = ['Cash', 'NonCash'] as const;
export const CONTRACT_TYPES = ['Client', 'Partner', 'Agent'] as const;

/** Contracts, keyed by number (2 to 20 characters, registers §5). */
export const contractNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9/-]{2,20}$/);
export const contractSchema = z.strictObject({
  number: contractNumberSchema,
  companyTin: tinSchema,
  organizationTin: tinSchema.nullish(),
  effectiveDate: isoDateSchema,
  expiryDate: isoDateSchema.nullish(),
  paymentForm: z.enum(CONTRACT_PAYMENT_FORMS),
  type: z.enum(CONTRACT_TYPES),
  countryCode: countryCodeSchema,
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  thirdPartyPayerCodes: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
  isThirdPartyPayerContract: z.boolean().default(false),
});
export const contractUpdateSchema = contractSchema.omit({ number: true });
/** Contract filters of the catalogue (registers §7). */
export const contractFilterSchema = z.strictObject({
  number: textFilter(2, 20).optional(),
  numbers: queryList(textFilter(2, 20)).optional(),
  companies: queryList(tinSchema).pipe(z.array(z.string()).max(100)).optional(),
  countryCodes: countryCodesFilter,
  /** A day; a date-time counts as the day it names. */
  activeOnDate: dateFilterSchema.transform(dateFilterDay).optional(),
  thirdPartyPayerCodesNotEmpty: booleanFilter,
  isThirdPartyPayerContract: booleanFilter,
  deletionMark,
});

export const contractsRegister = defineRegister({
  key: 'contracts',
  path: 'contracts',
  resource: 'contracts',
  route: 'contracts',
  keyField: 'number',
  columns: [
    { field: 'id' },
    { field: 'number' },
    { field: 'companyName' },
    { field: 'effectiveDate', kind: 'date' },
    { field: 'expiryDate', kind: 'date' },
    { field: 'paymentForm' },
    { field: 'type' },
    { field: 'countryCode' },
    { field: 'currencyCode' },
  ],
  filters: [
    { name: 'number', operator: 'contains', input: 'text' },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList' },
    {
      name: 'companies',
      operator: 'in',
      fields: ['companyTin'],
      input: 'referenceList',
      reference: 'companies',
    },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'activeOnDate', operator: 'equals', input: 'date' },
    { name: 'thirdPartyPayerCodesNotEmpty', operator: 'equals', input: 'boolean' },
    { name: 'isThirdPartyPayerContract', operator: 'equals', input: 'boolean' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(contractFilterSchema),
  tabs: ['main', 'settings'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'number', input: 'text', tab: 'main', editable: 'create', required: true },
    {
      name: 'companyTin',
      input: 'reference',
      reference: 'companies',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'organizationTin', input: 'text', tab: 'main', editable: 'always' },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'effectiveDate', input: 'date', tab: 'main', editable: 'never' },
    { name: 'expiryDate', input: 'date', tab: 'main', editable: 'never' },
    { name: 'paymentForm', input: 'select', options: CONTRACT_PAYMENT_FORMS, tab: 'main', editable: 'never' },
    { name: 'type', input: 'select', options: CONTRACT_TYPES, tab: 'main', editable: 'never' },
    { name: 'currencyCode', input: 'reference', reference: 'currencies', tab: 'main', editable: 'never' },
    { name: 'externalId', input: 'text', tab: 'main', editable: 'never' },
    { name: 'isThirdPartyPayerContract', input: 'boolean', tab: 'main', editable: 'never' },
    { name: 'thirdPartyPayerCodes', input: 'textList', tab: 'settings', editable: 'never' },
    { name: 'settings', input: 'keyValues', tab: 'settings', editable: 'never' },
  ],
  createSchema: contractSchema,
  updateSchema: contractUpdateSchema,
  related: [{ target: 'companies', params: { tins: 'companyTin' } }],
  search: { textParam: 'number', valueField: 'number', labelFields: ['number', 'companyName'] },
  createDisabled: true,
  sort: { field: 'number', direction: 'asc' },
});
