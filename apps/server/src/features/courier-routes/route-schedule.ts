import type {
  PlannedRoute,
  RouteStop,
  RoutingCustomer,
  RoutingProblem,
  RoutingVehicle,
} from '@console/routing';

const EPS = 1e-6;

/** The matrix index of a vehicle's place: the depot (0) when it names none, else after the customers. */
export function placeIndex(problem: RoutingProblem, placeId: string | undefined): number {
  if (placeId === undefined) return 0;
  const at = problem.places?.findIndex((place) => place.id === placeId) ?? -1;
  return at < 0 ? -1 : problem.customers.length + 1 + at;
}

/** Whether the vehicle may serve the customer at all: its skills and the heaviest parcel it takes. */
export function mayServe(vehicle: RoutingVehicle, customer: RoutingCustomer): boolean {
  const skills = vehicle.skills ?? [];
  if (!(customer.requires ?? []).every((skill) => skills.includes(skill))) return false;
  return (customer.heaviestParcel ?? 0) <= (vehicle.maxParcelWeight ?? Number.POSITIVE_INFINITY) + EPS;
}

/**
 * Whether the load stays within the vehicle's weight and volume at every point of the route: it
 * leaves with every delivery on board, each stop takes its delivery off and its pickup on.
 */
export function loadFits(vehicle: RoutingVehicle, customers: readonly RoutingCustomer[]): boolean {
  const volumeLimit = vehicle.volume ?? Number.POSITIVE_INFINITY;
  let weight = customers.reduce((sum, customer) => sum + customer.demand, 0);
  let volume = customers.reduce((sum, customer) => sum + (customer.volume ?? 0), 0);
  if (weight > vehicle.capacity + EPS || volume > volumeLimit + EPS) return false;
  for (const customer of customers) {
    weight += (customer.pickup ?? 0) - customer.demand;
    volume += (customer.pickupVolume ?? 0) - (customer.volume ?? 0);
    if (weight > vehicle.capacity + EPS || volume > volumeLimit + EPS) return false;
  }
  return true;
}

/**
 * Times of a route whose stop order is fixed (a dispatcher moved a stop): leave the vehicle's own
 * start at the shift's start, serve each stop at the earliest moment its window allows, take the
 * lunch break on the way to the first stop (or the end) where it fits, as the routing model does.
 * Undefined when a stop asks for what the vehicle cannot do, the load breaks the weight or the
 * volume somewhere on the way, or no placement of the lunch keeps every window and the shift end.
 * The solver's own insertion checks are not reused: this walks the route from the matrix, and the
 * routing package's independent checker then checks the result again.
 */
export function scheduleRoute(
  problem: RoutingProblem,
  vehicle: RoutingVehicle,
  order: readonly string[],
): PlannedRoute | undefined {
  const index = new Map(problem.customers.map((customer, i) => [customer.id, i + 1]));
  const size = problem.matrix.size;
  const served = order.map((id) => problem.customers[(index.get(id) ?? 0) - 1]);
  if (served.some((customer) => customer === undefined)) return undefined;
  const customers = served as RoutingCustomer[];
  if (!customers.every((customer) => mayServe(vehicle, customer)) || !loadFits(vehicle, customers))
    return undefined;
  const load = customers.reduce((sum, customer) => sum + customer.demand, 0);
  const start = placeIndex(problem, vehicle.start);
  const end = placeIndex(problem, vehicle.end);
  if (start < 0 || end < 0) return undefined;
  const shiftStart = Math.max(vehicle.shiftStart ?? problem.depot.ready, problem.depot.ready);
  const shiftEnd = Math.min(vehicle.shiftEnd ?? problem.depot.due, problem.depot.due);
  const lunch = vehicle.lunch && vehicle.lunch.duration > 0 ? vehicle.lunch : undefined;
  const positions = lunch && order.length > 0 ? order.length + 1 : 1;
  for (let lunchAt = 0; lunchAt < positions; lunchAt++) {
    const stops: RouteStop[] = [];
    let place = start;
    let free = shiftStart;
    let distance = 0;
    let lunchTaken: PlannedRoute['lunch'];
    let feasible = true;
    for (let k = 0; k <= order.length && feasible; k++) {
      const id = order[k];
      const node = id === undefined ? end : index.get(id)!;
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
