import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import {
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  optionalText,
  translationsSchema,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** The spec's CargoCategoryGroupEnum; its values are not shown, these are a parcel operator's. */
export const CARGO_CATEGORY_GROUPS = ['Documents', 'Parcels', 'Cargo', 'Pallets', 'Tyres'] as const;

const atLeastOne = z.number().min(1).max(1_000_000_000);
const categoryName = z.string().trim().min(1).max(100);
export const cargoCategorySchema = z.strictObject({
  name: categoryName,
  shortName: z.string().trim().min(1).max(100).nullish(),
  countryCode: countryCodeSchema,
  group: z.enum(CARGO_CATEGORY_GROUPS),
  priority: z.number().int().min(1).max(1_000_000),
  width: atLeastOne.nullish(),
  length: atLeastOne.nullish(),
  height: atLeastOne.nullish(),
  actualWeight: atLeastOne.nullish(),
  volumetricWeight: atLeastOne.nullish(),
  translations: translationsSchema(categoryName, categoryName).optional(),
});
export const cargoCategoryFilterSchema = z.strictObject({
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  groups: enumListFilter(CARGO_CATEGORY_GROUPS),
  deletionMark,
});

export const cargoCategoriesRegister = defineRegister({
  key: 'cargo_categories',
  path: 'cargo_categories',
  resource: 'cargo_categories',
  route: 'cargo_categories',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'shortName' },
    { field: 'countryCode' },
    { field: 'group' },
    { field: 'priority', kind: 'number' },
    { field: 'width', kind: 'number' },
    { field: 'length', kind: 'number' },
    { field: 'height', kind: 'number' },
    { field: 'actualWeight', kind: 'number' },
    { field: 'volumetricWeight', kind: 'number' },
  ],
  filters: [
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    {
      name: 'groups',
      operator: 'in',
      fields: ['group'],
      input: 'multiSelect',
      options: CARGO_CATEGORY_GROUPS,
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(cargoCategoryFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'shortName', input: 'text', tab: 'main', editable: 'always' },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    {
      name: 'group',
      input: 'select',
      options: CARGO_CATEGORY_GROUPS,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'priority', input: 'integer', tab: 'main', editable: 'always', required: true },
    { name: 'width', input: 'number', tab: 'main', editable: 'always' },
    { name: 'length', input: 'number', tab: 'main', editable: 'always' },
    { name: 'height', input: 'number', tab: 'main', editable: 'always' },
    { name: 'actualWeight', input: 'number', tab: 'main', editable: 'always' },
    { name: 'volumetricWeight', input: 'number', tab: 'main', editable: 'always' },
  ],
  createSchema: cargoCategorySchema,
  updateSchema: cargoCategorySchema,
  translatedFields: ['name', 'shortName'],
  search: { textParam: 'name', valueField: 'id', labelFields: ['name'] },
  sort: { field: 'priority', direction: 'asc' },
});

export const availableCargoCategoriesQuerySchema = z.strictObject({
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(countryCodeSchema)
    .optional(),
});
