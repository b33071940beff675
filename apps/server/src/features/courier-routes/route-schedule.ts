import type { PlannedRoute, RouteStop, RoutingProblem, RoutingVehicle } from '@console/routing';

const EPS = 1e-6;

/**
 * Times of a route whose stop order is fixed (a dispatcher moved a stop): leave at the shift's
 * start, serve each stop at the earliest moment its window allows, take the lunch break on the
 * way to the first stop (or the return) where it fits, as the routing model does. Undefined when
 * no placement of the lunch keeps every window, the capacity and the shift end. The solver's own insertion
 * checks are not reused: this walks the route from the matrix, and the routing package's
 * independent checker then checks the result again.
 */
export function scheduleRoute(
  problem: RoutingProblem,
  vehicle: RoutingVehicle,
  order: readonly string[],
): PlannedRoute | undefined {
  const index = new Map(problem.customers.map((customer, i) => [customer.id, i + 1]));
  const size = problem.matrix.size;
  const load = order.reduce((sum, id) => sum + (problem.customers[(index.get(id) ?? 1) - 1]?.demand ?? 0), 0);
  if (load > vehicle.capacity + EPS) return undefined;
  const shiftStart = Math.max(vehicle.shiftStart ?? problem.depot.ready, problem.depot.ready);
  const shiftEnd = Math.min(vehicle.shiftEnd ?? problem.depot.due, problem.depot.due);
  const lunch = vehicle.lunch && vehicle.lunch.duration > 0 ? vehicle.lunch : undefined;
  const positions = lunch && order.length > 0 ? order.length + 1 : 1;
  for (let lunchAt = 0; lunchAt < positions; lunchAt++) {
    const stops: RouteStop[] = [];
    let place = 0;
    let free = shiftStart;
    let distance = 0;
    let lunchTaken: PlannedRoute['lunch'];
    let feasible = true;
    for (let k = 0; k <= order.length && feasible; k++) {
      const id = order[k];
      const node = id === undefined ? 0 : (index.get(id) ?? -1);
      if (node < 0) return undefined;
      distance += problem.matrix.distance[place * size + node] ?? 0;
      let arrival = free + (problem.matrix.time[place * size + node] ?? 0);
      if (lunch && order.length > 0 && k === lunchAt) {
        // On arrival when the window allows, otherwise on the way as late as it allows.
        const start = Math.min(Math.max(arrival, lunch.start), lunch.end - lunch.duration);
        if (Math.max(free, lunch.start) + lunch.duration > lunch.end + EPS) feasible = false;
        lunchTaken = { beforeStop: k, start, end: start + lunch.duration };
        arrival = Math.max(arrival, start) + lunch.duration;
      }
      if (id === undefined) {
        if (arrival > shiftEnd + EPS) feasible = false;
        if (feasible) {
          return {
            vehicleId: vehicle.id,
            stops,
            ...(lunchTaken ? { lunch: lunchTaken } : {}),
            departure: shiftStart,
            returnTime: arrival,
            distance: distance,
            load,
          };
        }
        break;
      }
      const customer = problem.customers[node - 1]!;
      const serviceStart = Math.max(arrival, customer.ready);
      if (serviceStart > customer.due + EPS) {
        feasible = false;
        break;
      }
      const departure = serviceStart + customer.service;
      stops.push({ customerId: id, arrival, serviceStart, departure });
      free = departure;
      place = node;
    }
  }
  return undefined;
}
