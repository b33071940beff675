import { z } from 'zod';
import { deletionMark, optionalText } from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

const languageCode = z.string().regex(/^[a-z]{2}$/);

/** One text of the console in one language (DESIGN.md "Every text goes through i18next"). */
export const translationSchema = z.strictObject({
  languageCode,
  namespace: z.string().trim().min(1).max(50),
  key: z.string().trim().min(1).max(300),
  value: z.string().max(10_000),
});
/** Language, namespace and key identify the text; only its value changes afterwards. */
export const translationUpdateSchema = translationSchema.pick({ value: true });
export const translationFilterSchema = z.strictObject({
  languageCode: languageCode.optional(),
  namespace: optionalText(1, 50),
  key: optionalText(1, 300),
  value: optionalText(1, 200),
  deletionMark,
});

export const translationsRegister = defineRegister({
  key: 'translations',
  path: 'translations',
  resource: 'translations',
  route: 'translations',
  keyField: 'id',
  columns: [{ field: 'languageCode' }, { field: 'namespace' }, { field: 'key' }, { field: 'value' }],
  filters: [
    { name: 'languageCode', operator: 'equals', input: 'reference', reference: 'languages' },
    { name: 'namespace', operator: 'equals', input: 'text' },
    { name: 'key', operator: 'contains', input: 'text' },
    { name: 'value', operator: 'contains', input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(translationFilterSchema),
  tabs: ['main'],
  fields: [
    {
      name: 'languageCode',
      input: 'reference',
      reference: 'languages',
      tab: 'main',
      editable: 'create',
      required: true,
    },
    { name: 'namespace', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'key', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'value', input: 'textarea', tab: 'main', editable: 'always', required: true },
  ],
  createSchema: translationSchema,
  updateSchema: translationUpdateSchema,
  sort: { field: 'key', direction: 'asc' },
});
