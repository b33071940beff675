import type { RoutingProblem, RoutingVehicle } from './model.ts';

/**
 * The problem compiled to flat typed arrays for the solver's hot loops. Node 0 is the depot,
 * nodes 1 … n − 1 the customers, nodes n … size − 1 the places routes may start or end at.
 */
export interface Instance {
  /** Depot + customers (customers are 1 … n − 1). */
  readonly n: number;
  /** Nodes of the matrix (depot + customers + places): the stride of `dist` and `time`. */
  readonly size: number;
  /** Per node: load delivered, window and service time (places deliver nothing and serve in 0). */
  readonly demand: Float64Array;
  readonly ready: Float64Array;
  readonly due: Float64Array;
  readonly service: Float64Array;
  readonly dist: Float64Array;
  readonly time: Float64Array;
  /** Row (c - 1) × (n - 2): the other customers of customer c, nearest first. */
  readonly neighbours: Int32Array;
  readonly vehicles: number;
  readonly capacity: Float64Array;
  /** Per vehicle: the node its route starts and ends at. */
  readonly startNode: Int32Array;
  readonly endNode: Int32Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  /** Lunch break per vehicle; duration 0 = no lunch. */
  readonly lunchStart: Float64Array;
  readonly lunchEnd: Float64Array;
  readonly lunchDuration: Float64Array;
  /** Index of the first vehicle identical to this one (same places, capacities, shift, lunch and kind). */
  readonly vehicleType: Int32Array;
  /**
   * Set when the load on board changes along a route (pickups) or a second capacity (volume) is
   * limited: the route set then keeps a load profile per dimension. Absent, the load only falls
   * and the route's delivered total against `capacity` is the whole check.
   */
  readonly profile: LoadProfile | undefined;
  /** c × vehicles + v: 1 when vehicle v may serve customer c; absent when every vehicle may serve every customer. */
  readonly compatible: Uint8Array | undefined;
}

/** Per dimension (0 = load, 1 = volume): delivered and picked up per node, the limit per vehicle. */
export interface LoadProfile {
  readonly dimensions: number;
  readonly delivery: readonly Float64Array[];
  readonly pickup: readonly Float64Array[];
  readonly limit: readonly Float64Array[];
}

export function compileProblem(problem: RoutingProblem): Instance {
  const n = problem.customers.length + 1;
  const places = problem.places ?? [];
  const size = n + places.length;
  const { matrix } = problem;
  if (matrix.size !== size || matrix.distance.length !== size * size || matrix.time.length !== size * size) {
    throw new RangeError(`the matrix must be ${size} × ${size} (depot + customers + places)`);
  }
  const demand = new Float64Array(size);
  const ready = new Float64Array(size);
  const due = new Float64Array(size);
  const service = new Float64Array(size);
  ready[0] = problem.depot.ready;
  due[0] = problem.depot.due;
  problem.customers.forEach((c, i) => {
    if (!(c.ready <= c.due) || c.demand < 0 || c.service < 0) {
      throw new RangeError(`customer ${c.id}: needs ready ≤ due, demand ≥ 0 and service ≥ 0`);
    }
    if ((c.pickup ?? 0) < 0 || (c.volume ?? 0) < 0 || (c.pickupVolume ?? 0) < 0) {
      throw new RangeError(`customer ${c.id}: pickup and volumes must be ≥ 0`);
    }
    demand[i + 1] = c.demand;
    ready[i + 1] = c.ready;
    due[i + 1] = c.due;
    service[i + 1] = c.service;
  });
  const placeNode = new Map<string, number>();
  places.forEach((place, j) => {
    placeNode.set(place.id, n + j);
    ready[n + j] = place.ready ?? problem.depot.ready;
    due[n + j] = place.due ?? problem.depot.due;
  });
  const nodeOf = (vehicle: RoutingVehicle, id: string | undefined): number => {
    if (id === undefined) return 0;
    const node = placeNode.get(id);
    if (node === undefined) throw new RangeError(`vehicle ${vehicle.id}: unknown place ${id}`);
    return node;
  };
  const v = problem.vehicles.length;
  const capacity = new Float64Array(v);
  const startNode = new Int32Array(v);
  const endNode = new Int32Array(v);
  const shiftStart = new Float64Array(v);
  const shiftEnd = new Float64Array(v);
  const lunchStart = new Float64Array(v);
  const lunchEnd = new Float64Array(v);
  const lunchDuration = new Float64Array(v);
  const vehicleType = new Int32Array(v);
  const typeKeys = new Map<string, number>();
  problem.vehicles.forEach((vehicle, k) => {
    capacity[k] = vehicle.capacity;
    startNode[k] = nodeOf(vehicle, vehicle.start);
    endNode[k] = nodeOf(vehicle, vehicle.end);
    const opens = ready[startNode[k]!]!;
    const closes = due[endNode[k]!]!;
    shiftStart[k] = Math.max(vehicle.shiftStart ?? opens, opens);
    shiftEnd[k] = Math.min(vehicle.shiftEnd ?? closes, closes);
    if (shiftStart[k]! > due[startNode[k]!]!) {
      throw new RangeError(`vehicle ${vehicle.id}: its shift starts after its start place closes`);
    }
    if (vehicle.lunch && vehicle.lunch.duration > 0) {
      lunchStart[k] = vehicle.lunch.start;
      lunchEnd[k] = vehicle.lunch.end;
      lunchDuration[k] = vehicle.lunch.duration;
    }
    const key = [
      capacity[k],
      vehicle.volume ?? '',
      startNode[k],
      endNode[k],
      shiftStart[k],
      shiftEnd[k],
      lunchStart[k],
      lunchEnd[k],
      lunchDuration[k],
      vehicle.maxParcelWeight ?? '',
      [...(vehicle.skills ?? [])].sort().join('|'),
    ].join();
    const first = typeKeys.get(key);
    vehicleType[k] = first ?? k;
    if (first === undefined) typeKeys.set(key, k);
  });
  const profile = compileLoadProfile(problem, size, demand, capacity);
  const compatible = compileCompatibility(problem);
  return {
    n,
    size,
    demand,
    ready,
    due,
    service,
    dist: matrix.distance,
    time: matrix.time,
    neighbours: nearestNeighbours(n, size, matrix.distance),
    vehicles: v,
    capacity,
    startNode,
    endNode,
    shiftStart,
    shiftEnd,
    lunchStart,
    lunchEnd,
    lunchDuration,
    vehicleType,
    profile,
    compatible,
  };
}

