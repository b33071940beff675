import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker.ts';
import { euclideanMatrix } from './matrix.ts';
import type { PlannedRoute, RoutingProblem, RoutingSolution } from './model.ts';

const problem: RoutingProblem = {
  depot: { ready: 0, due: 200 },
  customers: [
    { id: 'a', demand: 4, ready: 0, due: 50, service: 5 },
    { id: 'b', demand: 4, ready: 30, due: 60, service: 5 },
  ],
  vehicles: [{ id: 'v', capacity: 10, lunch: { start: 60, end: 120, duration: 30 } }],
  matrix: euclideanMatrix([
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 20, y: 0 },
  ]),
};

const route: PlannedRoute = {
  vehicleId: 'v',
  departure: 0,
  stops: [
    { customerId: 'a', arrival: 10, serviceStart: 10, departure: 15 },
    { customerId: 'b', arrival: 25, serviceStart: 30, departure: 35 },
  ],
  lunch: { beforeStop: 2, start: 60, end: 90 },
  returnTime: 90,
  distance: 40,
  load: 8,
};

const solution = (changes: Partial<PlannedRoute>, extra: Partial<RoutingSolution> = {}): RoutingSolution => ({
  routes: [{ ...route, ...changes }],
  unassigned: [],
  vehicles: 1,
  distance: 40,
  iterations: 0,
  elapsedMs: 0,
  ...extra,
});

