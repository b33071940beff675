import { minutesForWeight, minutesOfDay, type RouteStopKind, type WeightMinutes } from '@console/domain';
import type {
  GeoPoint,
  RoutingCustomer,
  RoutingProblem,
  RoutingVehicle,
  TravelMatrix,
} from '@console/routing';

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
}

export interface PlanningShift {
  courier: string;
  /** Minutes after local midnight. */
  start: number;
  end: number;
  capacityKg: number;
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
    shiftStart: departure * 60,
    shiftEnd: end * 60,
    ...(lunch ? { lunch } : {}),
  };
}

export interface PlanningInput {
  depot: GeoPoint;
  stops: readonly PlanningStop[];
  shifts: readonly PlanningShift[];
  settings: PlanningSettings;
}

/** The points of the matrix: the depot first, then every stop in order. */
export function matrixPoints(input: Pick<PlanningInput, 'depot' | 'stops'>): GeoPoint[] {
  return [input.depot, ...input.stops.map((stop) => ({ lat: stop.latitude, lon: stop.longitude }))];
}

/**
 * The routing problem of a division's day: customers are the stops (id = index in `stops`),
 * their window the agreed one or the whole day, their demand the weight in kg.
 */
export function routingProblem(input: PlanningInput, matrix: TravelMatrix): RoutingProblem {
  const customers: RoutingCustomer[] = input.stops.map((stop, index) => {
    const ordered = hasOrderedWindow(stop);
    return {
      id: String(index),
      demand: stop.weightKg,
      ready: ordered ? Math.max(0, stop.windowFrom!) * 60 : 0,
      due: ordered ? Math.min(DAY, stop.windowTo!) * 60 : DAY * 60,
      service: serviceMinutes(stop, input.settings) * 60,
    };
  });
  const vehicles = input.shifts.map((shift) => vehicleOf(shift, input.settings));
  return { depot: { ready: 0, due: DAY * 60 }, customers, vehicles, matrix };
}
