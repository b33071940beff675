import { z } from 'zod';
import {
  CARRIERS,
  DELIVERY_PARTNER_FILTER_VALUES,
  DELIVERY_PARTNER_NUMBER_MIN_CHARS,
  PICKUP_DATE_FILTER_MAX_DAYS_AHEAD,
  TIME_INTERVAL_TYPES,
  WEEKDAYS,
} from '../constants.ts';
import {
  countryCodesFilter,
  dateFilterDay,
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { SHIPMENT_NUMBER_PATTERN } from '../shipments/shipment-registers.ts';
import { PICKUP_STATUS_TONES, PICKUP_STATUSES } from '../statuses.ts';
import { addDays, latestToday } from '../time/zoned-time.ts';
import { countryCodeSchema } from '../validation.ts';
import { isValidTimeWindow } from './pickup-rules.ts';

/** The deliveryPartners filter's value for pickups collected by the operator's own couriers. */
export const OWN_COURIERS = 'own';
/** The own couriers, then the spec's nineteen delivery-partner filter values (registers §9). */
export const PICKUP_PARTNER_FILTER_OPTIONS = [OWN_COURIERS, ...DELIVERY_PARTNER_FILTER_VALUES] as const;

/** Registers §5: a pickedTimeFrom filter at most 30 days ahead of today. */
export function isWithinPickupDateLimit(value: string, today: string): boolean {
  return dateFilterDay(value) <= addDays(today, PICKUP_DATE_FILTER_MAX_DAYS_AHEAD);
}

/**
 * Pickup and shipment numbers of a filter, whole numbers of the shipment pattern: four capitals and
 * ten digits (registers §5 "document numbers as shipment pattern"; a pickup number is PU, the
 * country and ten digits).
 */
const documentNumbers = queryList(z.string().trim().toUpperCase().regex(SHIPMENT_NUMBER_PATTERN))
  .pipe(z.array(z.string()).max(100))
  .optional();

export const pickupFilterSchema = z.strictObject({
  ids: uuidListFilter,
  createdByUser: optionalText(1, 100),
  pickupsShipmentNumbers: documentNumbers,
  numbers: documentNumbers,
  deliveryPartners: enumListFilter(PICKUP_PARTNER_FILTER_OPTIONS),
  statuses: enumListFilter(PICKUP_STATUSES),
  divisionIds: uuidListFilter,
  createdAtFrom: dateFilterSchema.optional(),
  pickedTimeFrom: dateFilterSchema
    .refine((value) => isWithinPickupDateLimit(value, latestToday()), {
      message: 'date.max',
    })
    .optional(),
  pickedTimeTo: dateFilterSchema.optional(),
  countryCodes: countryCodesFilter,
  /** Registers §5 "delivery-partner number search starts after 7 typed symbols". */
  deliveryPartnerNumbers: queryList(z.string().trim().min(DELIVERY_PARTNER_NUMBER_MIN_CHARS).max(50))
    .pipe(z.array(z.string()).max(100))
    .optional(),
  deletionMark,
});

/** Pickups (registers §2.3 "Pickups"); rows open pickups_create when Draft, else pickups_view. */
export const pickupsRegister = defineRegister({
  key: 'pickups',
  path: 'pickups',
  resource: 'pickups',
  route: 'pickups',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'pickedTimeFrom', kind: 'date', sortable: true },
    { field: 'timeInterval' },
    { field: 'status', kind: 'tone', tones: PICKUP_STATUS_TONES },
    { field: 'statusDateTime', kind: 'datetime' },
    { field: 'countryName' },
    { field: 'deliveryPartner' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'createdByUser', operator: 'equals', input: 'reference', reference: 'staffs' },
    { name: 'pickupsShipmentNumbers', operator: 'in', input: 'textList', namesRows: true },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    {
      name: 'deliveryPartners',
      operator: 'in',
      fields: ['deliveryPartner'],
      input: 'multiSelect',
      options: PICKUP_PARTNER_FILTER_OPTIONS,
    },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: PICKUP_STATUSES },
    {
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'createdAtFrom', operator: 'from', fields: ['createdAt'], input: 'date' },
    { name: 'pickedTimeFrom', operator: 'from', fields: ['pickedTimeFrom'], input: 'date' },
    { name: 'pickedTimeTo', operator: 'to', fields: ['pickedTimeFrom'], input: 'date' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
      capability: 'filterByCountry',
    },
    {
      name: 'deliveryPartnerNumbers',
      operator: 'in',
      fields: ['deliveryPartnerNumber'],
      input: 'textList',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(pickupFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  // Created on pickups_create (the list's own button), opened on pickups_view.
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'pickups_view',
  editorRouteOf: { field: 'status', routes: { Draft: 'pickups_create' } },
  sort: { field: 'createdAt', direction: 'desc' },
});

const dayWindow = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidTimeWindow(value), { message: 'time_window.invalid' })
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** Time intervals (registers §3.2 "Time interval"): one window per weekday, HH:MM-HH:MM or ALL_DAY. */
export const timeIntervalRecordSchema = z.strictObject({
  countryCode: countryCodeSchema,
  deliveryPartner: z.enum(CARRIERS).nullish(),
  divisionId: z.uuid().nullish(),
  cityDistrictId: z.uuid().nullish(),
  type: z.enum(TIME_INTERVAL_TYPES),
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, dayWindow])),
}) as z.ZodType<TimeIntervalInput>;

