import { z } from 'zod';
import { dateFilterSchema, enumListFilter, uuidListFilter } from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { vehicleNumberSchema } from '../scanning/vehicle-number.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import { ROUTE_STATUS_TONES, ROUTE_STATUSES, type RouteStatus } from '../statuses.ts';
import { TIME_OF_DAY_PATTERN } from '../validation.ts';

/** What a route's stop is: a pickup at a client, or a delivery task. */
export const ROUTE_STOP_KINDS = ['pickup', 'task'] as const;
export type RouteStopKind = (typeof ROUTE_STOP_KINDS)[number];

const login = z.string().trim().min(1).max(100);
const day = z.iso.date();

/** `POST routes/build`: plan a division's day (issue 10 "Build routes"). */
export const routeBuildSchema = z.strictObject({
  divisionId: z.uuid(),
  day,
  /** Solver budget, ms: a few seconds keep the dispatcher waiting little. */
  timeLimitMs: z.number().int().min(200).max(30_000).optional(),
});
export type RouteBuild = z.infer<typeof routeBuildSchema>;

/** `POST routes`: an empty Draft route for a courier on shift. */
export const routeCreateSchema = z.strictObject({ divisionId: z.uuid(), day, courier: login });

/** `PUT routes/{id}/courier` and `PUT routes/{id}/initial-courier`. */
export const routeCourierSchema = z.strictObject({ courier: login, lockVersion: z.number().int().min(1) });

/** `POST routes/{id}/stops/move`: a stop of this route to another route (or another place in this one). */
export const routeStopMoveSchema = z.strictObject({
  stopId: z.uuid(),
  targetRouteId: z.uuid(),
  /** Place in the target's stop order (0 = first); absent: the cheapest place that keeps it feasible. */
  position: z.number().int().min(0).max(1000).optional(),
  lockVersion: z.number().int().min(1),
  targetLockVersion: z.number().int().min(1),
});
export type RouteStopMove = z.infer<typeof routeStopMoveSchema>;

/** `PUT routes/{id}/confirm`: Draft → Created. */
export const routeConfirmSchema = z.strictObject({ lockVersion: z.number().int().min(1) });

