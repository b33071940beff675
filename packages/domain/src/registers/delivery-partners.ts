import { z } from 'zod';
import { CARRIERS } from '../constants.ts';
import { countryCodeSchema, queryList } from '../validation.ts';
import {
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  optionalText,
  textFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** A partner carrier's branch or locker the operator hands parcels to, numbered by the partner. */
export const deliveryPartnerSchema = z.strictObject({
  number: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(255),
  carrier: z.enum(CARRIERS),
  countryCode: countryCodeSchema,
  address: z.string().trim().min(2).max(255).nullish(),
  phone: z
    .string()
    .regex(/^\+?\d{8,14}$/)
    .nullish(),
  email: z.email().max(255).nullish(),
});
export const deliveryPartnerFilterSchema = z.strictObject({
  /** Search by the partner's number; the console starts after 7 typed symbols (registers §5). */
  number: optionalText(1, 50),
  numbers: queryList(textFilter(1, 50)).optional(),
  name: optionalText(1, 100),
  carriers: enumListFilter(CARRIERS),
  countryCodes: countryCodesFilter,
  deletionMark,
});

export const deliveryPartnersRegister = defineRegister({
  key: 'delivery_partners',
  path: 'delivery-partners',
  resource: 'delivery_partners',
  route: null,
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'number' },
    { field: 'name' },
    { field: 'carrier' },
    { field: 'countryCode' },
    { field: 'address' },
  ],
  filters: [
    { name: 'number', operator: 'startsWith', input: 'text' },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'carriers', operator: 'in', fields: ['carrier'], input: 'multiSelect', options: CARRIERS },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(deliveryPartnerFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'number', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'carrier', input: 'select', options: CARRIERS, tab: 'main', editable: 'always', required: true },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'address', input: 'text', tab: 'main', editable: 'always' },
    { name: 'phone', input: 'text', tab: 'main', editable: 'always' },
    { name: 'email', input: 'text', tab: 'main', editable: 'always' },
  ],
  createSchema: deliveryPartnerSchema,
  updateSchema: deliveryPartnerSchema,
  search: { textParam: 'number', valueField: 'id', labelFields: ['number', 'name'] },
  sort: { field: 'number', direction: 'asc' },
});
