import { z } from 'zod';
import { attachedDocumentTypeFilterSchema } from '../validation.ts';
import { translationsSchema } from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** Documents an attachment can belong to. */
export const OWNER_DOCUMENT_TYPES = ['Shipment', 'ProblemParcel', 'Pickup', 'Order', 'Visit'] as const;

const documentTypeName = z.string().trim().min(1).max(100);
export const attachedDocumentTypeSchema = z.strictObject({
  name: documentTypeName,
  shortName: z.string().trim().min(1).max(100).nullish(),
  ownerDocumentType: z.enum(OWNER_DOCUMENT_TYPES),
  translations: translationsSchema(documentTypeName, documentTypeName).optional(),
});

export const attachedDocumentTypesRegister = defineRegister({
  key: 'attached_document_types',
  path: 'attached-document-types',
  resource: 'attached_document_types',
  route: 'attached_document_types',
  keyField: 'id',
  columns: [{ field: 'id' }, { field: 'name' }, { field: 'shortName' }, { field: 'ownerDocumentType' }],
  filters: [
    { name: 'name', operator: 'contains', input: 'text' },
    {
      name: 'ownerDocumentTypes',
      operator: 'in',
      fields: ['ownerDocumentType'],
      input: 'multiSelect',
      options: OWNER_DOCUMENT_TYPES,
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(attachedDocumentTypeFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'shortName', input: 'text', tab: 'main', editable: 'always' },
    {
      name: 'ownerDocumentType',
      input: 'select',
      options: OWNER_DOCUMENT_TYPES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
  ],
  createSchema: attachedDocumentTypeSchema,
  updateSchema: attachedDocumentTypeSchema,
  translatedFields: ['name', 'shortName'],
  search: { textParam: 'name', valueField: 'id', labelFields: ['name'] },
  sort: { field: 'name', direction: 'asc' },
});