/** `GET dispatch-monitoring` (cursor paging over the couriers on shift). */
export const dispatchMonitoringQuerySchema = z.strictObject({
  divisionId: z.uuid(),
  day: day.optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `GET dispatch-monitoring/late-stops` (issue 27): the open stops of a division's day that are late or
 * at risk of it, for the back-office workspace's queue; the division defaults to the caller's working one.
 */
export const lateStopsQuerySchema = z.strictObject({
  divisionId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export interface LateStop {
  courier: string;
  kind: 'task' | 'pickup';
  id: string;
  label: string;
  late: boolean;
  lateRisk: boolean;
  eta: string | null;
}

/** Couriers a late-stops count reads at most (pages of 100): a division's whole day, bounded. */
export const LATE_STOPS_MAX_COURIERS = 2_000;

/** Vehicle numbers one `GET task-groups/route-polylines` takes (registers §7, §9). */
export const ROUTE_POLYLINES_CHUNK = 50;

/** `GET task-groups/route-polylines` (vehicleNumbers, chunks of 50; registers §7, §9). */
export const routePolylinesQuerySchema = z.strictObject({
  vehicleNumbers: z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(z.string().trim().min(1).max(50)),
    )
    .pipe(z.array(z.string()).min(1).max(ROUTE_POLYLINES_CHUNK)),
});

/** One vehicle's latest route as `GET task-groups/route-polylines` answers it. */
export interface RoutePolylineView {
  vehicleNumber: string;
  polyline: [number, number][];
}

/** Only Draft routes change stops or are confirmed; a Created one may change courier. */
export function isRouteEditable(status: RouteStatus): boolean {
  return status === 'Draft';
}

export const routeFilterSchema = z.strictObject({
  ids: uuidListFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  divisionIds: uuidListFilter,
  statuses: enumListFilter(ROUTE_STATUSES),
  couriers: z
    .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(login))
    .pipe(z.array(z.string()).max(100))
    .optional(),
  day: day.optional(),
});

/** Routes (registers §2.3 "Routes"): read-only in the register, built and confirmed in the hub. */
export const routesRegister = defineRegister({
  key: 'routes',
  path: 'routes',
  resource: 'routes',
  route: null,
  keyField: 'id',
  columns: [
    { field: 'id' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'status', kind: 'tone', tones: ROUTE_STATUS_TONES },
    { field: 'updatedAt', kind: 'datetime' },
    { field: 'division' },
    { field: 'createdByName' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    {
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: ROUTE_STATUSES },
    { name: 'couriers', operator: 'in', fields: ['courier'], input: 'referenceList', reference: 'staffs' },
    { name: 'day', operator: 'equals', fields: ['day'], input: 'date' },
  ],
  filterSchema: listQuerySchema(routeFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  // Registers §2.1: routes cannot be updated or deleted from the register.
  createDisabled: true,
  genericRoutes: 'list',
  deleteCalls: [],
  sort: { field: 'createdAt', direction: 'desc' },
});

/** A stop as the API answers it. Times are ISO instants. */
export interface RouteStopView {
  id: string;
  position: number;
  kind: RouteStopKind;
  refId: string;
  label: string;
  latitude: number;
  longitude: number;
  weightKg: number;
  timeFrom: string | null;
  timeTo: string | null;
  /** Minutes the stop takes (client call, weight, no agreed interval). */
  serviceMinutes: number;
  arrival: string;
  serviceStart: string;
  departure: string;
  /** The window closed before the courier could arrive (dispatch monitoring). */
  late?: boolean;
}

export interface RouteView {
  id: string;
  number: string;
  status: RouteStatus;
  divisionId: string;
  division: string | null;
  day: string;
  /** The division's time zone: times are shown as its clocks read them. */
  timeZone: string;
  courier: string | null;
  initialCourier: string | null;
  vehicleNumber: string | null;
  createdByUser: string;
  createdAt: string;
  updatedAt: string;
  lockVersion: number;
  departure: string | null;
  returnTime: string | null;
  lunchStart: string | null;
  lunchEnd: string | null;
  distanceMetres: number;
  loadKg: number;
  depot: { latitude: number; longitude: number } | null;
  polyline: [number, number][];
  stops: RouteStopView[];
}

/** What a route build answers: the day's new drafts and the stops no courier could take. */
export interface RouteBuildResult {
  routes: RouteView[];
  unassigned: { kind: RouteStopKind; refId: string; label: string }[];
  distanceMetres: number;
  elapsedMs: number;
}

/** A route build is a job in PostgreSQL, run by whichever API instance claims it. */
export const ROUTE_BUILD_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RouteBuildJobStatus = (typeof ROUTE_BUILD_JOB_STATUSES)[number];

/** `GET routes/build-jobs/{id}` (and `POST routes/build`'s 202 answer). */
export interface RouteBuildJobView {
  id: string;
  status: RouteBuildJobStatus;
  /** 0–100: claimed, solving (by the solver's time budget), writing, done. */
  progress: number;
  /** 1 = next to be claimed; null once claimed. */
  placeInQueue: number | null;
  divisionId: string;
  day: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The build's answer, as `POST routes/build` gives it, once done. */
  result: RouteBuildResult | null;
  /** Why it failed: the status, code and message the POST would have answered. */
  error: { status: number; code: string; message: string } | null;
}

/** What a courier drives (issue 29): it bounds the heaviest parcel the courier may take. */
export const VEHICLE_KINDS = ['van', 'car', 'bike'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The heaviest single parcel, kg, a courier may carry on each kind of vehicle. */
export const MAX_PARCEL_KG: Record<VehicleKind, number> = { van: 70, car: 30, bike: 10 };

/** What a courier may do at a stop beyond handing over parcels: collect cash on delivery. */
export const COURIER_SKILLS = ['cashOnDelivery'] as const;
export type CourierSkill = (typeof COURIER_SKILLS)[number];

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const shiftTime = z.string().regex(TIME_OF_DAY_PATTERN);

/** Both coordinates of a place or neither. */
const wholePlace = (shift: Record<string, unknown>, prefix: 'start' | 'end') =>
  (shift[`${prefix}Latitude`] == null) === (shift[`${prefix}Longitude`] == null);

/**
 * `POST courier-shifts`: a courier on shift (beyond the spec: route building needs who drives when,
 * from where and in what). Without a start place the courier starts at the division; without an end
 * place the route ends where it started.
 */
export const courierShiftSchema = z
  .strictObject({
    courier: login,
    divisionId: z.uuid(),
    day,
    startTime: shiftTime,
    endTime: shiftTime,
    capacityKg: z.number().min(1).max(20_000),
    /** The load space, m³; none = only the weight counts. */
    capacityM3: z.number().min(0.01).max(100).nullish(),
    vehicleKind: z.enum(VEHICLE_KINDS).default('van'),
    vehicleNumber: vehicleNumberSchema.nullish(),
    skills: z.array(z.enum(COURIER_SKILLS)).max(COURIER_SKILLS.length).default(['cashOnDelivery']),
    startLatitude: latitude.nullish(),
    startLongitude: longitude.nullish(),
    endLatitude: latitude.nullish(),
    endLongitude: longitude.nullish(),
  })
  .refine((shift) => shift.endTime > shift.startTime, { path: ['endTime'], message: 'date.min' })
  .refine((shift) => wholePlace(shift, 'start'), { path: ['startLongitude'], message: 'any.required' })
  .refine((shift) => wholePlace(shift, 'end'), { path: ['endLongitude'], message: 'any.required' });
export type CourierShiftInput = z.infer<typeof courierShiftSchema>;

/** A shift as `GET courier-shifts` answers it: every field of the body, a volume or place left out null. */
export type CourierShiftView = {
  [Field in keyof CourierShiftInput]-?: Exclude<CourierShiftInput[Field], undefined>;
} & { id: string };

/** `GET courier-shifts/couriers`: a courier of the division, whom a shift can be for. */
export interface ShiftCourier {
  login: string;
  firstName: string;
  lastName: string;
}

export const shiftCouriersQuerySchema = z.strictObject({ divisionId: z.uuid() });

export const courierShiftQuerySchema = z.strictObject({ divisionId: z.uuid(), day });
