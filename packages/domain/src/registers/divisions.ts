import { z } from 'zod';
import { DEFAULT_WEEKLY_SCHEDULE, WEEKDAYS } from '../constants.ts';
import {
  DIVISION_CATEGORIES,
  DIVISION_TYPES,
  DIVISION_WORKING_STATE_TONES,
  DIVISION_WORKING_STATES,
} from '../statuses.ts';
import { countryCodeSchema, queryList, TIME_OF_DAY_PATTERN } from '../validation.ts';
import {
  coordinateSchema,
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  externalIdSchema,
  optionalText,
  textFilter,
  textSearchFilter,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister, type SubFieldDefinition } from './register-definition.ts';

/** Where a division comes from; the search source presets the first three (registers §7). */
export const DIVISION_SOURCES = ['NPAX', 'NPUA', 'NPDepartment', 'Partner', 'Manual'] as const;
export const DIVISION_SEARCH_PRESETS = {
  sources: ['NPAX', 'NPUA', 'NPDepartment'],
  statuses: ['Working'],
  deletionMark: false,
  excludedCategories: ['Office'],
} as const;

const positive = z.number().min(0).max(1_000_000_000).nullish();

/** Limits of one place for the sender or the recipient side (mm and g, as stored). */
const placeLimitsSchema = z.strictObject({
  maxWeight: positive,
  maxLength: positive,
  maxWidth: positive,
  maxHeight: positive,
});
export const divisionLimitationsSchema = z.strictObject({
  sender: placeLimitsSchema.optional(),
  recipient: placeLimitsSchema.optional(),
  girthFormula: z.string().trim().max(255).nullish(),
  maxCostPlace: positive,
  maxDeclaredCostPlace: positive,
});
const time = z.string().regex(TIME_OF_DAY_PATTERN);
export const TIME_INTERVAL_PATTERN = /^((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d)$/;
/** `HH:MM-HH:MM`, the start before the end. */
export const timeIntervalSchema = z
  .string()
  .trim()
  .regex(TIME_INTERVAL_PATTERN)
  .refine((interval) => {
    const [from = '', to = ''] = interval.split('-');
    return from < to;
  }, 'any.invalid');
/**
 * One working day (registers §3.2 "from, to, orderTo, timeIntervals"): `to` after `from`,
 * the order cutoff within the day. Messages name the joi keys the console translates.
 */
export const workDaySchema = z
  .strictObject({
    from: time,
    to: time,
    orderTo: time.nullish(),
    timeIntervals: z.array(timeIntervalSchema).max(48).optional(),
  })
  .superRefine((day, context) => {
    if (day.to <= day.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'date.min', input: day.to });
    }
    if (day.orderTo && day.orderTo < day.from) {
      context.addIssue({ code: 'custom', path: ['orderTo'], message: 'date.min', input: day.orderTo });
    } else if (day.orderTo && day.orderTo > day.to) {
      context.addIssue({ code: 'custom', path: ['orderTo'], message: 'date.max', input: day.orderTo });
    }
  });
const workDay = workDaySchema.nullish();
/** Opening hours per weekday (null or absent = closed that day), the schedule's type and holiday rule. */
export const workScheduleSchema = z.strictObject({
  monday: workDay,
  tuesday: workDay,
  wednesday: workDay,
  thursday: workDay,
  friday: workDay,
  saturday: workDay,
  sunday: workDay,
  type: z.string().trim().max(50).nullish(),
  ignoreNonWorkingDays: z.boolean().optional(),
});
export type WorkDay = z.infer<typeof workDaySchema>;
export type WorkSchedule = z.infer<typeof workScheduleSchema>;
/** The day a closed day gets when it is opened, and every day of the default schedule. */
export const DEFAULT_WORK_DAY: WorkDay = {
  from: DEFAULT_WEEKLY_SCHEDULE.from,
  to: DEFAULT_WEEKLY_SCHEDULE.to,
  orderTo: DEFAULT_WEEKLY_SCHEDULE.orderTo,
};
/** Registers §9: 00:00-23:59 every day, order cutoff 17:00, ignore non-working days. */
export function defaultWorkSchedule(): WorkSchedule {
  const schedule: WorkSchedule = { ignoreNonWorkingDays: DEFAULT_WEEKLY_SCHEDULE.ignoreNonWorkingDays };
  for (const day of WEEKDAYS) schedule[day] = { ...DEFAULT_WORK_DAY };
  return schedule;
}
/** A settings row: a named value valid from one date to another. */
export const divisionSettingSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  value: z.string().max(1000),
  from: z.string().max(40).nullish(),
  to: z.string().max(40).nullish(),
});
export const divisionAttributesSchema = z.strictObject({ needCheckin: z.boolean().default(false) });

