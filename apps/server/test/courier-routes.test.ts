import { minutesIntoDay, minutesOfDay, type RouteView, timeZonesOf, todayIn } from '@console/domain';
import {
  checkSolution,
  greatCircleMatrix,
  type RoutingProblem,
  type RoutingSolution,
} from '@console/routing';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierShifts } from '../src/features/courier-routes/courier-routes-tables.ts';
import { futureDay, routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

interface BuildResult {
  routes: RouteView[];
  unassigned: { refId: string }[];
}
interface Shift {
  courier: string;
  startTime: string;
  endTime: string;
  capacityKg: number;
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let divisionId: string;
const ZONE = timeZonesOf('PL')[0]!;

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

/** Settings the demo gives WAW-1 (the test reads them back from the register). */
async function settingsOfDemoDivision() {
  const page = await kit.ok<{ items: Record<string, unknown>[] }>(
    'dispatch.manager',
    'GET',
    `route_optimization?divisionIds[]=${divisionId}`,
  );
  return page.items[0] as {
    loadCarTime: number;
    lunchTimeFrom: string;
    lunchTimeTo: string;
    workShiftEndTime: string;
    detourFactor: number;
    averageSpeedKmh: number;
  };
}

/**
 * The routing package's independent checker over the routes as the API answers them: the problem
 * is rebuilt from the answer alone (points, windows, weights, service minutes, shifts, settings),
 * times in seconds after the day's local midnight.
 */
async function checkRoutes(routes: RouteView[], day: string, shifts: Shift[]) {
  const settings = await settingsOfDemoDivision();
  const depot = routes[0]!.depot!;
  const stops = routes.flatMap((route) => route.stops);
  const seconds = (iso: string) => minutesIntoDay(ZONE, new Date(iso), day) * 60;
  const matrix = greatCircleMatrix(
    [
      { lat: depot.latitude, lon: depot.longitude },
      ...stops.map((s) => ({ lat: s.latitude, lon: s.longitude })),
    ],
    { detourFactor: settings.detourFactor, averageSpeedKmh: settings.averageSpeedKmh },
  );
  const shiftEnd = minutesOfDay(settings.workShiftEndTime)! * 60;
  const problem: RoutingProblem = {
    depot: { ready: 0, due: 24 * 3600 },
    customers: stops.map((stop) => ({
      id: stop.id,
      demand: stop.weightKg,
      ready: stop.timeFrom ? seconds(stop.timeFrom) : 0,
      due: stop.timeTo ? seconds(stop.timeTo) : 24 * 3600,
      service: stop.serviceMinutes * 60,
    })),
    vehicles: routes.map((route) => {
      const shift = shifts.find((row) => row.courier === route.courier)!;
      return {
        id: route.courier!,
        capacity: shift.capacityKg,
        shiftStart: (minutesOfDay(shift.startTime)! + settings.loadCarTime) * 60,
        shiftEnd: Math.min(minutesOfDay(shift.endTime)! * 60, shiftEnd),
        lunch: {
          start: minutesOfDay(settings.lunchTimeFrom)! * 60,
          end: minutesOfDay(settings.lunchTimeTo)! * 60,
          duration: 30 * 60,
        },
      };
    }),
    matrix,
  };
  // The test times each route itself (earliest service, lunch where the server took it) and
  // lets the checker judge that schedule; the server's stored times must agree within a second.
  const at = (m: Float64Array, a: number, b: number) => m[a * matrix.size + b]!;
  const indexOf = new Map(stops.map((stop, i) => [stop.id, i + 1]));
  const drift: string[] = [];
  const solution: RoutingSolution = {
    routes: routes.map((route, r) => {
      const vehicle = problem.vehicles[r]!;
      const lunchStart = seconds(route.lunchStart!);
      const beforeStop = route.stops.filter((stop) => seconds(stop.departure) <= lunchStart + 1).length;
      let free = vehicle.shiftStart!;
      let place = 0;
      let distance = 0;
      let lunch = { beforeStop, start: 0, end: 0 };
      let returnTime = 0;
      const planned = [];
      for (let k = 0; k <= route.stops.length; k++) {
        const stop = route.stops[k];
        const node = stop ? indexOf.get(stop.id)! : 0;
        distance += at(matrix.distance, place, node);
        let arrival = free + at(matrix.time, place, node);
        if (k === beforeStop) {
          // The server's lunch start (stored to the millisecond, so within a second of leaving
          // counts as leaving); the checker judges whether it fits its window and the way.
          const start = lunchStart < free && lunchStart > free - 1 ? free : lunchStart;
          lunch = { beforeStop, start, end: start + vehicle.lunch!.duration };
          arrival = Math.max(arrival, start) + vehicle.lunch!.duration;
        }
        if (!stop) {
          returnTime = arrival;
          break;
        }
        const customer = problem.customers[node - 1]!;
        const serviceStart = Math.max(arrival, customer.ready);
        if (Math.abs(serviceStart - seconds(stop.serviceStart)) > 1)
          drift.push(`${route.courier}: ${stop.label}`);
        planned.push({
          customerId: stop.id,
          arrival,
          serviceStart,
          departure: serviceStart + customer.service,
        });
        free = serviceStart + customer.service;
        place = node;
      }
      return {
        vehicleId: route.courier!,
        stops: planned,
        lunch,
        departure: vehicle.shiftStart!,
        returnTime,
        distance,
        load: route.loadKg,
      };
    }),
    unassigned: [],
    vehicles: routes.length,
    distance: 0,
    iterations: 0,
    elapsedMs: 0,
  };
  const total = solution.routes.reduce((sum, route) => sum + route.distance, 0);
  return [...drift, ...checkSolution(problem, { ...solution, distance: total }).violations];
}

/** A day of its own: two couriers on shift and tasks whose windows make one move impossible. */
async function planDay(offset: number) {
  const day = futureDay(offset);
  const shifts: Shift[] = [
    { courier: 'courier', startTime: '08:00', endTime: '18:00', capacityKg: 100 },
    { courier: 'courier.ewa', startTime: '08:00', endTime: '18:00', capacityKg: 100 },
  ];
  for (const shift of shifts) {
    await kit.ok('dispatch.manager', 'POST', 'courier-shifts', { ...shift, divisionId, day }, 201);
  }
  const task = (label: string, lat: number, lng: number, timeFrom: string, timeTo: string) =>
    kit.addressTask({ divisionId, day, label, at: [lat, lng], window: [timeFrom, timeTo] });
  // North and south of Warsaw, 22 km apart, both due at 09:00-09:30: no courier can serve both.
  const north = await task('NORTH', 52.33, 21.0, '09:00', '09:30');
  const south = await task('SOUTH', 52.13, 21.02, '09:00', '09:30');
  const late = await task('LATE', 52.23, 21.0, '15:00', '17:00');
  return { day, shifts, north, south, late };
}

describe('routes (registers §7 "Routes", issue 10 "Build routes")', () => {
  it("has today's demo routes: a confirmed one for the courier, with its personal task", async () => {
    const today = todayIn(ZONE);
    const list = await kit.ok<{ items: { id: string; status: string }[] }>(
      'dispatch.manager',
      'GET',
      `routes?day=${today}&divisionIds[]=${divisionId}`,
    );
    expect(list.items.map((row) => row.status)).toContain('Created');
    const personal = await kit.ok<{ task: { type: string; executor: string }; route: RouteView }>(
      'courier',
      'GET',
      'tasks/personal',
    );
    expect(personal.task).toMatchObject({ type: 'Personal', executor: 'courier' });
    expect(personal.route.status).toBe('Created');
    expect(personal.route.stops.length).toBeGreaterThan(0);
    expect(personal.route.polyline.length).toBe(personal.route.stops.length + 2);
    // A courier with no personal task today gets an empty day, not an error.
    expect(await kit.ok('courier.ewa', 'GET', 'tasks/personal')).toEqual({ task: null, route: null });
  });

  it('builds feasible routes for a division and day (the independent checker agrees)', async () => {
    const { day, shifts, north, south } = await planDay(40);
    await kit.refused('operator', 'POST', 'routes/build', { divisionId, day }, 403);
    const built = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 500,
    });
    expect(built.unassigned).toEqual([]);
    expect(built.routes).toHaveLength(2);
    expect(built.routes.every((route) => route.status === 'Draft')).toBe(true);
    const routeOf = (id: string) =>
      built.routes.find((route) => route.stops.some((stop) => stop.refId === id));
    expect(routeOf(north.id)!.id).not.toBe(routeOf(south.id)!.id);
    expect(await checkRoutes(built.routes, day, shifts)).toEqual([]);
    // Building again replaces the drafts.
    const again = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 300,
    });
    const old = await kit.call('dispatch.manager', 'GET', `routes/${built.routes[0]!.id}`);
    expect(old.statusCode).toBe(200);
    expect(old.json<RouteView>().status).toBe('Deleted');
    expect(again.routes).toHaveLength(2);
  });

  it('refuses a move that breaks a time window, moves one that fits, then confirms', async () => {
    const { day, shifts, north, south, late } = await planDay(41);
    const built = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 500,
    });
    const withStop = (id: string) =>
      built.routes.find((route) => route.stops.some((stop) => stop.refId === id))!;
    const source = withStop(south.id);
    const target = withStop(north.id);
    const stopId = source.stops.find((stop) => stop.refId === south.id)!.id;
    const move = (body: Record<string, unknown>) =>
      kit.call('dispatch.manager', 'POST', `routes/${source.id}/stops/move`, {
        stopId,
        targetRouteId: target.id,
        lockVersion: source.lockVersion,
        targetLockVersion: target.lockVersion,
        ...body,
      });
    const refused = await move({});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('ROUTE_NOT_FEASIBLE');
    expect((await kit.ok<RouteView>('dispatch.manager', 'GET', `routes/${source.id}`)).lockVersion).toBe(
      source.lockVersion,
    );
    // A stale lockVersion is 409; a non-dispatcher is 403.
    const stale = await move({ lockVersion: source.lockVersion + 5 });
    expect(stale.statusCode).toBe(409);
    const other = await kit.call('courier', 'POST', `routes/${source.id}/stops/move`, {
      stopId,
      targetRouteId: target.id,
      lockVersion: source.lockVersion,
      targetLockVersion: target.lockVersion,
    });
    expect(other.statusCode).toBe(403);

    // The late task fits either courier: moved to the route that does not have it.
    const lateSource = withStop(late.id);
    const lateTarget = built.routes.find((route) => route.id !== lateSource.id)!;
    const moved = await kit.ok<{ source: RouteView; target: RouteView }>(
      'dispatch.manager',
      'POST',
      `routes/${lateSource.id}/stops/move`,
      {
        stopId: lateSource.stops.find((stop) => stop.refId === late.id)!.id,
        targetRouteId: lateTarget.id,
        lockVersion: lateSource.lockVersion,
        targetLockVersion: lateTarget.lockVersion,
      },
    );
    expect(moved.target.stops.map((stop) => stop.refId)).toContain(late.id);
    expect(moved.source.stops.map((stop) => stop.refId)).not.toContain(late.id);
    expect(moved.target.lockVersion).toBe(lateTarget.lockVersion + 1);
    expect(
      await checkRoutes(
        [moved.source, moved.target].filter((r) => r.stops.length > 0),
        day,
        shifts,
      ),
    ).toEqual([]);

    // Confirm: Draft → Created; the tasks get the courier as executor; a second confirm is refused.
    const confirmed = await kit.ok<RouteView>(
      'dispatch.manager',
      'PUT',
      `routes/${moved.target.id}/confirm`,
      {
        lockVersion: moved.target.lockVersion,
      },
    );
    expect(confirmed.status).toBe('Created');
    for (const stop of confirmed.stops) {
      const task = await kit.ok<{ executor: string }>('dispatch.manager', 'GET', `tasks/${stop.refId}`);
      expect(task.executor).toBe(confirmed.courier);
    }
    await kit.refused(
      'dispatch.manager',
      'PUT',
      `routes/${confirmed.id}/confirm`,
      { lockVersion: confirmed.lockVersion },
      422,
      'ROUTE_NOT_DRAFT',
    );
    const personal = await kit.ok<{ route: RouteView }>(
      confirmed.courier!,
      'GET',
      `tasks/personal?day=${day}`,
    );
    expect(personal.route.id).toBe(confirmed.id);

    // Building again plans the other couriers only: the confirmed one is not given a second route.
    const again = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 300,
    });
    expect(again.routes.length).toBeGreaterThan(0);
    expect(again.routes.map((route) => route.courier)).not.toContain(confirmed.courier);
    expect(again.routes.flatMap((route) => route.stops.map((stop) => stop.refId))).not.toContain(late.id);
    // With only the confirmed courier left on shift there is nobody to plan for.
    await t.database.db
      .update(courierShifts)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(courierShifts.divisionId, divisionId),
          eq(courierShifts.day, day),
          ne(courierShifts.courier, confirmed.courier!),
        ),
      );
    await kit.refused(
      'dispatch.manager',
      'POST',
      'routes/build',
      { divisionId, day, timeLimitMs: 300 },
      422,
      'NO_COURIERS_ON_SHIFT',
    );
  });

  it('hands a route to another courier on shift and refuses one who is not', async () => {
    const { day } = await planDay(42);
    const built = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 300,
    });
    const route = built.routes[0]!;
    await kit.refused(
      'dispatch.manager',
      'PUT',
      `routes/${route.id}/courier`,
      { courier: 'courier.mykola', lockVersion: route.lockVersion },
      422,
      'COURIER_NOT_ON_SHIFT',
    );
    const busy = built.routes[1]!.courier!;
    await kit.refused(
      'dispatch.manager',
      'PUT',
      `routes/${route.id}/courier`,
      { courier: busy, lockVersion: route.lockVersion },
      422,
      'COURIER_HAS_ROUTE',
    );
    await kit.ok(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      {
        courier: 'courier.mykola',
        divisionId,
        day,
        startTime: '08:00',
        endTime: '19:00',
        capacityKg: 200,
        vehicleNumber: 'WA 3003K',
      },
      201,
    );
    const handed = await kit.ok<RouteView>('dispatch.manager', 'PUT', `routes/${route.id}/courier`, {
      courier: 'courier.mykola',
      lockVersion: route.lockVersion,
    });
    expect(handed).toMatchObject({
      courier: 'courier.mykola',
      initialCourier: route.courier,
      vehicleNumber: 'WA 3003K',
    });
    const back = await kit.ok<RouteView>('dispatch.manager', 'PUT', `routes/${route.id}/initial-courier`, {
      courier: 'courier.mykola',
      lockVersion: handed.lockVersion,
    });
    expect(back.initialCourier).toBe('courier.mykola');
    await kit.refused(
      'operator',
      'POST',
      'courier-shifts',
      {
        courier: 'operator',
        divisionId,
        day,
        startTime: '08:00',
        endTime: '19:00',
        capacityKg: 200,
      },
      403,
    );
    await kit.refused(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      {
        courier: 'operator',
        divisionId,
        day,
        startTime: '08:00',
        endTime: '19:00',
        capacityKg: 200,
      },
      422,
      'COURIER_UNKNOWN',
    );
  });

  it('monitors couriers with cursor paging, late stops marked, and serves route polylines', async () => {
    const first = await kit.ok<{
      items: { courier: string; route: unknown; late: number }[];
      nextCursor: string;
    }>('dispatch.manager', 'GET', `dispatch-monitoring?divisionId=${divisionId}&limit=1`);
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const second = await kit.ok<{ items: { courier: string }[] }>(
      'dispatch.manager',
      'GET',
      `dispatch-monitoring?divisionId=${divisionId}&limit=1&cursor=${first.nextCursor}`,
    );
    expect(second.items[0]!.courier > first.items[0]!.courier).toBe(true);
    const all = await kit.ok<{
      items: { courier: string; openTasks: unknown[] }[];
      nextCursor: string | null;
    }>('dispatch.manager', 'GET', `dispatch-monitoring?divisionId=${divisionId}&limit=10`);
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((item) => item.courier)).toEqual(['courier', 'courier.ewa', 'courier.mykola']);
    expect(all.items[0]!.openTasks.length).toBeGreaterThan(0);
    await kit.refused('operator', 'GET', `dispatch-monitoring?divisionId=${divisionId}`, undefined, 403);
    const other = await kit.otherDivisionId();
    await kit.refused('dispatch.manager', 'GET', `dispatch-monitoring?divisionId=${other}`, undefined, 404);
    const polylines = await kit.ok<{ items: { vehicleNumber: string; polyline: [number, number][] }[] }>(
      'dispatch.manager',
      'GET',
      'task-groups/route-polylines?vehicleNumbers[]=WA 1001K',
    );
    expect(polylines.items[0]!.vehicleNumber).toBe('WA 1001K');
    expect(polylines.items[0]!.polyline.length).toBeGreaterThan(2);
  });
});

