import {
  type CourierSkill,
  MAX_PARCEL_KG,
  minutesForWeight,
  minutesOfDay,
  type RouteStopKind,
  type VehicleKind,
  type WeightMinutes,
} from '@console/domain';
import type {
  GeoPoint,
  RoutingCustomer,
  RoutingPlace,
  RoutingProblem,
  RoutingVehicle,
  TravelMatrix,
} from '@console/routing';
import type { StopLoad } from './stop-loads.ts';

/** The division's route optimisation settings that building reads (registers §3.2). */
export interface PlanningSettings {
  loadCarTime: number;
  clientCallTime: number;
  lunchTimeFrom: string;
  lunchTimeTo: string;
  workShiftEndTime: string;
  unorderedIntervalTime: number;
  pickupsTime: readonly WeightMinutes[];
  deliveriesTime: readonly WeightMinutes[];
  detourFactor: number;
  averageSpeedKmh: number;
}

/** A pickup or a delivery task to plan: times are minutes after the day's local midnight. */
export interface PlanningStop {
  kind: RouteStopKind;
  refId: string;
  label: string;
  latitude: number;
  longitude: number;
  weightKg: number;
  /** The agreed window; null (or from = to) when the client agreed none. */
  windowFrom: number | null;
  windowTo: number | null;
  /** What its parcels ask of the vehicle; absent when they are not known (a stored stop, no shipments). */
  load?: StopLoad;
}

export interface PlanningShift {
  courier: string;
  /** Minutes after local midnight. */
  start: number;
  end: number;
  capacityKg: number;
  /** The load space; null = only the weight counts. */
  capacityM3: number | null;
  vehicleKind: VehicleKind;
  skills: readonly CourierSkill[];
  /** Where the courier starts (null: the division) and ends (null: where they started). */
  startPoint: GeoPoint | null;
  endPoint: GeoPoint | null;
}

/** A break of this length is taken within the lunch window (docs/decisions.md). */
export const LUNCH_BREAK_MINUTES = 30;
const DAY = 24 * 60;

/** Whether a stop has a window the client agreed (registers §5: from = to is "not ordered"). */
export function hasOrderedWindow(stop: Pick<PlanningStop, 'windowFrom' | 'windowTo'>): boolean {
  return stop.windowFrom !== null && stop.windowTo !== null && stop.windowTo > stop.windowFrom;
}

/**
 * Minutes a stop takes: the client call, the handling time of its weight from the pickups' or
 * the deliveries' table, and the unordered-interval time when no window was agreed (the courier
 * has to find the client at home).
 */
export function serviceMinutes(stop: PlanningStop, settings: PlanningSettings): number {
  const table = stop.kind === 'pickup' ? settings.pickupsTime : settings.deliveriesTime;
  const unordered = hasOrderedWindow(stop) ? 0 : settings.unorderedIntervalTime;
  return settings.clientCallTime + minutesForWeight(table, stop.weightKg) + unordered;
}

/** A courier's vehicle for the solver, in seconds after local midnight. */
export function vehicleOf(shift: PlanningShift, settings: PlanningSettings): RoutingVehicle {
  const settingsEnd = minutesOfDay(settings.workShiftEndTime) ?? DAY;
  const lunchFrom = minutesOfDay(settings.lunchTimeFrom);
  const lunchTo = minutesOfDay(settings.lunchTimeTo);
  const end = Math.min(shift.end, settingsEnd);
  // Loading the car comes first: the courier leaves the depot loadCarTime minutes into the shift.
  const departure = shift.start + settings.loadCarTime;
  const lunch =
    lunchFrom !== undefined &&
    lunchTo !== undefined &&
    lunchTo > lunchFrom &&
    lunchFrom < end &&
    // A shift that starts after the lunch window has no lunch to take.
    lunchTo - LUNCH_BREAK_MINUTES >= departure
      ? { start: lunchFrom * 60, end: lunchTo * 60, duration: LUNCH_BREAK_MINUTES * 60 }
      : undefined;
  return {
    id: shift.courier,
    capacity: shift.capacityKg,
    ...(shift.capacityM3 === null ? {} : { volume: shift.capacityM3 }),
    maxParcelWeight: MAX_PARCEL_KG[shift.vehicleKind],
    skills: shift.skills,
    shiftStart: departure * 60,
    shiftEnd: end * 60,
    ...(lunch ? { lunch } : {}),
    ...placesOf(shift),
  };
}

