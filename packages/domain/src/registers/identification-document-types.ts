import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import { countryCodesFilter, deletionMark, optionalText, translationsSchema } from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

const documentTypeName = z.string().trim().min(1).max(100);
/** Documents a customer identifies with; control (max 100) is the number pattern checked at the counter. */
export const identificationDocumentTypeSchema = z.strictObject({
  name: documentTypeName,
  countryCode: countryCodeSchema,
  control: z.string().max(100).nullish(),
  translations: translationsSchema(documentTypeName).optional(),
});
export const identificationDocumentTypeFilterSchema = z.strictObject({
  name: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  deletionMark,
});

export const identificationDocumentTypesRegister = defineRegister({
  key: 'identification_document_types',
  path: 'identification_document_types',
  resource: 'identification_document_types',
  route: 'identification_document_types',
  keyField: 'id',
  columns: [{ field: 'id' }, { field: 'name' }, { field: 'countryCode' }, { field: 'control' }],
  filters: [
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(identificationDocumentTypeFilterSchema),
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
    { name: 'control', input: 'text', tab: 'main', editable: 'always' },
  ],
  createSchema: identificationDocumentTypeSchema,
  updateSchema: identificationDocumentTypeSchema,
  translatedFields: ['name'],
  search: { textParam: 'name', valueField: 'id', labelFields: ['name'] },
  sort: { field: 'name', direction: 'asc' },
});
