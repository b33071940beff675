import { z } from 'zod';
import { countryCodeSchema, queryList } from '../validation.ts';
import {
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  optionalText,
  textFilter,
  textSearchFilter,
  translationsSchema,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { measurementCodeSchema } from './measurements.ts';
import { defineRegister } from './register-definition.ts';

/** What a nomenclature item is: goods sold at the counter, a service, or packaging. */
export const NOMENCLATURE_TYPES = ['Goods', 'Service', 'Packaging'] as const;

const size = z.number().min(0).max(1_000_000_000);
const nomenclatureName = z.string().trim().min(1).max(255);
export const nomenclatureBarcodeSchema = z.strictObject({
  id: z.uuid().optional(),
  barcode: z.string().trim().min(1).max(100),
});
export const nomenclatureDimensionSchema = z.strictObject({
  id: z.uuid().optional(),
  width: size,
  length: size,
  height: size,
  volumetricWeight: size,
});
export const nomenclatureSchema = z.strictObject({
  code: z.string().trim().min(1).max(50),
  name: nomenclatureName,
  shortName: z.string().trim().min(1).max(100).nullish(),
  countryCode: countryCodeSchema,
  measurementUnitCode: measurementCodeSchema,
  type: z.enum(NOMENCLATURE_TYPES),
  packagingForPlace: z.boolean().default(false),
  eachSeatCalculation: z.boolean().default(false),
  width: size.nullish(),
  length: size.nullish(),
  height: size.nullish(),
  volumetricWeight: size.nullish(),
  barcodes: z.array(nomenclatureBarcodeSchema).max(100).default([]),
  dimensions: z.array(nomenclatureDimensionSchema).max(100).default([]),
  translations: translationsSchema(nomenclatureName, nomenclatureName).optional(),
});
export const nomenclatureFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  codes: queryList(textFilter(1, 50)).optional(),
  name: optionalText(1, 100),
  barcode: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  types: enumListFilter(NOMENCLATURE_TYPES),
  deletionMark,
});

export const nomenclaturesRegister = defineRegister({
  key: 'nomenclatures',
  path: 'nomenclatures',
  resource: 'nomenclatures',
  route: 'nomenclatures',
  keyField: 'id',
  columns: [
    { field: 'code' },
    { field: 'id' },
    { field: 'name' },
    { field: 'countryCode' },
    { field: 'barcodes', kind: 'list' },
    { field: 'measurementUnitCode' },
    { field: 'type' },
    { field: 'shortName' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['code', 'name'], input: 'text' },
    { name: 'codes', operator: 'in', fields: ['code'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'barcode', operator: 'equals', fields: ['barcodes'], input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: NOMENCLATURE_TYPES },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(nomenclatureFilterSchema),
  tabs: ['main', 'translations', 'barcodes', 'dimensions'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'code', input: 'text', tab: 'main', editable: 'always', required: true },
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
      name: 'measurementUnitCode',
      input: 'reference',
      reference: 'measurements',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    {
      name: 'type',
      input: 'select',
      options: NOMENCLATURE_TYPES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'packagingForPlace', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'eachSeatCalculation', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'width', input: 'number', tab: 'main', editable: 'always' },
    { name: 'length', input: 'number', tab: 'main', editable: 'always' },
    { name: 'height', input: 'number', tab: 'main', editable: 'always' },
    { name: 'volumetricWeight', input: 'number', tab: 'main', editable: 'always' },
    {
      name: 'barcodes',
      input: 'rows',
      tab: 'barcodes',
      editable: 'always',
      fields: [{ name: 'barcode', input: 'text', required: true }],
    },
    {
      name: 'dimensions',
      input: 'rows',
      tab: 'dimensions',
      editable: 'always',
      // Stored in mm and g, like the goods' own sizes (registers §3.2 "Nomenclature item").
      fields: [
        { name: 'length', input: 'length', required: true },
        { name: 'width', input: 'length', required: true },
        { name: 'height', input: 'length', required: true },
        { name: 'volumetricWeight', input: 'weight', required: true },
      ],
    },
  ],
  createSchema: nomenclatureSchema,
  updateSchema: nomenclatureSchema,
  translatedFields: ['name', 'shortName'],
  search: { textParam: 'textSearch', valueField: 'id', labelFields: ['code', 'name'] },
  createDisabled: true,
  sort: { field: 'code', direction: 'asc' },
});