const phoneList = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\+?\d{1,100}$/)
      .max(101),
  )
  .max(20);

/** Division editor (registers §3.1, §5). Divisions are not created from the console. */
export const divisionSchema = z.strictObject({
  number: z.string().trim().min(1).max(255),
  divisionCategory: z.enum(DIVISION_CATEGORIES),
  name: z.string().trim().min(1).max(255),
  shortName: z.string().trim().min(1).max(255).nullish(),
  status: z.enum(DIVISION_WORKING_STATES),
  type: z.enum(DIVISION_TYPES).nullish(),
  countryCode: countryCodeSchema,
  settlementId: z.uuid().nullish(),
  address: z.string().trim().min(2).max(255).nullish(),
  customerServiceAvailable: z.boolean().default(false),
  publicPhones: phoneList.default([]),
  internalPhones: phoneList.default([]),
  responsiblePerson: z.string().trim().min(2).max(100).nullish(),
  partner: z.string().trim().min(2).max(255).nullish(),
  ownerDivisionId: z.uuid().nullish(),
  source: z.string().trim().min(1).max(100).nullish(),
  externalId: externalIdSchema,
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  prohibitedSending: z.boolean().default(false),
  prohibitedIssuance: z.boolean().default(false),
  paymentEnabledDelivery: z.boolean().default(false),
  limitations: divisionLimitationsSchema.default({}),
  workSchedule: workScheduleSchema.default({}),
  settings: z.array(divisionSettingSchema).max(100).default([]),
  attributes: divisionAttributesSchema.default({ needCheckin: false }),
});
export const divisionUpdateSchema = divisionSchema;
export const divisionFilterSchema = z.strictObject({
  ids: uuidListFilter,
  textSearch: textSearchFilter,
  numbers: queryList(textFilter(1, 255)).pipe(z.array(z.string()).max(100)).optional(),
  name: optionalText(1, 100),
  /** 1 to 100 characters (registers §5). */
  source: optionalText(1, 100),
  sources: queryList(textFilter(1, 100)).optional(),
  statuses: enumListFilter(DIVISION_WORKING_STATES),
  divisionCategories: enumListFilter(DIVISION_CATEGORIES),
  excludedCategories: enumListFilter(DIVISION_CATEGORIES),
  countryCodes: countryCodesFilter,
  settlementIds: uuidListFilter,
  deletionMark,
});

/** Parts and address-storage cells of a division, read sorted by code and type (registers §7). */
export const DIVISION_PART_TYPES = ['part', 'address_storage'] as const;
export const divisionPartSchema = z.strictObject({
  id: z.uuid().optional(),
  /** 3 to 250 characters (registers §5). */
  code: z.string().trim().min(3).max(250),
  type: z.enum(DIVISION_PART_TYPES),
});
export const divisionPartsBodySchema = z.strictObject({ parts: z.array(divisionPartSchema).max(1000) });

/** The limits of one place as the editor shows them: weight in kg, sizes in cm. */
const PLACE_LIMITS: readonly SubFieldDefinition[] = [
  { name: 'maxWeight', input: 'weight' },
  { name: 'maxLength', input: 'length' },
  { name: 'maxWidth', input: 'length' },
  { name: 'maxHeight', input: 'length' },
];

