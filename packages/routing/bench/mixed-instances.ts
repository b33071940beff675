import { euclideanMatrix } from '../src/matrix.ts';
import type { RoutingCustomer, RoutingProblem, RoutingVehicle } from '../src/model.ts';
import { Random } from '../src/rng.ts';

export interface MixedInstanceOptions {
  readonly stops: number;
  /** Places couriers start from (besides the hub, the depot, where every route ends). */
  readonly starts: number;
  readonly seed: number;
}

/** Minutes of the working day (time = distance: one unit a minute). */
const DAY = 600;
const SIDE = 200;

/**
 * A seeded city day of mixed stops: 60 % deliveries, 25 % pickups, 15 % both, in kilograms and
 * litres; half with a two-hour window; some cash on delivery or a heavy parcel. Couriers start
 * from `starts` places and end at the hub; a third ride bikes (small, no heavy parcels, no cash).
 */
export function mixedInstance({ stops, starts, seed }: MixedInstanceOptions): RoutingProblem {
  const rng = new Random(seed);
  const at = () => ({ x: rng.next() * SIDE, y: rng.next() * SIDE });
  const between = (low: number, high: number) => low + rng.int(high - low + 1);
  const hub = { x: SIDE / 2, y: SIDE / 2 };
  const points = [hub];
  const customers: RoutingCustomer[] = [];
  for (let i = 0; i < stops; i++) {
    points.push(at());
    const kind = rng.next();
    const delivers = kind < 0.75;
    const picksUp = kind >= 0.6;
    const windowed = rng.next() < 0.5;
    const ready = windowed ? between(0, DAY - 120) : 0;
    customers.push({
      id: `s${i + 1}`,
      demand: delivers ? between(1, 20) : 0,
      volume: delivers ? between(1, 40) : 0,
      ...(picksUp ? { pickup: between(1, 20), pickupVolume: between(1, 40) } : {}),
      ready,
      due: windowed ? ready + 120 : DAY,
      service: 5,
      ...(rng.next() < 0.1 ? { requires: ['cod'] } : {}),
      ...(rng.next() < 0.05 ? { heaviestParcel: 25 } : {}),
    });
  }
  const places = Array.from({ length: starts }, (_, i) => {
    points.push(at());
    return { id: `start${i + 1}` };
  });
  const vehicles: RoutingVehicle[] = Array.from({ length: Math.ceil(stops / 8) }, (_, i) =>
    i % 3 === 2
      ? { id: `bike${i + 1}`, capacity: 40, volume: 80, maxParcelWeight: 10, start: places[i % starts]!.id }
      : {
          id: `van${i + 1}`,
          capacity: 250,
          volume: 600,
          skills: ['cod'],
          start: places[i % starts]!.id,
        },
  );
  return {
    depot: { ready: 0, due: DAY },
    customers,
    vehicles,
    places,
    matrix: euclideanMatrix(points),
  };
}

/** The same day with every pickup turned into a delivery (what a one-sum capacity check plans for). */
export function pickupsAsDeliveries(problem: RoutingProblem): RoutingProblem {
  return {
    ...problem,
    customers: problem.customers.map(({ pickup, pickupVolume, ...customer }) => ({
      ...customer,
      demand: customer.demand + (pickup ?? 0),
      volume: (customer.volume ?? 0) + (pickupVolume ?? 0),
    })),
  };
}
