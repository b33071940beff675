import { z } from 'zod';
import { countryCodeSchema, queryList } from '../validation.ts';
import {
  alternativeNamesSchema,
  booleanFilter,
  coordinateSchema,
  countryCodesFilter,
  deletionMark,
  externalIdSchema,
  optionalText,
  textFilter,
  textSearchFilter,
  translationsSchema,
  uuidFilter,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

const settlementName = z.string().trim().min(1).max(255);

/** Settlements (registers §3.1, §5): cities, towns and villages. */
export const settlementSchema = z.strictObject({
  name: settlementName,
  countryCode: countryCodeSchema,
  regionId: z.uuid().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  alternativeNames: alternativeNamesSchema.default([]),
  externalId: externalIdSchema,
  prohibitedIssuance: z.boolean().default(false),
  prohibitedSending: z.boolean().default(false),
  translations: translationsSchema(settlementName).optional(),
});
export const settlementUpdateSchema = settlementSchema;
export const settlementFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  regionId: uuidFilter,
  regionIds: uuidListFilter,
  /** Each 1 to 100 characters (registers §5). */
  postCodes: queryList(textFilter(1, 100)).pipe(z.array(z.string()).max(100)).optional(),
  prohibitedSending: booleanFilter,
  prohibitedIssuance: booleanFilter,
  deletionMark,
});

/** A postal code row of a settlement's "postal codes" tab. */
export const settlementPostCodeSchema = z.strictObject({
  postCode: textFilter(1, 100),
  /** Position of the row in the tab; appended at the end when left out. */
  number: z.number().int().min(1).max(100_000).optional(),
});
export type SettlementPostCode = z.infer<typeof settlementPostCodeSchema>;

export const settlementsRegister = defineRegister({
  key: 'settlements',
  path: 'settlements',
  resource: 'settlements',
  route: 'settlements',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'regionName' },
    { field: 'countryCode' },
    { field: 'postCode' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['name'], input: 'text' },
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'regionId', operator: 'equals', input: 'reference', reference: 'regions' },
    { name: 'regionIds', operator: 'in', fields: ['regionId'], input: 'referenceList', reference: 'regions' },
    { name: 'postCodes', operator: 'in', fields: ['postCodes'], input: 'textList' },
    { name: 'prohibitedSending', operator: 'equals', input: 'boolean' },
    { name: 'prohibitedIssuance', operator: 'equals', input: 'boolean' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(settlementFilterSchema),
  tabs: ['main', 'translations', 'postal_codes'],
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
    { name: 'regionId', input: 'reference', reference: 'regions', tab: 'main', editable: 'always' },
    { name: 'latitude', input: 'latitude', tab: 'main', editable: 'always' },
    { name: 'longitude', input: 'longitude', tab: 'main', editable: 'always' },
    { name: 'alternativeNames', input: 'textList', tab: 'main', editable: 'always' },
    { name: 'externalId', input: 'text', tab: 'main', editable: 'always' },
    { name: 'prohibitedIssuance', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'prohibitedSending', input: 'boolean', tab: 'main', editable: 'always' },
  ],
  createSchema: settlementSchema,
  updateSchema: settlementUpdateSchema,
  translatedFields: ['name'],
  related: [
    { target: 'streets', params: { settlementId: 'id', countryCodes: 'countryCode' } },
    { target: 'divisions', params: { settlementIds: 'id', countryCodes: 'countryCode' } },
  ],
  search: { textParam: 'textSearch', valueField: 'id', labelFields: ['name', 'regionName'] },
  sort: { field: 'name', direction: 'asc' },
});
