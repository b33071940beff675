import type { Instance } from './instance.ts';
import type { PlannedRoute, RouteStop, RoutingProblem, RoutingSolution } from './model.ts';
import type { RouteSet } from './route-set.ts';

/** The public solution: each used vehicle's stops with the earliest schedule (waiting where early). */
export function toSolution(
  problem: RoutingProblem,
  inst: Instance,
  rs: RouteSet,
  iterations: number,
  elapsedMs: number,
): RoutingSolution {
  const routes: PlannedRoute[] = [];
  const n = inst.size;
  for (let r = 0; r < rs.slots; r++) {
    const len = rs.len[r]!;
    if (len === 0) continue;
    const b = r * rs.stride;
    const gap = rs.lunchGap[r]!;
    const stops: RouteStop[] = [];
    let lunch: PlannedRoute['lunch'];
    const departure = inst.shiftStart[r]!;
    let clock = departure;
    let prev = rs.stops[b]!;
    for (let p = 1; p <= len + 1; p++) {
      const c = rs.stops[b + p]!;
      const leave = clock + inst.service[prev]!;
      let arrival = leave + inst.time[prev * n + c]!;
      let reached = arrival;
      if (p === gap) {
        // On arrival when the window allows, otherwise on the road as late as it allows: the
        // vehicle is ready at the stop at the same moment either way.
        const duration = inst.lunchDuration[r]!;
        const start = Math.min(Math.max(arrival, inst.lunchStart[r]!), inst.lunchEnd[r]! - duration);
        lunch = { beforeStop: p - 1, start, end: start + duration };
        if (start < arrival) reached = arrival + duration;
        arrival = Math.max(arrival, start) + duration;
      }
      if (p <= len) {
        const serviceStart = Math.max(arrival, inst.ready[c]!);
        stops.push({
          customerId: problem.customers[c - 1]!.id,
          arrival: reached,
          serviceStart,
          departure: serviceStart + inst.service[c]!,
        });
        clock = serviceStart;
      } else {
        clock = arrival;
      }
      prev = c;
    }
    routes.push({
      vehicleId: problem.vehicles[r]!.id,
      stops,
      ...(lunch ? { lunch } : {}),
      departure,
      returnTime: clock,
      distance: rs.dist[r]!,
      load: rs.load[r]!,
      ...(rs.profiles ? { pickedUp: rs.profiles.pickedUpOn(b, len) } : {}),
    });
  }
  const unassigned: string[] = [];
  for (let i = 0; i < rs.absentCount; i++) unassigned.push(problem.customers[rs.absent[i]! - 1]!.id);
  return {
    routes,
    unassigned,
    vehicles: routes.length,
    distance: routes.reduce((sum, route) => sum + route.distance, 0),
    iterations,
    elapsedMs,
  };
}