export interface TimeIntervalInput {
  countryCode: string;
  deliveryPartner?: string | null;
  divisionId?: string | null;
  cityDistrictId?: string | null;
  type: (typeof TIME_INTERVAL_TYPES)[number];
  monday?: string | null;
  tuesday?: string | null;
  wednesday?: string | null;
  thursday?: string | null;
  friday?: string | null;
  saturday?: string | null;
  sunday?: string | null;
}

/** The time-interval filter's partner list (registers §9): own, then the partners. */
export const TIME_INTERVAL_PARTNER_OPTIONS = [
  OWN_COURIERS,
  'DPD',
  'GLS',
  'InPost',
  'NPGlobal',
  'NPUkraine',
  'Venipak',
  'Orlen',
  'Cargus',
  'SPS',
  'NoLimit',
  'Emons',
  'FedEx',
  'ExpressOne',
  'NovaBox',
  'Chronopost',
  'DHL',
  'Evri',
] as const;

export const timeIntervalFilterSchema = z.strictObject({
  countryCodes: countryCodesFilter,
  deliveryPartners: enumListFilter(TIME_INTERVAL_PARTNER_OPTIONS),
  divisionIds: uuidListFilter,
  type: z.enum(TIME_INTERVAL_TYPES).optional(),
  /** Weekdays the interval must serve (registers §5: strings 1-100 or empty). */
  activeDays: enumListFilter(WEEKDAYS),
  deletionMark,
});

export const timeIntervalsRegister = defineRegister({
  key: 'time_intervals',
  path: 'time-intervals',
  resource: 'time_intervals',
  route: 'time_intervals',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'countryCode' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'deliveryPartner' },
    { field: 'division' },
    { field: 'type' },
    ...WEEKDAYS.map((day) => ({ field: day })),
  ],
  filters: [
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    {
      name: 'deliveryPartners',
      operator: 'in',
      fields: ['deliveryPartner'],
      input: 'multiSelect',
      options: TIME_INTERVAL_PARTNER_OPTIONS,
    },
    // "divisionIds (city districts of the chosen country)": the list offers the chosen country's
    // city districts (the user's when none is chosen); a division id still finds its rows.
    {
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId', 'cityDistrictId'],
      input: 'referenceList',
      reference: 'city_districts',
      countryFrom: { param: 'countryCodes', filter: 'countryCodes' },
    },
    { name: 'type', operator: 'equals', input: 'select', options: TIME_INTERVAL_TYPES },
    { name: 'activeDays', operator: 'in', input: 'multiSelect', options: WEEKDAYS },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion', defaultValue: 'false' },
  ],
  filterSchema: listQuerySchema(timeIntervalFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    {
      name: 'type',
      input: 'select',
      options: TIME_INTERVAL_TYPES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'deliveryPartner', input: 'select', options: CARRIERS, tab: 'main', editable: 'always' },
    { name: 'divisionId', input: 'reference', reference: 'divisions', tab: 'main', editable: 'always' },
    {
      name: 'cityDistrictId',
      input: 'reference',
      reference: 'city_districts',
      tab: 'main',
      editable: 'always',
    },
    ...WEEKDAYS.map((day) => ({
      name: day,
      input: 'text' as const,
      tab: 'main',
      editable: 'always' as const,
    })),
  ],
  createSchema: timeIntervalRecordSchema,
  updateSchema: timeIntervalRecordSchema,
  sort: { field: 'createdAt', direction: 'desc' },
});

/** `POST time-intervals/find?type=…` (registers §7). */
export const timeIntervalFindQuerySchema = z.strictObject({
  type: z.enum(['PickupDayToDay', 'PickupNextDay']),
});
export const timeIntervalFindBodySchema = z.strictObject({
  type: z.enum(TIME_INTERVAL_TYPES).optional(),
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(countryCodeSchema),
  divisionId: z.uuid().nullish(),
  deliveryPartner: z.enum(CARRIERS).nullish(),
  weight: z.number().min(0).max(100_000).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  /** The day the window is for (YYYY-MM-DD); today when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** What `time-intervals/find` answers: the interval and its window on the day. */
export interface FoundTimeInterval {
  id: string;
  type: string;
  day: string;
  window: string | null;
  from: string;
  to: string;
}
