import { languageFilterSchema, languageSchema, languageUpdateSchema } from '../validation.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const languagesRegister = defineRegister({
  key: 'languages',
  path: 'languages',
  resource: 'languages',
  route: 'languages',
  keyField: 'code',
  columns: [{ field: 'code' }, { field: 'name' }, { field: 'native' }, { field: 'rtl', kind: 'boolean' }],
  filters: [
    { name: 'codes', operator: 'in', fields: ['code'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'native', operator: 'contains', input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(languageFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'code', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'native', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'rtl', input: 'boolean', tab: 'main', editable: 'always' },
  ],
  createSchema: languageSchema,
  updateSchema: languageUpdateSchema,
  search: { textParam: 'name', valueField: 'code', labelFields: ['name'] },
  sort: { field: 'name', direction: 'asc' },
});
