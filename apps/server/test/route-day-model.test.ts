import type { RouteView } from '@console/domain';
import { greatCircleMatrix } from '@console/routing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit-table.ts';
import { deleteCourierShift } from '../src/features/courier-routes/courier-shifts.ts';
import { DEFAULT_PLANNING_SETTINGS } from '../src/features/courier-routes/route-planning.ts';
import {
  matrixPoints,
  type PlanningShift,
  type PlanningStop,
  routingProblem,
} from '../src/features/courier-routes/route-problem.ts';
import { futureDay, routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Route building for the operator's real day (issue 29) through the API: couriers start from
 * their own places, a bike takes no parcel a bike cannot carry, and a route handed to another
 * courier must fit that courier's vehicle.
 */
interface BuildResult {
  routes: RouteView[];
  unassigned: { refId: string }[];
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

/** Ewa's home in Mokotów: her bike starts and ends there. */
const HOME: [number, number] = [52.2008, 21.0166];

const task = (day: string, label: string, lat: number, lng: number, weightKg: number) =>
  kit.addressTask({ divisionId, day, label, at: [lat, lng], weightKg });

describe("the day's routing problem (issue 29)", () => {
  const stop = (
    kind: PlanningStop['kind'],
    weightKg: number,
    extra: Partial<PlanningStop> = {},
  ): PlanningStop => ({
    kind,
    refId: `${kind}-${weightKg}`,
    label: 'stop',
    latitude: 52.2,
    longitude: 21.0,
    weightKg,
    windowFrom: null,
    windowTo: null,
    ...extra,
  });
  const shift = (extra: Partial<PlanningShift> = {}): PlanningShift => ({
    courier: 'courier',
    start: 8 * 60,
    end: 18 * 60,
    capacityKg: 100,
    capacityM3: null,
    vehicleKind: 'van',
    skills: ['cashOnDelivery'],
    startPoint: null,
    endPoint: null,
    ...extra,
  });

  it('loads a pickup on and a delivery off, with its parcels, and names the vehicle by its kind', () => {
    const input = {
      depot: { lat: 52.23, lon: 21.01 },
      stops: [
        stop('pickup', 12, { load: { volumeM3: 0.3, heaviestKg: 5, cashOnDelivery: false } }),
        stop('task', 8, { load: { volumeM3: 0.1, heaviestKg: 8, cashOnDelivery: true } }),
        stop('task', 25),
      ],
      shifts: [
        shift({ vehicleKind: 'bike', capacityM3: 0.2, skills: [], startPoint: { lat: 52.2, lon: 21.02 } }),
        shift({ courier: 'courier.mykola', endPoint: { lat: 52.25, lon: 21.05 } }),
      ],
      settings: DEFAULT_PLANNING_SETTINGS,
    };
    const points = matrixPoints(input);
    const problem = routingProblem(
      input,
      greatCircleMatrix(points, { detourFactor: 1.3, averageSpeedKmh: 25 }),
    );
    const [pickup, delivery, unknown] = problem.customers;
    expect(pickup).toMatchObject({ demand: 0, pickup: 12, pickupVolume: 0.3, heaviestParcel: 5 });
    expect(delivery).toMatchObject({
      demand: 8,
      volume: 0.1,
      heaviestParcel: 8,
      requires: ['cashOnDelivery'],
    });
    // Parcels not known one by one: the stop is one parcel of its whole weight.
    expect(unknown).toMatchObject({ demand: 25, heaviestParcel: 25 });
    // Depot, three stops, then each courier's own place once, in the matrix's order.
    expect(points).toHaveLength(6);
    expect(problem.places).toEqual([{ id: '52.2,21.02' }, { id: '52.25,21.05' }]);
    const [bike, van] = problem.vehicles;
    expect(bike).toMatchObject({
      maxParcelWeight: 10,
      volume: 0.2,
      skills: [],
      start: '52.2,21.02',
      end: '52.2,21.02',
    });
    expect(van).toMatchObject({ maxParcelWeight: 70, skills: ['cashOnDelivery'], end: '52.25,21.05' });
    expect(van).not.toHaveProperty('start');
  });
});

describe("couriers' own places and vehicle kinds (issue 29)", () => {
  it('refuses a place with one coordinate, and an unknown vehicle kind', async () => {
    const shift = {
      courier: 'courier',
      divisionId,
      day: futureDay(60),
      startTime: '08:00',
      endTime: '18:00',
    };
    const half = await kit.refused(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      { ...shift, capacityKg: 100, startLatitude: 52.2 },
      400,
    );
    expect(half.errors).toHaveProperty('startLongitude');
    await kit.refused(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      { ...shift, capacityKg: 100, vehicleKind: 'truck' },
      400,
    );
  });

  it('builds the bike from its own start without the heavy parcel; the bike cannot take the van route over', async () => {
    const day = futureDay(61);
    await kit.ok(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      // Room for the heavy parcel and nothing else: the light ones must go by bike.
      { courier: 'courier', divisionId, day, startTime: '08:00', endTime: '18:00', capacityKg: 32 },
      201,
    );
    const bike = await kit.ok<{ vehicleKind: string; startLatitude: number }>(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      {
        courier: 'courier.ewa',
        divisionId,
        day,
        startTime: '08:00',
        endTime: '18:00',
        // Weight enough for the heavy parcel too: only the bike's heaviest-parcel rule keeps it off.
        capacityKg: 40,
        capacityM3: 0.2,
        vehicleKind: 'bike',
        startLatitude: HOME[0],
        startLongitude: HOME[1],
      },
      201,
    );
    expect(bike).toMatchObject({ vehicleKind: 'bike', startLatitude: HOME[0] });
    // Next to Ewa's home: two light parcels and a 30 kg one no bike may carry.
    const light = [
      await task(day, 'LIGHT-1', 52.2015, 21.018, 3),
      await task(day, 'LIGHT-2', 52.2001, 21.0151, 4),
    ];
    const heavy = await task(day, 'HEAVY', 52.2011, 21.0172, 30);
    const built = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 500,
    });
    expect(built.unassigned).toEqual([]);
    const routeOf = (id: string) =>
      built.routes.find((route) => route.stops.some((stop) => stop.refId === id))!;
    expect(routeOf(heavy.id).courier).toBe('courier');
    // The bike's route starts and ends at Ewa's home.
    for (const stop of light) expect(routeOf(stop.id).courier).toBe('courier.ewa');
    const bikeRoute = built.routes.find((route) => route.courier === 'courier.ewa')!;
    expect(bikeRoute.polyline[0]).toEqual(HOME);
    expect(bikeRoute.polyline.at(-1)).toEqual(HOME);
    const vanRoute = routeOf(heavy.id);
    expect(vanRoute.polyline[0]).not.toEqual(HOME);
    // The van's route (with the 30 kg parcel) handed to the bike courier is refused, and stays the van's.
    await kit.ok(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      {
        courier: 'courier.mykola',
        divisionId,
        day,
        startTime: '08:00',
        endTime: '18:00',
        capacityKg: 25,
        vehicleKind: 'bike',
      },
      201,
    );
    const refused = await kit.refused(
      'dispatch.manager',
      'PUT',
      `routes/${vanRoute.id}/courier`,
      { courier: 'courier.mykola', lockVersion: vanRoute.lockVersion },
      422,
      'ROUTE_NOT_FEASIBLE',
    );
    expect(refused.message).toContain('does not fit the courier');
    const after = await kit.ok<RouteView>('dispatch.manager', 'GET', `routes/${vanRoute.id}`);
    expect(after.courier).toBe('courier');
  });

  it("re-times a draft given to another courier from that courier's own start", async () => {
    const day = futureDay(62);
    for (const courier of ['courier', 'courier.mykola'])
      await kit.ok(
        'dispatch.manager',
        'POST',
        'courier-shifts',
        {
          courier,
          divisionId,
          day,
          startTime: '08:00',
          endTime: '18:00',
          capacityKg: 100,
          ...(courier === 'courier.mykola' ? { startLatitude: HOME[0], startLongitude: HOME[1] } : {}),
        },
        201,
      );
    // Far north of the division: the courier starting at the division is the nearer one.
    await task(day, 'NORTH', 52.3, 21.0, 5);
    const built = await kit.ok<BuildResult>('dispatch.manager', 'POST', 'routes/build', {
      divisionId,
      day,
      timeLimitMs: 300,
    });
    const [route] = built.routes;
    expect(built.routes).toHaveLength(1);
    const to = route!.courier === 'courier' ? 'courier.mykola' : 'courier';
    const handed = await kit.ok<RouteView>('dispatch.manager', 'PUT', `routes/${route!.id}/courier`, {
      courier: to,
      lockVersion: route!.lockVersion,
    });
    const division: [number, number] = [route!.depot!.latitude, route!.depot!.longitude];
    expect(handed.polyline[0]).toEqual(to === 'courier.mykola' ? HOME : division);
    expect(handed.distanceMetres).not.toBe(route!.distanceMetres);
  });
});