export const divisionsRegister = defineRegister({
  key: 'divisions',
  path: 'divisions',
  resource: 'divisions',
  route: 'divisions',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'address' },
    { field: 'number' },
    { field: 'settlementName' },
    { field: 'divisionCategory' },
    { field: 'status', kind: 'tone', tones: DIVISION_WORKING_STATE_TONES },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList' },
    { name: 'textSearch', operator: 'search', fields: ['number', 'name', 'address'], input: 'text' },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList' },
    { name: 'name', operator: 'contains', input: 'text' },
    { name: 'source', operator: 'equals', input: 'text' },
    { name: 'sources', operator: 'in', fields: ['source'], input: 'multiSelect', options: DIVISION_SOURCES },
    {
      name: 'statuses',
      operator: 'in',
      fields: ['status'],
      input: 'multiSelect',
      options: DIVISION_WORKING_STATES,
    },
    {
      name: 'divisionCategories',
      operator: 'in',
      fields: ['divisionCategory'],
      input: 'multiSelect',
      options: DIVISION_CATEGORIES,
    },
    {
      name: 'excludedCategories',
      operator: 'notIn',
      fields: ['divisionCategory'],
      input: 'multiSelect',
      options: DIVISION_CATEGORIES,
    },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    {
      name: 'settlementIds',
      operator: 'in',
      fields: ['settlementId'],
      input: 'referenceList',
      reference: 'settlements',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(divisionFilterSchema),
  tabs: ['main', 'limitations', 'workSchedule', 'settings', 'attributes', 'parts', 'address_storage'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'number', input: 'text', tab: 'main', editable: 'always', required: true },
    {
      name: 'divisionCategory',
      input: 'select',
      options: DIVISION_CATEGORIES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'name', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'shortName', input: 'text', tab: 'main', editable: 'always' },
    {
      name: 'status',
      input: 'select',
      options: DIVISION_WORKING_STATES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'type', input: 'select', options: DIVISION_TYPES, tab: 'main', editable: 'always' },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'settlementId', input: 'reference', reference: 'settlements', tab: 'main', editable: 'always' },
    { name: 'address', input: 'text', tab: 'main', editable: 'always' },
    { name: 'customerServiceAvailable', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'publicPhones', input: 'textList', tab: 'main', editable: 'always' },
    { name: 'internalPhones', input: 'textList', tab: 'main', editable: 'always' },
    { name: 'responsiblePerson', input: 'text', tab: 'main', editable: 'always' },
    { name: 'partner', input: 'text', tab: 'main', editable: 'always' },
    { name: 'ownerDivisionId', input: 'reference', reference: 'divisions', tab: 'main', editable: 'always' },
    { name: 'source', input: 'select', options: DIVISION_SOURCES, tab: 'main', editable: 'always' },
    { name: 'externalId', input: 'text', tab: 'main', editable: 'always' },
    { name: 'latitude', input: 'latitude', tab: 'main', editable: 'always' },
    { name: 'longitude', input: 'longitude', tab: 'main', editable: 'always' },
    { name: 'prohibitedSending', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'prohibitedIssuance', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'paymentEnabledDelivery', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'paymentEnabledPickup', input: 'boolean', tab: 'main', editable: 'never' },
    {
      name: 'limitations',
      input: 'group',
      tab: 'limitations',
      editable: 'always',
      fields: [
        { name: 'sender', input: 'group', fields: PLACE_LIMITS },
        { name: 'recipient', input: 'group', fields: PLACE_LIMITS },
        { name: 'girthFormula', input: 'text' },
        { name: 'maxCostPlace', input: 'number' },
        { name: 'maxDeclaredCostPlace', input: 'number' },
      ],
    },
    { name: 'workSchedule', input: 'weekSchedule', tab: 'workSchedule', editable: 'always' },
    {
      name: 'settings',
      input: 'rows',
      tab: 'settings',
      editable: 'always',
      fields: [
        { name: 'name', input: 'text', required: true },
        { name: 'value', input: 'text' },
        { name: 'from', input: 'date' },
        { name: 'to', input: 'date' },
      ],
    },
    {
      name: 'attributes',
      input: 'group',
      tab: 'attributes',
      editable: 'always',
      fields: [{ name: 'needCheckin', input: 'boolean' }],
    },
  ],
  createSchema: divisionSchema,
  updateSchema: divisionUpdateSchema,
  related: [],
  search: {
    textParam: 'textSearch',
    valueField: 'id',
    labelFields: ['number', 'name'],
    presets: DIVISION_SEARCH_PRESETS,
  },
  createDisabled: true,
  sort: { field: 'number', direction: 'asc' },
});
