import { z } from 'zod';
import { countryCodeSchema } from '../validation.ts';
import {
  booleanFilter,
  countryCodesFilter,
  dateFilterDay,
  dateFilterSchema,
  deletionMark,
  isoDateSchema,
  optionalText,
  productionCalendarLatestDate,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

/** One day of a country's production calendar: a weekday (working day) or not, a holiday or not. */
export const productionCalendarDaySchema = z.strictObject({
  countryCode: countryCodeSchema,
  date: isoDateSchema,
  weekday: z.boolean(),
  holiday: z.boolean(),
});
/** Only weekday and holiday are editable (registers §3.1). */
export const productionCalendarUpdateSchema = productionCalendarDaySchema.pick({
  weekday: true,
  holiday: true,
});

/** A date filter may not reach beyond about three months plus one day from today (registers §5). */
const calendarDateFilter = dateFilterSchema.refine(
  (value) => dateFilterDay(value) <= productionCalendarLatestDate(),
  {
    message: 'date.max',
  },
);
export const productionCalendarFilterSchema = z.strictObject({
  id: optionalText(1, 100),
  countryCodes: countryCodesFilter,
  /** Registers §2.3 "The work calendar filter uses a single day": the day the panel offers. */
  date: calendarDateFilter.transform(dateFilterDay).optional(),
  /** A range, kept for callers that read a month at a time; the panel does not offer it. */
  dateFrom: calendarDateFilter.optional(),
  dateTo: calendarDateFilter.optional(),
  weekday: booleanFilter,
  holiday: booleanFilter,
  deletionMark,
});

export const productionCalendarRegister = defineRegister({
  key: 'production_calendar',
  path: 'production_calendar',
  resource: 'production_calendar',
  route: 'production_calendar',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'countryCode' },
    { field: 'date', kind: 'date' },
    { field: 'weekday', kind: 'boolean' },
    { field: 'holiday', kind: 'boolean' },
  ],
  filters: [
    { name: 'id', operator: 'equals', input: 'text' },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'date', operator: 'equals', fields: ['date'], input: 'date' },
    { name: 'dateFrom', operator: 'from', fields: ['date'], input: 'date', panel: false },
    { name: 'dateTo', operator: 'to', fields: ['date'], input: 'date', panel: false },
    { name: 'weekday', operator: 'equals', input: 'boolean' },
    { name: 'holiday', operator: 'equals', input: 'boolean' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(productionCalendarFilterSchema),
  tabs: ['main'],
  fields: [
    { name: 'id', input: 'text', tab: 'main', editable: 'never' },
    { name: 'countryCode', input: 'reference', reference: 'countries', tab: 'main', editable: 'never' },
    { name: 'date', input: 'date', tab: 'main', editable: 'never' },
    { name: 'weekday', input: 'boolean', tab: 'main', editable: 'always' },
    { name: 'holiday', input: 'boolean', tab: 'main', editable: 'always' },
  ],
  createSchema: productionCalendarDaySchema,
  updateSchema: productionCalendarUpdateSchema,
  createDisabled: true,
  sort: { field: 'date', direction: 'asc' },
});

/** `GET work-calendar`: from today for 15 days unless told otherwise (registers §5, §9). */
export const workCalendarQuerySchema = z
  .strictObject({
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    countryCode: z
      .string()
      .transform((code) => code.toUpperCase())
      .pipe(countryCodeSchema),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateTo'],
    message: 'date.min',
  });
export const WORK_CALENDAR_MAX_DAYS = 366;
export interface WorkCalendarDay {
  date: string;
  weekday: boolean;
  holiday: boolean;
  /** Selectable for a visit or pickup: a weekday and not a holiday. */
  working: boolean;
}