describe('route optimisation settings (registers §5, platform §6)', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    countryCode: 'UA',
    divisionId,
    loadCarTime: 10,
    clientCallTime: 5,
    lunchTimeFrom: '12:00',
    lunchTimeTo: '13:00',
    workShiftEndTime: '18:00',
    unorderedIntervalTime: 15,
    pickupsTime: [{ weight: 0, time: 1 }],
    deliveriesTime: [{ weight: 0, time: 1 }],
    ...extra,
  });

  it('checks the lunch and shift gaps, times, integers and duplicate weights', async () => {
    const gap = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({ lunchTimeTo: '12:59' }),
      400,
    );
    expect(gap.errors).toEqual({ lunchTimeTo: 'routes.lunch_time_gap' });
    const wrap = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({ lunchTimeFrom: '23:30', lunchTimeTo: '00:15', workShiftEndTime: '02:00' }),
      400,
    );
    expect(wrap.errors).toEqual({ lunchTimeTo: 'routes.lunch_time_gap' });
    const shift = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({ workShiftEndTime: '13:30' }),
      400,
    );
    expect(shift.errors).toEqual({ workShiftEndTime: 'routes.work_shift_end_gap' });
    const time = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({ lunchTimeFrom: '24:00' }),
      400,
    );
    expect(time.errors).toHaveProperty('lunchTimeFrom');
    const duplicate = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({
        pickupsTime: [
          { weight: 5, time: 1 },
          { weight: 5, time: 2 },
        ],
      }),
      400,
    );
    expect(duplicate.errors).toEqual({ 'pickupsTime.1.weight': 'routes.weight_dublication' });
    const negative = await kit.refused(
      'administrator.god',
      'POST',
      'route_optimization',
      body({ deliveriesTime: [{ weight: -1, time: 2 }] }),
      400,
    );
    expect(Object.values(negative.errors ?? {})).toContain(
      'routes.invalid_ratio_matrix_entry_time_to_weight',
    );
    await kit.refused('administrator.god', 'POST', 'route_optimization', body({ loadCarTime: 0 }), 400);
    await kit.refused('administrator.god', 'POST', 'route_optimization', body({ clientCallTime: 1.5 }), 400);
  });

  it('is created and edited by administrator-god, service desk and address-delivery admin only', async () => {
    const other = await kit.otherDivisionId();
    await kit.refused('dispatch.manager', 'POST', 'route_optimization', body({ divisionId: other }), 403);
    await kit.refused('revision.admin', 'POST', 'route_optimization', body({ divisionId: other }), 403);
    const created = await kit.ok<{ id: string }>(
      'address.delivery.admin',
      'POST',
      'route_optimization',
      body({ divisionId: other }),
      201,
    );
    // One live settings row per division.
    await kit.refused('service.desk', 'POST', 'route_optimization', body({ divisionId: other }), 409);
    const edited = await kit.ok<{ loadCarTime: number }>(
      'service.desk',
      'PUT',
      `route_optimization/${created.id}`,
      body({ divisionId: other, loadCarTime: 20 }),
    );
    expect(edited.loadCarTime).toBe(20);
    await kit.refused('dispatch.manager', 'DELETE', `route_optimization/${created.id}`, undefined, 403);
  });
});
