import { countryTimeZone, type RouteStopView, type RouteView } from '@console/domain';
import type { PlannedRoute } from '@console/routing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { countries } from '../countries/countries-table.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { courierRoutes, routeStops } from './courier-routes-tables.ts';
import { type PlanningSettings, type PlanningStop, type RouteEnds, serviceMinutes } from './route-problem.ts';

type Executor = Database | Transaction;
type RouteRow = typeof courierRoutes.$inferSelect;
type StopRow = typeof routeStops.$inferSelect;

/** The division a plan is made for: its place (the depot) and its time zone. */
export interface PlanningDivision {
  id: string;
  name: string;
  countryCode: string;
  latitude: number | null;
  longitude: number | null;
  zone: string;
}

export async function readDivision(executor: Executor, divisionId: string): Promise<PlanningDivision> {
  const [row] = await executor
    .select({
      id: divisions.id,
      name: divisions.name,
      countryCode: divisions.countryCode,
      latitude: divisions.latitude,
      longitude: divisions.longitude,
      timezone: countries.timezone,
    })
    .from(divisions)
    .leftJoin(countries, eq(countries.code, divisions.countryCode))
    .where(eq(divisions.id, divisionId));
  if (!row) throw notFound('Division not found');
  const { timezone, ...division } = row;
  // The zone rule of country-zone.ts, read in the same query.
  return { ...division, zone: countryTimeZone(row.countryCode, timezone) };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function stopView(row: StopRow, now: Date): RouteStopView {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    refId: row.refId,
    label: row.label,
    latitude: row.latitude,
    longitude: row.longitude,
    weightKg: row.weightKg,
    timeFrom: iso(row.timeFrom),
    timeTo: iso(row.timeTo),
    serviceMinutes: row.serviceMinutes,
    arrival: row.arrival.toISOString(),
    serviceStart: row.serviceStart.toISOString(),
    departure: row.departure.toISOString(),
    late: row.timeTo !== null && row.timeTo < now && row.serviceStart > row.timeTo,
  };
}

function routeView(
  row: RouteRow,
  division:
    | {
        name: string;
        countryCode: string;
        timezone: string | null;
        latitude: number | null;
        longitude: number | null;
      }
    | undefined,
  stops: StopRow[],
): RouteView {
  const now = new Date();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    divisionId: row.divisionId,
    division: division?.name ?? null,
    day: row.day,
    timeZone: division ? countryTimeZone(division.countryCode, division.timezone) : 'UTC',
    courier: row.courier,
    initialCourier: row.initialCourier,
    vehicleNumber: row.vehicleNumber,
    createdByUser: row.createdByUser,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lockVersion: row.lockVersion,
    departure: iso(row.departure),
    returnTime: iso(row.returnTime),
    lunchStart: iso(row.lunchStart),
    lunchEnd: iso(row.lunchEnd),
    distanceMetres: row.distanceMetres,
    loadKg: row.loadKg,
    depot:
      division?.latitude != null && division.longitude != null
        ? { latitude: division.latitude, longitude: division.longitude }
        : null,
    polyline: row.polyline,
    stops: stops.map((stop) => stopView(stop, now)),
  };
}

/** Routes with their stops in order, as the API answers them. */
export async function readRoutes(executor: Executor, ids: readonly string[]): Promise<RouteView[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      route: courierRoutes,
      division: {
        name: divisions.name,
        countryCode: divisions.countryCode,
        timezone: countries.timezone,
        latitude: divisions.latitude,
        longitude: divisions.longitude,
      },
    })
    .from(courierRoutes)
    .innerJoin(divisions, eq(divisions.id, courierRoutes.divisionId))
    .leftJoin(countries, eq(countries.code, divisions.countryCode))
    .where(inArray(courierRoutes.id, [...ids]))
    .orderBy(asc(courierRoutes.courier), asc(courierRoutes.number));
  const stops = await executor
    .select()
    .from(routeStops)
    .where(inArray(routeStops.routeId, [...ids]))
    .orderBy(asc(routeStops.routeId), asc(routeStops.position));
  return rows.map((row) =>
    routeView(
      row.route,
      row.division,
      stops.filter((stop) => stop.routeId === row.route.id),
    ),
  );
}

export async function readRoute(executor: Executor, id: string): Promise<RouteView> {
  const [route] = await readRoutes(executor, [id]);
  if (!route) throw notFound('Route not found');
  return route;
}

/** Seconds after the day's local midnight → an instant. */
export type Clock = (seconds: number) => Date;

/**
 * Writes a planned route's times and stops over the route's row (`stops` are the planning stops
 * the customer ids index, each taking the service time the settings give it). The polyline is the courier's start, the stops in order and their end.
 */
export async function writePlannedRoute(
  tx: Transaction,
  routeId: string,
  planned: PlannedRoute | undefined,
  stops: readonly PlanningStop[],
  settings: PlanningSettings,
  clock: Clock,
  ends: RouteEnds,
  extra: Partial<typeof courierRoutes.$inferInsert> = {},
): Promise<void> {
  const stopOf = (customerId: string) => {
    const stop = stops[Number(customerId)]!;
    return { stop, serviceMinutes: serviceMinutes(stop, settings) };
  };
  await tx.delete(routeStops).where(eq(routeStops.routeId, routeId));
  const planStops = planned?.stops ?? [];
  if (planStops.length > 0) {
    await tx.insert(routeStops).values(
      planStops.map((planStop, position) => {
        const { stop, serviceMinutes } = stopOf(planStop.customerId);
        return {
          routeId,
          position,
          kind: stop.kind,
          refId: stop.refId,
          label: stop.label,
          latitude: stop.latitude,
          longitude: stop.longitude,
          weightKg: stop.weightKg,
          volumeM3: stop.load?.volumeM3 ?? null,
          heaviestKg: stop.load?.heaviestKg ?? null,
          cashOnDelivery: stop.load?.cashOnDelivery ?? false,
          timeFrom:
            stop.windowFrom !== null && stop.windowTo !== null && stop.windowTo > stop.windowFrom
              ? clock(stop.windowFrom * 60)
              : null,
          timeTo:
            stop.windowFrom !== null && stop.windowTo !== null && stop.windowTo > stop.windowFrom
              ? clock(stop.windowTo * 60)
              : null,
          serviceMinutes,
          arrival: clock(planStop.arrival),
          serviceStart: clock(planStop.serviceStart),
          departure: clock(planStop.departure),
        };
      }),
    );
  }
  const points: [number, number][] = planStops.map((planStop) => {
    const { stop } = stopOf(planStop.customerId);
    return [stop.latitude, stop.longitude];
  });
  const polyline: [number, number][] =
    points.length > 0 ? [[ends.start.lat, ends.start.lon], ...points, [ends.end.lat, ends.end.lon]] : [];
  await tx
    .update(courierRoutes)
    .set({
      departure: planned && planStops.length > 0 ? clock(planned.departure) : null,
      returnTime: planned && planStops.length > 0 ? clock(planned.returnTime) : null,
      lunchStart: planned?.lunch ? clock(planned.lunch.start) : null,
      lunchEnd: planned?.lunch ? clock(planned.lunch.end) : null,
      distanceMetres: planned?.distance ?? 0,
      loadKg: planned?.load ?? 0,
      polyline,
      updatedAt: new Date(),
      ...extra,
    })
    .where(eq(courierRoutes.id, routeId));
}
