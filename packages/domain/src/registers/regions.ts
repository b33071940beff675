import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import {
  alternativeNamesSchema,
  countryCodesFilter,
  deletionMark,
  externalIdSchema,
  optionalText,
  textSearchFilter,
  translationsSchema,
  uuidFilter,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

const regionName = z.string().trim().min(1).max(255);

/** Regions (registers §3.1, §5): administrative units of a country, nested through parentId. */
export const regionSchema = z.strictObject({
  name: regionName,
  countryCode: countryCodeSchema,
  /** Exactly 2 uppercase letters (registers §5). */
  code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish(),
  parentId: z.uuid().nullish(),
  administrativeCenterId: z.uuid().nullish(),
  administrativeLevel: z.number().int().min(0).max(9).nullish(),
  alternativeNames: alternativeNamesSchema.default([]),
  externalId: externalIdSchema,
  translations: translationsSchema(regionName).optional(),
});
export const regionUpdateSchema = regionSchema;
export const regionFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  /** Exactly one digit (registers §5). */
  administrativeLevel: z.string().regex(/^\d$/).transform(Number).optional(),
  parentId: uuidFilter,
  /** Name of the parent region, 1 to 100 characters (registers §5). */
  parent: optionalText(1, 100),
  deletionMark,
});

export const regionsRegister = defineRegister({
  key: 'regions',
  path: 'regions',
  resource: 'regions',
  route: 'regions',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'countryCode' },
    { field: 'administrativeLevel', kind: 'number' },
    { field: 'parentName' },
    { field: 'administrativeCenterName' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['name', 'code'], input: 'text' },
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'administrativeLevel', operator: 'equals', input: 'text' },
    { name: 'parentId', operator: 'equals', input: 'reference', reference: 'regions' },
    { name: 'parent', operator: 'contains', fields: ['parentName'], input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(regionFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'code', input: 'text', tab: 'main', editable: 'always' },
    { name: 'parentId', input: 'reference', reference: 'regions', tab: 'main', editable: 'always' },
    {
      name: 'administrativeCenterId',
      input: 'reference',
      reference: 'settlements',
      tab: 'main',
      editable: 'always',
    },
    { name: 'administrativeLevel', input: 'integer', tab: 'main', editable: 'always' },
    { name: 'alternativeNames', input: 'textList', tab: 'main', editable: 'always' },
    { name: 'externalId', input: 'text', tab: 'main', editable: 'always' },
  ],
  createSchema: regionSchema,
  updateSchema: regionUpdateSchema,
  translatedFields: ['name'],
  related: [{ target: 'settlements', params: { regionId: 'id', countryCodes: 'countryCode' } }],
  search: { textParam: 'textSearch', valueField: 'id', labelFields: ['name'] },
  sort: { field: 'name', direction: 'asc' },
});
