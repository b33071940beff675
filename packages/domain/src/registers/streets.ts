import { z } from 'zod';
import {
  alternativeNamesSchema,
  coordinateSchema,
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

const streetName = z.string().trim().min(1).max(255);

/** Streets of a settlement (registers §3.1, §5). */
export const streetSchema = z.strictObject({
  name: streetName,
  settlementId: z.uuid(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  alternativeNames: alternativeNamesSchema.default([]),
  externalId: externalIdSchema,
  translations: translationsSchema(streetName).optional(),
});
export const streetUpdateSchema = streetSchema;
export const streetFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  name: optionalText(1, 100),
  settlementId: uuidFilter,
  settlementIds: uuidListFilter,
  /** Streets of settlements in these countries (navigation from settlements carries it). */
  countryCodes: countryCodesFilter,
  deletionMark,
});

export const streetsRegister = defineRegister({
  key: 'streets',
  path: 'streets',
  resource: 'streets',
  route: 'streets',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'settlementName' },
    { field: 'latitude', kind: 'number' },
    { field: 'longitude', kind: 'number' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['name'], input: 'text' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'settlementId', operator: 'equals', input: 'reference', reference: 'settlements' },
    {
      name: 'settlementIds',
      operator: 'in',
      fields: ['settlementId'],
      input: 'referenceList',
      reference: 'settlements',
    },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(streetFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    {
      name: 'settlementId',
      input: 'reference',
      reference: 'settlements',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'latitude', input: 'latitude', tab: 'main', editable: 'always' },
    { name: 'longitude', input: 'longitude', tab: 'main', editable: 'always' },
    { name: 'alternativeNames', input: 'textList', tab: 'main', editable: 'always' },
    { name: 'externalId', input: 'text', tab: 'main', editable: 'always' },
  ],
  createSchema: streetSchema,
  updateSchema: streetUpdateSchema,
  translatedFields: ['name'],
  related: [{ target: 'buildings', params: { streetId: 'id' } }],
  search: { textParam: 'textSearch', valueField: 'id', labelFields: ['name', 'settlementName'] },
  sort: { field: 'name', direction: 'asc' },
});