/** The load profile's dimensions, or undefined when deliveries against one capacity are all there is. */
function compileLoadProfile(
  problem: RoutingProblem,
  size: number,
  demand: Float64Array,
  capacity: Float64Array,
): LoadProfile | undefined {
  const { customers, vehicles } = problem;
  const pickups = customers.some((c) => (c.pickup ?? 0) > 0);
  const volumes = vehicles.some((v) => v.volume !== undefined);
  if (!pickups && !volumes) return undefined;
  const pickup = new Float64Array(size);
  customers.forEach((c, i) => {
    pickup[i + 1] = c.pickup ?? 0;
  });
  if (!volumes) return { dimensions: 1, delivery: [demand], pickup: [pickup], limit: [capacity] };
  const volume = new Float64Array(size);
  const pickupVolume = new Float64Array(size);
  customers.forEach((c, i) => {
    volume[i + 1] = c.volume ?? 0;
    pickupVolume[i + 1] = c.pickupVolume ?? 0;
  });
  const volumeLimit = Float64Array.from(vehicles, (v) => v.volume ?? Number.POSITIVE_INFINITY);
  return {
    dimensions: 2,
    delivery: [demand, volume],
    pickup: [pickup, pickupVolume],
    limit: [capacity, volumeLimit],
  };
}

/** Which vehicle may serve which customer (skills, heaviest parcel); undefined when all may serve all. */
function compileCompatibility(problem: RoutingProblem): Uint8Array | undefined {
  const { customers, vehicles } = problem;
  const restricted = customers.some(
    (c) => (c.requires?.length ?? 0) > 0 || (c.heaviestParcel !== undefined && c.heaviestParcel > 0),
  );
  if (!restricted) return undefined;
  const v = vehicles.length;
  const out = new Uint8Array((customers.length + 1) * v);
  customers.forEach((c, i) => {
    vehicles.forEach((vehicle, k) => {
      const skills = vehicle.skills ?? [];
      const skilled = (c.requires ?? []).every((skill) => skills.includes(skill));
      const light = (c.heaviestParcel ?? 0) <= (vehicle.maxParcelWeight ?? Number.POSITIVE_INFINITY);
      out[(i + 1) * v + k] = skilled && light ? 1 : 0;
    });
  });
  return out;
}

function nearestNeighbours(n: number, size: number, dist: Float64Array): Int32Array {
  const k = Math.max(0, n - 2);
  const out = new Int32Array((n - 1) * k);
  const keys = new Float64Array(k);
  const order = new Int32Array(k);
  for (let c = 1; c < n; c++) {
    let m = 0;
    for (let o = 1; o < n; o++) {
      if (o === c) continue;
      order[m] = o;
      keys[o > c ? o - 2 : o - 1] = dist[c * size + o]! + dist[o * size + c]!;
      m++;
    }
    const sorted = Array.from(order).sort(
      (a, b) => keys[a > c ? a - 2 : a - 1]! - keys[b > c ? b - 2 : b - 1]!,
    );
    out.set(sorted, (c - 1) * k);
  }
  return out;
}