describe('taking a courier off shift, and whom a shift can be for (issue 29)', () => {
  it("lists the division's couriers by name, and none of another division", async () => {
    const couriers = await kit.ok<{ items: { login: string; lastName: string }[] }>(
      'dispatch.manager',
      'GET',
      `courier-shifts/couriers?divisionId=${divisionId}`,
    );
    const logins = couriers.items.map((courier) => courier.login);
    expect(logins).toEqual(expect.arrayContaining(['courier.ewa', 'courier.mykola']));
    expect(couriers.items.find((courier) => courier.login === 'courier.ewa')?.lastName).not.toBe('');
    // Nobody who is not a courier.
    expect(logins).not.toContain('dispatch.manager');
    const elsewhere = await kit.ok<{ items: { login: string }[] }>(
      'administrator.god',
      'GET',
      `courier-shifts/couriers?divisionId=${await kit.otherDivisionId()}`,
    );
    expect(elsewhere.items.map((courier) => courier.login)).not.toContain('courier.ewa');
  });

  it('deletes a shift without a route; one whose courier holds a route of the day stays', async () => {
    const day = futureDay(64);
    const put = (courier: string) =>
      kit.ok<{ id: string }>(
        'dispatch.manager',
        'POST',
        'courier-shifts',
        { courier, divisionId, day, startTime: '08:00', endTime: '18:00', capacityKg: 100 },
        201,
      );
    const free = await put('courier.ewa');
    const driving = await put('courier.mykola');
    await kit.ok('dispatch.manager', 'POST', 'routes', { divisionId, day, courier: 'courier.mykola' }, 201);

    const refused = await kit.refused(
      'dispatch.manager',
      'DELETE',
      `courier-shifts/${driving.id}`,
      undefined,
      422,
      'SHIFT_HAS_ROUTE',
    );
    expect(refused.message).toBe('The courier has a route that day: give the route to another courier first');
    const deleted = await kit.call('dispatch.manager', 'DELETE', `courier-shifts/${free.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const shifts = await kit.ok<{ items: { courier: string }[] }>(
      'dispatch.manager',
      'GET',
      `courier-shifts?divisionId=${divisionId}&day=${day}`,
    );
    expect(shifts.items.map((shift) => shift.courier)).toEqual(['courier.mykola']);
    // Gone is gone: a second delete finds nothing, and a route can no longer be given to her.
    await kit.refused('dispatch.manager', 'DELETE', `courier-shifts/${free.id}`, undefined, 404);
    await kit.refused(
      'dispatch.manager',
      'POST',
      'routes',
      { divisionId, day, courier: 'courier.ewa' },
      422,
      'COURIER_NOT_ON_SHIFT',
    );
    // Put on shift again, she is back.
    await put('courier.ewa');
  });

  it('re-reads the shift inside the delete: a second delete past the scope check (two at once) finds it gone and audits nothing', async () => {
    const day = futureDay(65);
    const shift = await kit.ok<{ id: string }>(
      'dispatch.manager',
      'POST',
      'courier-shifts',
      { courier: 'courier.ewa', divisionId, day, startTime: '08:00', endTime: '18:00', capacityKg: 100 },
      201,
    );
    const deleted = await kit.call('dispatch.manager', 'DELETE', `courier-shifts/${shift.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The second of two deletes at once passed the scope check while the shift was still there.
    const dispatcher = {
      id: '00000000-0000-4000-8000-000000000001',
      login: 'dispatch.manager',
      groups: ['dispatch_manager'],
    };
    await expect(
      t.database.db.transaction((tx) => deleteCourierShift(tx, dispatcher, shift.id)),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Shift not found' });
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'courier_shifts'), eq(auditLog.entityId, shift.id)));
    expect(audits.filter((audit) => audit.action === 'delete')).toHaveLength(1);
  });
});
