import { z } from 'zod';
import {
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister, USER_DIVISION_FILTER_DEFAULT } from '../registers/register-definition.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import { VISIT_STATUS_TONES, VISIT_STATUSES } from '../statuses.ts';

/** Visit numbers: VS and twelve digits. */
export const VISIT_NUMBER_PATTERN = /^VS\d{12}$/;

export const visitFilterSchema = z.strictObject({
  ids: uuidListFilter,
  /** Numbers ignore the date range (registers §2.3). */
  numbers: queryList(z.string().trim().toUpperCase().regex(VISIT_NUMBER_PATTERN))
    .pipe(z.array(z.string()).max(100))
    .optional(),
  divisions: uuidListFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  statuses: enumListFilter(VISIT_STATUSES),
  createdByUser: optionalText(1, 100),
  /** The workplace's own visits by shipment (registers §7 "GET visits … shipmentIds"). */
  shipmentIds: uuidListFilter,
  deletionMark,
});

/** Visit list (registers §2.3 "Visit list"); rows open the visit page. */
export const visitListRegister = defineRegister({
  key: 'visit_list_page',
  path: 'visits',
  resource: 'visits',
  route: 'visit_list_page',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'status', kind: 'tone', tones: VISIT_STATUS_TONES },
    { field: 'statusDateTime', kind: 'datetime' },
    { field: 'division' },
    { field: 'user' },
    { field: 'fullName' },
    { field: 'phone' },
    { field: 'documents', kind: 'number' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    {
      name: 'divisions',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
      // Registers §2.3 "divisions (preset by source; default)": the list opens on the user's division.
      defaultValue: USER_DIVISION_FILTER_DEFAULT,
      // Registers §6: everybody else sees their own division only (visit-scope.ts on the server).
      capability: 'visitListDivisionFilter',
    },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: VISIT_STATUSES },
    { name: 'createdByUser', operator: 'equals', fields: ['user'], input: 'reference', reference: 'staffs' },
    { name: 'shipmentIds', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(visitFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'visit',
  sort: { field: 'createdAt', direction: 'desc' },
});
