import type { RoutingProblem } from './model.ts';

/** The problem compiled to flat typed arrays for the solver's hot loops. Node 0 is the depot. */
export interface Instance {
  /** Nodes: depot + customers. */
  readonly n: number;
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
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  /** Lunch break per vehicle; duration 0 = no lunch. */
  readonly lunchStart: Float64Array;
  readonly lunchEnd: Float64Array;
  readonly lunchDuration: Float64Array;
  /** Index of the first vehicle identical to this one (same capacity, shift and lunch). */
  readonly vehicleType: Int32Array;
}

export function compileProblem(problem: RoutingProblem): Instance {
  const n = problem.customers.length + 1;
  const { matrix } = problem;
  if (matrix.size !== n || matrix.distance.length !== n * n || matrix.time.length !== n * n) {
    throw new RangeError(`the matrix must be ${n} × ${n} (depot + customers)`);
  }
  const demand = new Float64Array(n);
  const ready = new Float64Array(n);
  const due = new Float64Array(n);
  const service = new Float64Array(n);
  ready[0] = problem.depot.ready;
  due[0] = problem.depot.due;
  problem.customers.forEach((c, i) => {
    if (!(c.ready <= c.due) || c.demand < 0 || c.service < 0) {
      throw new RangeError(`customer ${c.id}: needs ready ≤ due, demand ≥ 0 and service ≥ 0`);
    }
    demand[i + 1] = c.demand;
    ready[i + 1] = c.ready;
    due[i + 1] = c.due;
    service[i + 1] = c.service;
  });
  const v = problem.vehicles.length;
  const capacity = new Float64Array(v);
  const shiftStart = new Float64Array(v);
  const shiftEnd = new Float64Array(v);
  const lunchStart = new Float64Array(v);
  const lunchEnd = new Float64Array(v);
  const lunchDuration = new Float64Array(v);
  const vehicleType = new Int32Array(v);
  const typeKeys = new Map<string, number>();
  problem.vehicles.forEach((vehicle, k) => {
    capacity[k] = vehicle.capacity;
    shiftStart[k] = Math.max(vehicle.shiftStart ?? problem.depot.ready, problem.depot.ready);
    shiftEnd[k] = Math.min(vehicle.shiftEnd ?? problem.depot.due, problem.depot.due);
    if (vehicle.lunch && vehicle.lunch.duration > 0) {
      lunchStart[k] = vehicle.lunch.start;
      lunchEnd[k] = vehicle.lunch.end;
      lunchDuration[k] = vehicle.lunch.duration;
    }
    const key = [
      capacity[k],
      shiftStart[k],
      shiftEnd[k],
      lunchStart[k],
      lunchEnd[k],
      lunchDuration[k],
    ].join();
    const first = typeKeys.get(key);
    vehicleType[k] = first ?? k;
    if (first === undefined) typeKeys.set(key, k);
  });
  return {
    n,
    demand,
    ready,
    due,
    service,
    dist: matrix.distance,
    time: matrix.time,
    neighbours: nearestNeighbours(n, matrix.distance),
    vehicles: v,
    capacity,
    shiftStart,
    shiftEnd,
    lunchStart,
    lunchEnd,
    lunchDuration,
    vehicleType,
  };
}

function nearestNeighbours(n: number, dist: Float64Array): Int32Array {
  const k = Math.max(0, n - 2);
  const out = new Int32Array((n - 1) * k);
  const keys = new Float64Array(k);
  const order = new Int32Array(k);
  for (let c = 1; c < n; c++) {
    let m = 0;
    for (let o = 1; o < n; o++) {
      if (o === c) continue;
      order[m] = o;
      keys[o > c ? o - 2 : o - 1] = dist[c * n + o]! + dist[o * n + c]!;
      m++;
    }
    const sorted = Array.from(order).sort(
      (a, b) => keys[a > c ? a - 2 : a - 1]! - keys[b > c ? b - 2 : b - 1]!,
    );
    out.set(sorted, (c - 1) * k);
  }
  return out;
}
