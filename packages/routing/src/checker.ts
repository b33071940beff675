import type { RoutingCustomer, RoutingProblem, RoutingSolution, RoutingVehicle } from './model.ts';

export interface CheckResult {
  readonly violations: string[];
  /** Total distance recomputed from the matrix and the stop order. */
  readonly distance: number;
  readonly vehicles: number;
}

const TOLERANCE = 1e-6;

/** Where a route starts or ends: its matrix index and opening hours. */
interface Place {
  readonly node: number;
  readonly ready: number;
  readonly due: number;
}

/**
 * Independent feasibility check of a solution against its problem: it re-walks every route
 * from the matrix and the reported times and shares no code with the solver.
 */
export function checkSolution(problem: RoutingProblem, solution: RoutingSolution): CheckResult {
  const violations: string[] = [];
  const index = new Map(problem.customers.map((c, i) => [c.id, i + 1]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const depot: Place = { node: 0, ready: problem.depot.ready, due: problem.depot.due };
  const places = new Map<string, Place>(
    (problem.places ?? []).map((place, j) => [
      place.id,
      {
        node: problem.customers.length + 1 + j,
        ready: place.ready ?? problem.depot.ready,
        due: place.due ?? problem.depot.due,
      },
    ]),
  );
  const seen = new Map<string, number>();
  const size = problem.matrix.size;
  const at = (m: Float64Array, a: number, b: number) => m[a * size + b] ?? Number.NaN;
  let total = 0;
  const usedVehicles = new Set<string>();

  for (const id of solution.unassigned) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const route of solution.routes) {
    const vehicle = vehicles.get(route.vehicleId);
    const label = `vehicle ${route.vehicleId}`;
    if (!vehicle) {
      violations.push(`${label}: unknown vehicle`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) violations.push(`${label}: used by two routes`);
    usedVehicles.add(vehicle.id);
    if (route.stops.length === 0) violations.push(`${label}: empty route reported`);
    const start = vehicle.start === undefined ? depot : places.get(vehicle.start);
    const end = vehicle.end === undefined ? depot : places.get(vehicle.end);
    if (!start || !end) {
      violations.push(`${label}: unknown start or end place`);
      continue;
    }
    const shiftStart = Math.max(vehicle.shiftStart ?? start.ready, start.ready);
    const shiftEnd = Math.min(vehicle.shiftEnd ?? end.due, end.due);
    if (route.departure < shiftStart - TOLERANCE) violations.push(`${label}: leaves before its shift`);
    if (route.departure > start.due + TOLERANCE) violations.push(`${label}: leaves after its start closes`);
    const lunch = route.lunch;
    if (vehicle.lunch && vehicle.lunch.duration > 0 && route.stops.length > 0) {
      if (!lunch) violations.push(`${label}: no lunch break`);
      else {
        if (lunch.start < vehicle.lunch.start - TOLERANCE)
          violations.push(`${label}: lunch starts too early`);
        if (lunch.end > vehicle.lunch.end + TOLERANCE) violations.push(`${label}: lunch ends too late`);
        if (lunch.end - lunch.start < vehicle.lunch.duration - TOLERANCE)
          violations.push(`${label}: lunch too short`);
      }
    }
    const served: RoutingCustomer[] = [];
    let place = start.node;
    let free = route.departure;
    for (let k = 0; k <= route.stops.length; k++) {
      const stop = route.stops[k];
      const node = stop ? (index.get(stop.customerId) ?? -1) : end.node;
      if (node < 0) {
        violations.push(`${label}: unknown customer ${stop?.customerId}`);
        continue;
      }
      total += at(problem.matrix.distance, place, node);
      let arrival = free + at(problem.matrix.time, place, node);
      if (lunch && lunch.beforeStop === k) {
        // The lunch is taken on the way to stop k (the driving pauses) or on arrival there.
        if (lunch.start < free - TOLERANCE)
          violations.push(`${label}: lunch starts before leaving the place before stop ${k}`);
        arrival = Math.max(arrival, lunch.start) + (lunch.end - lunch.start);
      }
      if (stop) {
        const customer = problem.customers[node - 1]!;
        seen.set(customer.id, (seen.get(customer.id) ?? 0) + 1);
        served.push(customer);
        if (stop.serviceStart < arrival - TOLERANCE)
          violations.push(`${label}: ${customer.id} served before arrival`);
        if (stop.serviceStart < customer.ready - TOLERANCE)
          violations.push(`${label}: ${customer.id} served too early`);
        if (stop.serviceStart > customer.due + TOLERANCE)
          violations.push(`${label}: ${customer.id} served too late`);
        if (Math.abs(stop.departure - stop.serviceStart - customer.service) > TOLERANCE) {
          violations.push(`${label}: ${customer.id} service time wrong`);
        }
        free = stop.departure;
      } else {
        if (arrival > shiftEnd + TOLERANCE) violations.push(`${label}: back after its shift end`);
        if (route.returnTime < arrival - TOLERANCE) violations.push(`${label}: return time before arrival`);
      }
      place = node;
    }
    if (lunch && (lunch.beforeStop < 0 || lunch.beforeStop > route.stops.length)) {
      violations.push(`${label}: lunch at no stop`);
    }
    violations.push(...loadViolations(label, served, 'load', vehicle.capacity, loadOf));
    if (vehicle.volume !== undefined) {
      violations.push(...loadViolations(label, served, 'volume', vehicle.volume, volumeOf));
    }
    violations.push(...kindViolations(label, vehicle, served));
    // The reported load is not judged: the server reports stored kilograms there.
    const pickedUp = served.reduce((sum, c) => sum + (c.pickup ?? 0), 0);
    if (route.pickedUp !== undefined && Math.abs(route.pickedUp - pickedUp) > TOLERANCE)
      violations.push(`${label}: reported pickups ${route.pickedUp} differ from ${pickedUp} picked up`);
  }
  for (const customer of problem.customers) {
    const count = seen.get(customer.id) ?? 0;
    if (count !== 1) violations.push(`customer ${customer.id}: planned ${count} times`);
  }
  for (const id of seen.keys()) if (!index.has(id)) violations.push(`unknown customer ${id}`);
  if (Math.abs(total - solution.distance) > 1e-6 * Math.max(1, total)) {
    violations.push(`reported distance ${solution.distance} differs from ${total}`);
  }
  return { violations, distance: total, vehicles: solution.routes.length };
}

/** What a stop takes off the vehicle and puts on it, in one dimension. */
type Exchange = (customer: RoutingCustomer) => { readonly off: number; readonly on: number };
const loadOf: Exchange = (c) => ({ off: c.demand, on: c.pickup ?? 0 });
const volumeOf: Exchange = (c) => ({ off: c.volume ?? 0, on: c.pickupVolume ?? 0 });

/**
 * The vehicle leaves with everything it delivers and collects the pickups on the way: the first
 * point where what is on board exceeds the limit, if any.
 */
function loadViolations(
  label: string,
  served: readonly RoutingCustomer[],
  dimension: string,
  limit: number,
  exchange: Exchange,
): string[] {
  let onBoard = served.reduce((sum, c) => sum + exchange(c).off, 0);
  if (onBoard > limit + TOLERANCE)
    return [`${label}: ${dimension} ${onBoard} over capacity ${limit} at the start`];
  for (const customer of served) {
    const { off, on } = exchange(customer);
    onBoard += on - off;
    if (onBoard > limit + TOLERANCE)
      return [`${label}: ${dimension} ${onBoard} over capacity ${limit} after stop ${customer.id}`];
  }
  return [];
}

/** Customers the vehicle lacks a skill for or whose heaviest parcel it cannot take. */
function kindViolations(
  label: string,
  vehicle: RoutingVehicle,
  served: readonly RoutingCustomer[],
): string[] {
  const out: string[] = [];
  const skills = new Set(vehicle.skills ?? []);
  const heaviest = vehicle.maxParcelWeight ?? Number.POSITIVE_INFINITY;
  for (const customer of served) {
    for (const skill of customer.requires ?? []) {
      if (!skills.has(skill)) out.push(`${label}: ${customer.id} requires ${skill}`);
    }
    if ((customer.heaviestParcel ?? 0) > heaviest + TOLERANCE)
      out.push(`${label}: ${customer.id}'s heaviest parcel ${customer.heaviestParcel} over ${heaviest}`);
  }
  return out;
}
