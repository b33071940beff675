import { z } from 'zod';
import { DEFAULT_RATIO_MATRIX, MIN_LUNCH_SHIFT_GAP_MINUTES } from '../constants.ts';
import { countryCodesFilter, deletionMark, uuidListFilter } from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { countryCodeSchema, TIME_OF_DAY_PATTERN } from '../validation.ts';

const MINUTES_PER_DAY = 24 * 60;

/** `HH:MM` → minutes after midnight; undefined when not a valid time (00-23, 00-59). */
export function minutesOfDay(time: string): number | undefined {
  if (!TIME_OF_DAY_PATTERN.test(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes from `from` to `to`, wrapping past midnight (lunch 23:30 → 00:45 is 75 minutes). */
export function minutesBetween(from: string, to: string): number | undefined {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === undefined || end === undefined) return undefined;
  return (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** One row of a weight → minutes table: from `weight` kg on, a stop takes `time` minutes. */
export const weightMinutesSchema = z.strictObject({
  weight: z.number().max(100_000),
  time: z.number().max(10_000),
});
export type WeightMinutes = z.infer<typeof weightMinutesSchema>;

/** Registers §9 "ratio matrix default {0:1, 1:3, …}" as table rows. */
export const DEFAULT_WEIGHT_MINUTES: readonly WeightMinutes[] = Object.entries(DEFAULT_RATIO_MATRIX).map(
  ([weight, time]) => ({ weight: Number(weight), time }),
);

/**
 * Minutes a stop of `kg` takes: the row with the largest weight not above it (a table is read as
 * steps); below the smallest weight, that row's time. An empty table takes no time.
 */
export function minutesForWeight(table: readonly WeightMinutes[], kg: number): number {
  let best: WeightMinutes | undefined;
  let smallest: WeightMinutes | undefined;
  for (const row of table) {
    if (!smallest || row.weight < smallest.weight) smallest = row;
    if (row.weight <= kg && (!best || row.weight > best.weight)) best = row;
  }
  return (best ?? smallest)?.time ?? 0;
}

const weightTableSchema = z.array(weightMinutesSchema).max(100);

const routeOptimizationShape = z.strictObject({
  countryCode: countryCodeSchema,
  divisionId: z.uuid(),
  loadCarTime: z.number().int().min(1).max(1440),
  clientCallTime: z.number().int().min(1).max(1440),
  lunchTimeFrom: z.string().regex(TIME_OF_DAY_PATTERN),
  lunchTimeTo: z.string().regex(TIME_OF_DAY_PATTERN),
  workShiftEndTime: z.string().regex(TIME_OF_DAY_PATTERN),
  unorderedIntervalTime: z.number().int().min(1).max(1440),
  pickupsTime: weightTableSchema,
  deliveriesTime: weightTableSchema,
  /** Beyond the spec: road distance ÷ straight-line distance of the division's area (1 to 3). */
  detourFactor: z.number().min(1).max(3).default(1.3),
  /** Beyond the spec: a courier's average speed in the division's area, km/h. */
  averageSpeedKmh: z.number().min(5).max(120).default(25),
});
export type RouteOptimizationInput = z.infer<typeof routeOptimizationShape>;

/** Message keys of registers §5 (joi-style, so the API's errors map carries them as they are). */
export const LUNCH_TIME_GAP = 'routes.lunch_time_gap';
export const WORK_SHIFT_END_GAP = 'routes.work_shift_end_gap';
export const WEIGHT_DUPLICATION = 'routes.weight_dublication';
export const RATIO_ENTRY_INVALID = 'routes.invalid_ratio_matrix_entry_time_to_weight';

/**
 * Registers §5 "Route optimisation": lunch end more than 59 minutes after lunch start (midnight
 * wrap handled), work shift end more than 59 minutes after lunch end, weights unique per table
 * (weight_dublication). The messages are the spec's keys.
 */
export function routeOptimizationIssues(
  settings: Partial<
    Pick<
      RouteOptimizationInput,
      'lunchTimeFrom' | 'lunchTimeTo' | 'workShiftEndTime' | 'pickupsTime' | 'deliveriesTime'
    >
  >,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const table of ['pickupsTime', 'deliveriesTime'] as const) {
    (settings[table] ?? []).forEach((row, index) => {
      for (const field of ['weight', 'time'] as const) {
        if (!Number.isInteger(row[field]) || row[field] < 0) {
          issues.push({ path: [table, index, field], message: RATIO_ENTRY_INVALID });
        }
      }
    });
  }
  const { lunchTimeFrom = '', lunchTimeTo = '', workShiftEndTime = '' } = settings;
  const lunch = minutesBetween(lunchTimeFrom, lunchTimeTo);
  if (lunch !== undefined && lunch <= MIN_LUNCH_SHIFT_GAP_MINUTES) {
    issues.push({ path: ['lunchTimeTo'], message: LUNCH_TIME_GAP });
  }
  const shift = minutesBetween(lunchTimeTo, workShiftEndTime);
  if (shift !== undefined && shift <= MIN_LUNCH_SHIFT_GAP_MINUTES) {
    issues.push({ path: ['workShiftEndTime'], message: WORK_SHIFT_END_GAP });
  }
  for (const table of ['pickupsTime', 'deliveriesTime'] as const) {
    const seen = new Set<number>();
    (settings[table] ?? []).forEach((row, index) => {
      if (seen.has(row.weight)) issues.push({ path: [table, index, 'weight'], message: WEIGHT_DUPLICATION });
      seen.add(row.weight);
    });
  }
  return issues;
}

/**
 * The settings as written: the shape, then the cross-field rules. A pipe rather than a refined
 * object: the register's PATCH makes the shape partial and checks the rules on the fields sent.
 */
export const routeOptimizationSchema = routeOptimizationShape.pipe(
  z.custom<RouteOptimizationInput>().superRefine((settings, context) => {
    for (const issue of routeOptimizationIssues(settings)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: settings });
    }
  }),
);

export const routeOptimizationFilterSchema = z.strictObject({
  countryCodes: countryCodesFilter,
  divisionIds: uuidListFilter,
  deletionMark,
});

/** Route optimisation settings (registers §2.3 "Route optimisation", §3.2, §5). */
export const routeOptimizationRegister = defineRegister({
  key: 'route_optimization',
  path: 'route_optimization',
  resource: 'route_optimization',
  route: 'route_optimization',
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'countryCode' },
    { field: 'division' },
    { field: 'loadCarTime', kind: 'number' },
    { field: 'clientCallTime', kind: 'number' },
    { field: 'lunchTimeFrom' },
    { field: 'lunchTimeTo' },
    { field: 'workShiftEndTime' },
    { field: 'unorderedIntervalTime', kind: 'number' },
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
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(routeOptimizationFilterSchema),
  tabs: ['main', 'pickupsTime', 'deliveriesTime'],
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
      name: 'divisionId',
      input: 'reference',
      reference: 'divisions',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'loadCarTime', input: 'integer', tab: 'main', editable: 'always', required: true },
    { name: 'clientCallTime', input: 'integer', tab: 'main', editable: 'always', required: true },
    { name: 'lunchTimeFrom', input: 'time', tab: 'main', editable: 'always', required: true },
    { name: 'lunchTimeTo', input: 'time', tab: 'main', editable: 'always', required: true },
    { name: 'workShiftEndTime', input: 'time', tab: 'main', editable: 'always', required: true },
    { name: 'unorderedIntervalTime', input: 'integer', tab: 'main', editable: 'always', required: true },
    { name: 'detourFactor', input: 'number', tab: 'main', editable: 'always' },
    { name: 'averageSpeedKmh', input: 'number', tab: 'main', editable: 'always' },
    {
      name: 'pickupsTime',
      input: 'rows',
      tab: 'pickupsTime',
      editable: 'always',
      fields: [
        { name: 'weight', input: 'number', required: true },
        { name: 'time', input: 'number', required: true },
      ],
    },
    {
      name: 'deliveriesTime',
      input: 'rows',
      tab: 'deliveriesTime',
      editable: 'always',
      fields: [
        { name: 'weight', input: 'number', required: true },
        { name: 'time', input: 'number', required: true },
      ],
    },
  ],
  createSchema: routeOptimizationSchema,
  updateSchema: routeOptimizationSchema,
  sort: { field: 'countryCode', direction: 'asc' },
});
