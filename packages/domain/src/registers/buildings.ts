import { z } from 'zod';
import {
  coordinateSchema,
  deletionMark,
  optionalText,
  textSearchFilter,
  uuidFilter,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** Buildings of a street (registers §3.1, §5); numericNumber is derived from the name. */
export const buildingSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  settlementId: z.uuid(),
  streetId: z.uuid().nullish(),
  postCode: z.string().trim().min(1).max(100).nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
});
export const buildingUpdateSchema = buildingSchema;
export const buildingFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  name: optionalText(1, 100),
  postCode: optionalText(1, 100),
  streetId: uuidFilter,
  settlementId: uuidFilter,
  deletionMark,
});

export const buildingsRegister = defineRegister({
  key: 'buildings',
  path: 'buildings',
  resource: 'buildings',
  route: 'buildings',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'streetName' },
    { field: 'postCode' },
    { field: 'latitude', kind: 'number' },
    { field: 'longitude', kind: 'number' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['name', 'postCode'], input: 'text' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'postCode', operator: 'startsWith', input: 'text' },
    { name: 'streetId', operator: 'equals', input: 'reference', reference: 'streets' },
    { name: 'settlementId', operator: 'equals', input: 'reference', reference: 'settlements' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(buildingFilterSchema),
  tabs: ['main'],
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
    { name: 'streetId', input: 'reference', reference: 'streets', tab: 'main', editable: 'always' },
    { name: 'postCode', input: 'text', tab: 'main', editable: 'always' },
    { name: 'numericNumber', input: 'integer', tab: 'main', editable: 'never' },
    { name: 'latitude', input: 'latitude', tab: 'main', editable: 'always' },
    { name: 'longitude', input: 'longitude', tab: 'main', editable: 'always' },
  ],
  createSchema: buildingSchema,
  updateSchema: buildingUpdateSchema,
  search: { textParam: 'textSearch', valueField: 'id', labelFields: ['name', 'streetName'] },
  sort: { field: 'numericNumber', direction: 'asc' },
});