/** A place's id in the problem: couriers starting from one address share it. */
const placeId = (point: GeoPoint) => `${point.lat},${point.lon}`;

/** A vehicle's own start and end places (absent: the depot; no end: back where it started). */
function placesOf(shift: PlanningShift): Pick<RoutingVehicle, 'start' | 'end'> {
  const start = shift.startPoint ? placeId(shift.startPoint) : undefined;
  const end = shift.endPoint ? placeId(shift.endPoint) : start;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** Where a courier's route starts and ends on the map: their own places, else the division. */
export function routeEnds(shift: PlanningShift, depot: GeoPoint): RouteEnds {
  const start = shift.startPoint ?? depot;
  return { start, end: shift.endPoint ?? start };
}

export interface RouteEnds {
  start: GeoPoint;
  end: GeoPoint;
}

/** The couriers' own places, each once, in the order their shifts name them. */
function ownPlaces(shifts: readonly PlanningShift[]): GeoPoint[] {
  const places = new Map<string, GeoPoint>();
  for (const shift of shifts)
    for (const point of [shift.startPoint, shift.endPoint])
      if (point && !places.has(placeId(point))) places.set(placeId(point), point);
  return [...places.values()];
}

export interface PlanningInput {
  depot: GeoPoint;
  stops: readonly PlanningStop[];
  shifts: readonly PlanningShift[];
  settings: PlanningSettings;
}

/** The points of the matrix: the depot first, then every stop in order, then the couriers' own places. */
export function matrixPoints(input: Pick<PlanningInput, 'depot' | 'stops' | 'shifts'>): GeoPoint[] {
  return [
    input.depot,
    ...input.stops.map((stop) => ({ lat: stop.latitude, lon: stop.longitude })),
    ...ownPlaces(input.shifts),
  ];
}

/**
 * The routing problem of a division's day: customers are the stops (id = index in `stops`), their
 * window the agreed one or the whole day. A delivery task's weight leaves the vehicle there, a
 * pickup's comes on (the load is checked at every point of the route); their parcels' volume,
 * heaviest parcel and cash on delivery ask for a vehicle that can take them.
 */
export function routingProblem(input: PlanningInput, matrix: TravelMatrix): RoutingProblem {
  const customers: RoutingCustomer[] = input.stops.map((stop, index) => {
    const ordered = hasOrderedWindow(stop);
    const volume = stop.load?.volumeM3 ?? 0;
    const collects = stop.kind === 'pickup';
    return {
      id: String(index),
      demand: collects ? 0 : stop.weightKg,
      ...(collects ? { pickup: stop.weightKg, pickupVolume: volume } : { volume }),
      // Parcels not known one by one (a stored stop, a task without shipments): the stop is one parcel.
      heaviestParcel: stop.load?.heaviestKg ?? stop.weightKg,
      ...(stop.load?.cashOnDelivery ? { requires: ['cashOnDelivery'] } : {}),
      ready: ordered ? Math.max(0, stop.windowFrom!) * 60 : 0,
      due: ordered ? Math.min(DAY, stop.windowTo!) * 60 : DAY * 60,
      service: serviceMinutes(stop, input.settings) * 60,
    };
  });
  const vehicles = input.shifts.map((shift) => vehicleOf(shift, input.settings));
  const places: RoutingPlace[] = ownPlaces(input.shifts).map((point) => ({ id: placeId(point) }));
  return { depot: { ready: 0, due: DAY * 60 }, customers, vehicles, places, matrix };
}
