import { COUNTRY_LOOKUP_LIMIT } from '../constants.ts';
import { CUSTOMS_ZONES } from '../statuses.ts';
import { countryFilterSchema, countrySchema, countryUpdateSchema } from '../validation.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const countriesRegister = defineRegister({
  key: 'countries',
  path: 'countries',
  resource: 'countries',
  route: 'countries',
  keyField: 'code',
  columns: [
    { field: 'code' },
    { field: 'name' },
    { field: 'callingCode' },
    { field: 'languageCode' },
    { field: 'currencyCode' },
    { field: 'timezone' },
    { field: 'customsZone' },
    { field: 'prohibitedSending', kind: 'boolean' },
    { field: 'prohibitedIssuance', kind: 'boolean' },
    { field: 'productAvailable', kind: 'boolean' },
  ],
  filters: [
    { name: 'codes', operator: 'in', fields: ['code'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'prohibitedSending', operator: 'equals', input: 'boolean' },
    { name: 'prohibitedIssuance', operator: 'equals', input: 'boolean' },
    { name: 'productAvailable', operator: 'equals', input: 'boolean' },
    {
      name: 'customsZones',
      operator: 'in',
      fields: ['customsZone'],
      input: 'multiSelect',
      options: CUSTOMS_ZONES,
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(countryFilterSchema),
  tabs: ['main', 'translations'],
  fields: [
    { name: 'code', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'callingCode', input: 'text', tab: 'main', editable: 'always' },
    {
      name: 'languageCode',
      input: 'reference',
      reference: 'languages',
      // Platform §5 writes it in upper case; languages are keyed as ISO 639-1 writes them.
      referenceCase: 'upper',
      tab: 'main',
      editable: 'always',
    },
    { name: 'currencyCode', input: 'reference', reference: 'currencies', tab: 'main', editable: 'always' },
    { name: 'timezone', input: 'timezone', tab: 'main', editable: 'always' },
    { name: 'customsZone', input: 'select', options: CUSTOMS_ZONES, tab: 'main', editable: 'always' },
    { name: 'prohibitedSending', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'prohibitedIssuance', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'productAvailable', input: 'boolean', tab: 'main', editable: 'always' },
  ],
  createSchema: countrySchema,
  updateSchema: countryUpdateSchema,
  translatedFields: ['name'],
  related: [
    { target: 'regions', params: { countryCodes: 'code' } },
    { target: 'settlements', params: { countryCodes: 'code' } },
  ],
  search: { textParam: 'name', valueField: 'code', labelFields: ['name'], limit: COUNTRY_LOOKUP_LIMIT },
  sort: { field: 'name', direction: 'asc' },
});
