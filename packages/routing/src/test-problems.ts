import fc from 'fast-check';
import { euclideanMatrix } from './matrix.ts';
import type { RoutingProblem } from './model.ts';

/** Random small problems with tight windows, mixed fleets, shift ends and lunch breaks (for property tests). */
export const smallProblem: fc.Arbitrary<RoutingProblem> = fc
  .record({
    depot: fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) }),
    customers: fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 100 }),
        y: fc.integer({ min: 0, max: 100 }),
        demand: fc.integer({ min: 0, max: 25 }),
        ready: fc.integer({ min: 0, max: 600 }),
        width: fc.integer({ min: 0, max: 400 }),
        service: fc.integer({ min: 0, max: 30 }),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    vehicles: fc.array(
      fc.record({
        capacity: fc.integer({ min: 10, max: 80 }),
        shiftEnd: fc.option(fc.integer({ min: 300, max: 1000 }), { nil: undefined }),
        lunch: fc.option(
          fc.record({
            start: fc.integer({ min: 100, max: 500 }),
            window: fc.integer({ min: 30, max: 200 }),
            duration: fc.integer({ min: 10, max: 30 }),
          }),
          { nil: undefined },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ depot, customers, vehicles }) => ({
    depot: { ready: 0, due: 1000 },
    customers: customers.map((c, i) => ({
      id: `c${i + 1}`,
      demand: c.demand,
      ready: c.ready,
      due: c.ready + c.width,
      service: c.service,
    })),
    vehicles: vehicles.map((v, i) => ({
      id: `v${i + 1}`,
      capacity: v.capacity,
      ...(v.shiftEnd === undefined ? {} : { shiftEnd: v.shiftEnd }),
      ...(v.lunch
        ? {
            lunch: {
              start: v.lunch.start,
              end: v.lunch.start + v.lunch.duration + v.lunch.window,
              duration: v.lunch.duration,
            },
          }
        : {}),
    })),
    matrix: euclideanMatrix([depot, ...customers]),
  }));

const SKILLS = ['cod', 'identification'] as const;
const point = fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) });

/**
 * Random small problems of the full model (issue 29): stops that deliver, pick up or both, in
 * load and volume; vehicles starting and ending at 2–4 own places or the depot, with skills, a
 * heaviest parcel and a volume limit; some customers no vehicle may serve.
 */
export const mixedProblem: fc.Arbitrary<RoutingProblem> = fc
  .record({
    depot: point,
    places: fc.array(
      fc.record({ at: point, due: fc.option(fc.integer({ min: 600, max: 1000 }), { nil: undefined }) }),
      { minLength: 2, maxLength: 4 },
    ),
    customers: fc.array(
      fc.record({
        at: point,
        demand: fc.integer({ min: 0, max: 15 }),
        pickup: fc.option(fc.integer({ min: 0, max: 15 }), { nil: undefined }),
        volume: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        pickupVolume: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        ready: fc.integer({ min: 0, max: 600 }),
        width: fc.integer({ min: 0, max: 400 }),
        service: fc.integer({ min: 0, max: 30 }),
        requires: fc.subarray([...SKILLS]),
        heaviestParcel: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    vehicles: fc.array(
      fc.record({
        capacity: fc.integer({ min: 10, max: 40 }),
        volume: fc.option(fc.integer({ min: 4, max: 20 }), { nil: undefined }),
        start: fc.option(fc.nat(3), { nil: undefined }),
        end: fc.option(fc.nat(3), { nil: undefined }),
        skills: fc.subarray([...SKILLS]),
        maxParcelWeight: fc.option(fc.integer({ min: 5, max: 30 }), { nil: undefined }),
        shiftEnd: fc.option(fc.integer({ min: 300, max: 1000 }), { nil: undefined }),
        lunch: fc.option(
          fc.record({ start: fc.integer({ min: 100, max: 500 }), window: fc.integer({ min: 30, max: 200 }) }),
          { nil: undefined },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ depot, places, customers, vehicles }) => {
    const placeId = (i: number | undefined) => (i === undefined ? undefined : `p${(i % places.length) + 1}`);
    return {
      depot: { ready: 0, due: 1000 },
      places: places.map((p, i) => ({ id: `p${i + 1}`, ...(p.due === undefined ? {} : { due: p.due }) })),
      customers: customers.map((c, i) => ({
        id: `c${i + 1}`,
        demand: c.demand,
        ready: c.ready,
        due: c.ready + c.width,
        service: c.service,
        ...optional({ pickup: c.pickup, volume: c.volume, pickupVolume: c.pickupVolume }),
        ...optional({ heaviestParcel: c.heaviestParcel }),
        ...(c.requires.length > 0 ? { requires: c.requires } : {}),
      })),
      vehicles: vehicles.map((v, i) => ({
        id: `v${i + 1}`,
        capacity: v.capacity,
        ...optional({ volume: v.volume, start: placeId(v.start), end: placeId(v.end) }),
        ...optional({ maxParcelWeight: v.maxParcelWeight, shiftEnd: v.shiftEnd }),
        ...(v.skills.length > 0 ? { skills: v.skills } : {}),
        ...(v.lunch
          ? { lunch: { start: v.lunch.start, end: v.lunch.start + 20 + v.lunch.window, duration: 20 } }
          : {}),
      })),
      matrix: euclideanMatrix([depot, ...customers.map((c) => c.at), ...places.map((p) => p.at)]),
    };
  });

/** The defined fields only (the model's optional fields are absent, not undefined). */
function optional<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
