import { currencyFilterSchema, currencySchema, currencyUpdateSchema } from '../validation.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const currenciesRegister = defineRegister({
  key: 'currencies',
  path: 'currencies',
  resource: 'currencies',
  route: 'currencies',
  keyField: 'code',
  columns: [
    { field: 'code' },
    { field: 'numCode' },
    { field: 'name' },
    { field: 'shortName' },
    { field: 'symbol' },
  ],
  filters: [
    { name: 'codes', operator: 'in', fields: ['code'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'shortName', operator: 'contains', input: 'text' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(currencyFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'code', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'numCode', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'shortName', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'symbol', input: 'text', tab: 'main', editable: 'always', required: true },
  ],
  createSchema: currencySchema,
  updateSchema: currencyUpdateSchema,
  translatedFields: ['name', 'shortName'],
  search: { textParam: 'name', valueField: 'code', labelFields: ['code', 'name'] },
  sort: { field: 'code', direction: 'asc' },
});
