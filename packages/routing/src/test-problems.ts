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
