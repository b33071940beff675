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
import { defineRegister } from '../registers/register-definition.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import { SCAN_STATUS_TONES, SCAN_STATUSES, SCAN_TYPES } from '../statuses.ts';
import { SCAN_REGISTRY_NUMBER_PATTERN } from './scan-model.ts';

export const scanningFilterSchema = z.strictObject({
  ids: uuidListFilter,
  /** Numbers ignore the date range (registers §2.3). */
  numbers: queryList(z.string().trim().toUpperCase().regex(SCAN_REGISTRY_NUMBER_PATTERN))
    .pipe(z.array(z.string()).max(100))
    .optional(),
  createdByUser: optionalText(1, 100),
  statuses: enumListFilter(SCAN_STATUSES),
  types: enumListFilter(SCAN_TYPES),
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  divisions: uuidListFilter,
  vehicleNumber: optionalText(1, 200),
  courierBarcode: optionalText(1, 20),
  deletionMark,
});

/** The scanning register (registers §3.1 "scanning", §7 "GET scan-registry"); rows open scan_edit. */
export const scanningRegister = defineRegister({
  key: 'scanning',
  path: 'scan-registry',
  resource: 'scanning',
  route: 'scanning',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'status', kind: 'tone', tones: SCAN_STATUS_TONES },
    { field: 'statusDateTime', kind: 'datetime' },
    { field: 'type' },
    { field: 'division' },
    { field: 'vehicleNumber' },
    { field: 'destinationDivisionNames', kind: 'list' },
    { field: 'tripNumber' },
    { field: 'scannedBarcodesAmount', kind: 'number' },
    { field: 'forScanBarcodesAmount', kind: 'number' },
    { field: 'createdByName' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: SCAN_STATUSES },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: SCAN_TYPES },
    {
      name: 'divisions',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'vehicleNumber', operator: 'equals', input: 'text' },
    { name: 'courierBarcode', operator: 'equals', input: 'text' },
    { name: 'createdByUser', operator: 'equals', input: 'reference', reference: 'staffs' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(scanningFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'scan_edit',
  sort: { field: 'createdAt', direction: 'desc' },
  deleteCalls: [],
});