describe('checkSolution', () => {
  it('accepts a feasible plan and recomputes its distance', () => {
    expect(checkSolution(problem, solution({}))).toEqual({ violations: [], distance: 40, vehicles: 1 });
  });

  it('rejects a late stop, a missing or repeated customer, an overloaded vehicle', () => {
    const late = solution({
      stops: [route.stops[0]!, { customerId: 'b', arrival: 25, serviceStart: 61, departure: 66 }],
    });
    expect(checkSolution(problem, late).violations).toContain('vehicle v: b served too late');
    const missing = solution({ stops: [route.stops[0]!] }, { distance: 20 });
    expect(checkSolution(problem, missing).violations).toContain('customer b: planned 0 times');
    const twice = solution({}, { unassigned: ['a'] });
    expect(checkSolution(problem, twice).violations).toContain('customer a: planned 2 times');
    const small = { ...problem, vehicles: [{ ...problem.vehicles[0]!, capacity: 7 }] };
    expect(checkSolution(small, solution({})).violations).toContain(
      'vehicle v: load 8 over capacity 7 at the start',
    );
  });

  it('rejects service before arrival or before the window opens', () => {
    const early = solution({
      stops: [route.stops[0]!, { customerId: 'b', arrival: 25, serviceStart: 26, departure: 31 }],
    });
    expect(checkSolution(problem, early).violations).toContain('vehicle v: b served too early');
    const teleport = solution({
      stops: [{ customerId: 'a', arrival: 10, serviceStart: 5, departure: 10 }, route.stops[1]!],
    });
    expect(checkSolution(problem, teleport).violations).toContain('vehicle v: a served before arrival');
  });

  it('takes a lunch on the way: the driving pauses, so the vehicle arrives the lunch later', () => {
    const early = {
      ...problem,
      vehicles: [{ ...problem.vehicles[0]!, lunch: { start: 30, end: 120, duration: 30 } }],
    };
    // b is left at 35, 20 from the depot: lunch 40–70 on the road, back at 55 + 30 = 85.
    const onTheWay = solution({ lunch: { beforeStop: 2, start: 40, end: 70 }, returnTime: 85 });
    expect(checkSolution(early, onTheWay).violations).toEqual([]);
    expect(
      checkSolution(early, { ...onTheWay, routes: [{ ...onTheWay.routes[0]!, returnTime: 84 }] }).violations,
    ).toContain('vehicle v: return time before arrival');
  });

  it('rejects a missing, misplaced or short lunch and a return after the shift', () => {
    const { lunch: _, ...withoutLunch } = route;
    expect(checkSolution(problem, { ...solution({}), routes: [withoutLunch] }).violations).toContain(
      'vehicle v: no lunch break',
    );
    expect(
      checkSolution(problem, solution({ lunch: { beforeStop: 2, start: 100, end: 130 } })).violations,
    ).toContain('vehicle v: lunch ends too late');
    expect(
      checkSolution(problem, solution({ lunch: { beforeStop: 2, start: 60, end: 70 } })).violations,
    ).toContain('vehicle v: lunch too short');
    expect(
      checkSolution(problem, solution({ lunch: { beforeStop: 1, start: 60, end: 90 } })).violations,
    ).toContain('vehicle v: b served before arrival');
    const early = {
      ...problem,
      vehicles: [{ ...problem.vehicles[0]!, lunch: { start: 30, end: 120, duration: 30 } }],
    };
    expect(
      checkSolution(early, solution({ lunch: { beforeStop: 2, start: 32, end: 62 } })).violations,
    ).toContain('vehicle v: lunch starts before leaving the place before stop 2');
    const shortShift = { ...problem, vehicles: [{ ...problem.vehicles[0]!, shiftEnd: 80 }] };
    expect(checkSolution(shortShift, solution({})).violations).toContain(
      'vehicle v: back after its shift end',
    );
  });

  describe('own places, pickups, volume and kinds', () => {
    // The hub is at x = 40; a delivers 4 and picks up 8, b delivers 4: b first keeps 10 on board.
    const mixed: RoutingProblem = {
      ...problem,
      customers: [
        { ...problem.customers[0]!, pickup: 8, volume: 2 },
        { ...problem.customers[1]!, volume: 2 },
      ],
      vehicles: [
        { id: 'w', capacity: 10, volume: 5, start: 'hub', end: 'hub', skills: ['cod'], maxParcelWeight: 10 },
      ],
      places: [{ id: 'hub', ready: 0, due: 200 }],
      matrix: euclideanMatrix([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
        { x: 40, y: 0 },
      ]),
    };
    const bThenA: PlannedRoute = {
      vehicleId: 'w',
      departure: 0,
      stops: [
        { customerId: 'b', arrival: 20, serviceStart: 30, departure: 35 },
        { customerId: 'a', arrival: 45, serviceStart: 45, departure: 50 },
      ],
      returnTime: 80,
      distance: 60,
      load: 8,
      pickedUp: 8,
    };
    const planned = (changes: Partial<PlannedRoute>, on: RoutingProblem = mixed) =>
      checkSolution(on, { ...solution({}), routes: [{ ...bThenA, ...changes }], distance: 60 }).violations;

    it('walks the route from and back to the vehicle’s own place', () => {
      expect(planned({})).toEqual([]);
      const closing = { ...mixed, places: [{ id: 'hub', ready: 0, due: 70 }] };
      expect(planned({}, closing)).toContain('vehicle w: back after its shift end');
      const late = { ...mixed, places: [{ id: 'hub', ready: 10, due: 200 }] };
      expect(planned({}, late)).toContain('vehicle w: leaves before its shift');
    });

    it('checks the load on every leg, not one sum', () => {
      const aThenB = planned({
        stops: [
          { customerId: 'a', arrival: 30, serviceStart: 30, departure: 35 },
          { customerId: 'b', arrival: 45, serviceStart: 45, departure: 50 },
        ],
        returnTime: 70,
      });
      expect(aThenB).toContain('vehicle w: load 12 over capacity 10 after stop a');
      expect(planned({ pickedUp: 4 })).toContain('vehicle w: reported pickups 4 differ from 8 picked up');
    });

    it('checks the volume on board', () => {
      const bulky = { ...mixed, vehicles: [{ ...mixed.vehicles[0]!, volume: 3 }] };
      expect(planned({}, bulky)).toContain('vehicle w: volume 4 over capacity 3 at the start');
    });

    it('checks skills and the heaviest parcel', () => {
      const demanding = {
        ...mixed,
        customers: [
          { ...mixed.customers[0]!, requires: ['cod', 'identification'] },
          { ...mixed.customers[1]!, heaviestParcel: 30 },
        ],
      };
      const violations = planned({}, demanding);
      expect(violations).toContain('vehicle w: a requires identification');
      expect(violations).toContain("vehicle w: b's heaviest parcel 30 over 10");
      expect(violations).not.toContain('vehicle w: a requires cod');
    });
  });
});
