import { z } from 'zod';
import {
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidFilter,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import {
  SHIPMENT_MODIFICATION_STATUS_TONES,
  SHIPMENT_MODIFICATION_STATUSES,
  SHIPMENT_MODIFICATION_TYPES,
  SHIPMENT_PAYMENT_STATUS_TONES,
  SHIPMENT_PAYMENT_STATUSES,
  SHIPMENT_STATUS_TONES,
  SHIPMENT_STATUSES,
} from '../statuses.ts';
import { PARCEL_NUMBER_PATTERN } from '../validation.ts';
import { MODIFICATION_DELETE_CALLS, SHIPMENT_DELETE_CALLS } from './shipment-row-calls.ts';

/**
 * A date filter's default of "today at midnight" (registers §2.1): the console puts today's date
 * in place of this value when the list opens.
 */
export const TODAY_FILTER_DEFAULT = 'today';

/** A whole shipment number (SH, the sender's country, ten digits): it names one shipment. */
export const SHIPMENT_NUMBER_PATTERN = /^[A-Z]{4}\d{10}$/;
/** A whole modification number (MD and twelve digits). */
const MODIFICATION_NUMBER_PATTERN = /^MD\d{12}$/;

/** Parcel or shipment numbers of a filter (registers §5 "Shipments"). */
const parcelNumbersFilter = queryList(z.string().trim().toUpperCase().regex(PARCEL_NUMBER_PATTERN))
  .pipe(z.array(z.string()).max(100))
  .optional();

export const shipmentFilterSchema = z.strictObject({
  ids: uuidListFilter,
  number: optionalText(1, 20),
  parcelsNumbers: parcelNumbersFilter,
  dateTimeFrom: dateFilterSchema.optional(),
  dateTimeTo: dateFilterSchema.optional(),
  closingDateFrom: dateFilterSchema.optional(),
  closingDateTo: dateFilterSchema.optional(),
  statuses: enumListFilter(SHIPMENT_STATUSES),
  paymentStatuses: enumListFilter(SHIPMENT_PAYMENT_STATUSES),
  clientOrders: queryList(z.string().trim().min(1).max(50)).pipe(z.array(z.string()).max(50)).optional(),
  senderDivisionId: uuidFilter,
  recipientDivisionId: uuidFilter,
  deletionMark,
});

/** Shipments register (registers §3.1 "shipments", §7 "GET shipments"). */
export const shipmentsRegister = defineRegister({
  key: 'shipments',
  path: 'shipments',
  resource: 'shipments',
  route: 'shipments',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'dateTime', kind: 'datetime', sortable: true },
    { field: 'scheduledDeliveryDate', kind: 'date' },
    { field: 'status', kind: 'tone', tones: SHIPMENT_STATUS_TONES },
    { field: 'acceptedByUser' },
    { field: 'paymentStatus', kind: 'tone', tones: SHIPMENT_PAYMENT_STATUS_TONES },
    { field: 'parcelsAmount', kind: 'number' },
    { field: 'senderAddress' },
    { field: 'recipientAddress' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'number', operator: 'startsWith', input: 'text', namesRows: SHIPMENT_NUMBER_PATTERN },
    { name: 'parcelsNumbers', operator: 'in', input: 'textList', namesRows: true },
    {
      name: 'dateTimeFrom',
      operator: 'from',
      fields: ['dateTime'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'dateTimeTo', operator: 'to', fields: ['dateTime'], input: 'date' },
    { name: 'closingDateFrom', operator: 'from', fields: ['closingDate'], input: 'date' },
    { name: 'closingDateTo', operator: 'to', fields: ['closingDate'], input: 'date' },
    {
      name: 'statuses',
      operator: 'in',
      fields: ['status'],
      input: 'multiSelect',
      options: SHIPMENT_STATUSES,
    },
    {
      name: 'paymentStatuses',
      operator: 'in',
      fields: ['paymentStatus'],
      input: 'multiSelect',
      options: SHIPMENT_PAYMENT_STATUSES,
    },
    { name: 'clientOrders', operator: 'in', fields: ['clientOrder'], input: 'textList' },
    { name: 'senderDivisionId', operator: 'equals', input: 'reference', reference: 'divisions' },
    { name: 'recipientDivisionId', operator: 'equals', input: 'reference', reference: 'divisions' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(shipmentFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'one_shipment',
  deleteCalls: SHIPMENT_DELETE_CALLS,
  sort: { field: 'dateTime', direction: 'desc' },
});

export const shipmentModificationFilterSchema = z.strictObject({
  number: optionalText(1, 20),
  divisionId: uuidFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  shipmentId: uuidFilter,
  types: enumListFilter(SHIPMENT_MODIFICATION_TYPES),
  statuses: enumListFilter(SHIPMENT_MODIFICATION_STATUSES),
  user: optionalText(1, 100),
  deletionMark,
});

/** Shipment modification register (registers §2.3). */
export const shipmentModificationRegister = defineRegister({
  key: 'shipment_modification',
  path: 'shipment-modification',
  resource: 'shipment_modification',
  route: 'shipment_modification',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'type' },
    { field: 'status', kind: 'tone', tones: SHIPMENT_MODIFICATION_STATUS_TONES },
    { field: 'shipmentNumber' },
    { field: 'division' },
    { field: 'user' },
    { field: 'note' },
  ],
  filters: [
    { name: 'number', operator: 'startsWith', input: 'text', namesRows: MODIFICATION_NUMBER_PATTERN },
    { name: 'divisionId', operator: 'equals', input: 'reference', reference: 'divisions' },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    { name: 'shipmentId', operator: 'equals', input: 'text', namesRows: true },
    {
      name: 'types',
      operator: 'in',
      fields: ['type'],
      input: 'multiSelect',
      options: SHIPMENT_MODIFICATION_TYPES,
    },
    {
      name: 'statuses',
      operator: 'in',
      fields: ['status'],
      input: 'multiSelect',
      options: SHIPMENT_MODIFICATION_STATUSES,
    },
    { name: 'user', operator: 'equals', input: 'reference', reference: 'staffs' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(shipmentModificationFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  sort: { field: 'createdAt', direction: 'desc' },
  deleteCalls: MODIFICATION_DELETE_CALLS,
});
