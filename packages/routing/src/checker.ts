import type { RoutingProblem, RoutingSolution } from './model.ts';

export interface CheckResult {
  readonly violations: string[];
  /** Total distance recomputed from the matrix and the stop order. */
  readonly distance: number;
  readonly vehicles: number;
}

const TOLERANCE = 1e-6;

/**
 * Independent feasibility check of a solution against its problem: it re-walks every route
 * from the matrix and the reported times and shares no code with the solver.
 */
export function checkSolution(problem: RoutingProblem, solution: RoutingSolution): CheckResult {
  const violations: string[] = [];
  const index = new Map(problem.customers.map((c, i) => [c.id, i + 1]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
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
    const shiftStart = Math.max(vehicle.shiftStart ?? problem.depot.ready, problem.depot.ready);
    const shiftEnd = Math.min(vehicle.shiftEnd ?? problem.depot.due, problem.depot.due);
    if (route.departure < shiftStart - TOLERANCE) violations.push(`${label}: leaves before its shift`);
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
    let load = 0;
    let place = 0;
    let free = route.departure;
    for (let k = 0; k <= route.stops.length; k++) {
      const stop = route.stops[k];
      const node = stop ? (index.get(stop.customerId) ?? -1) : 0;
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
        load += customer.demand;
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
    if (load > vehicle.capacity + TOLERANCE)
      violations.push(`${label}: load ${load} over capacity ${vehicle.capacity}`);
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
