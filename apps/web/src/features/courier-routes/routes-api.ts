import {
  BULK_PAGE_PARALLEL_BATCH,
  type CourierShiftInput,
  type CourierShiftView,
  chunksOf,
  inParallelBatches,
  MESSAGES,
  ROUTE_POLYLINES_CHUNK,
  type RouteBuildJobView,
  type RouteBuildResult,
  type RoutePolylineView,
  type RouteView,
  type ShiftCourier,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';
import { ProductError } from '../../api/product-error.ts';

export const routeKeys = {
  all: ['courier-routes'] as const,
  day: (divisionId: string, day: string) => [...routeKeys.all, 'day', divisionId, day] as const,
  monitoring: (divisionId: string, day: string) => [...routeKeys.all, 'monitoring', divisionId, day] as const,
  registers: ['courier-routes', 'register'] as const,
  register: (query: string) => [...routeKeys.registers, query] as const,
  shifts: (divisionId: string, day: string) => [...routeKeys.all, 'shifts', divisionId, day] as const,
  couriers: (divisionId: string) => [...routeKeys.all, 'couriers', divisionId] as const,
  polylines: (vehicleNumbers: readonly string[]) =>
    [...routeKeys.all, 'polylines', ...vehicleNumbers] as const,
};

export type BuildAnswer = RouteBuildResult;

/** How often a build the server answered 202 for is looked at, and for how long at most. */
const BUILD_POLL_MS = 1000;
const BUILD_GIVE_UP_MS = 10 * 60_000;

/** The routes of a division's day (Draft and Created), with their stops. */
export async function fetchDayRoutes(divisionId: string, day: string): Promise<RouteView[]> {
  const { data } = await apiClient.get<{ items: { id: string; status: string }[] }>('routes', {
    params: { 'divisionIds[]': divisionId, day, limit: 100 },
  });
  const live = data.items.filter((row) => row.status !== 'Deleted');
  // A page of up to 100 routes is read 10 at a time (registers §9).
  return inParallelBatches(
    live,
    BULK_PAGE_PARALLEL_BATCH,
    async (row) => (await apiClient.get<RouteView>(`routes/${row.id}`)).data,
  );
}

/**
 * Builds the day's routes. The server answers the routes when the build is done within its wait,
 * else 202 with the queued job (docs/decisions.md "Expensive work is bounded"), which is followed
 * until it is done or failed.
 */
export async function buildRoutes(divisionId: string, day: string): Promise<BuildAnswer> {
  const response = await apiClient.post<BuildAnswer | RouteBuildJobView>(
    'routes/build',
    { divisionId, day },
    { timeout: 60_000 },
  );
  if (response.status !== 202) return response.data as BuildAnswer;
  let job = response.data as RouteBuildJobView;
  const giveUpAt = Date.now() + BUILD_GIVE_UP_MS;
  while (job.status === 'queued' || job.status === 'running') {
    if (Date.now() > giveUpAt)
      throw new ProductError({ status: 0, code: 'TIMEOUT', message: MESSAGES.timeout });
    await new Promise((resolve) => setTimeout(resolve, BUILD_POLL_MS));
    job = (await apiClient.get<RouteBuildJobView>(`routes/build-jobs/${job.id}`)).data;
  }
  if (job.status === 'done' && job.result) return job.result;
  throw new ProductError({
    status: job.error?.status ?? 500,
    code: job.error?.code ?? 'ROUTE_BUILD_FAILED',
    message: job.error?.message ?? 'The route build failed; try again',
  });
}

export async function moveStop(
  source: RouteView,
  stopId: string,
  target: RouteView,
  position?: number,
): Promise<{ source: RouteView; target: RouteView }> {
  const { data } = await apiClient.post<{ source: RouteView; target: RouteView }>(
    `routes/${source.id}/stops/move`,
    {
      stopId,
      targetRouteId: target.id,
      lockVersion: source.lockVersion,
      targetLockVersion: target.lockVersion,
      ...(position === undefined ? {} : { position }),
    },
  );
  return data;
}

export async function confirmRoute(route: RouteView): Promise<RouteView> {
  const { data } = await apiClient.put<RouteView>(`routes/${route.id}/confirm`, {
    lockVersion: route.lockVersion,
  });
  return data;
}

/** `POST routes`: an empty Draft route for a courier on shift without a route that day. */
export async function createRoute(body: {
  divisionId: string;
  day: string;
  courier: string;
}): Promise<RouteView> {
  const { data } = await apiClient.post<RouteView>('routes', body);
  return data;
}

/** Which courier of a route a dialog changes: the one driving it, or the one it was planned for. */
export type RouteCourierKind = 'courier' | 'initial-courier';

/** `PUT routes/{id}/courier` (hand the route over) or `PUT routes/{id}/initial-courier`. */
export async function changeRouteCourier(
  route: RouteView,
  kind: RouteCourierKind,
  courier: string,
): Promise<RouteView> {
  const { data } = await apiClient.put<RouteView>(`routes/${route.id}/${kind}`, {
    courier,
    lockVersion: route.lockVersion,
  });
  return data;
}

/** The couriers on shift in a division's day (`GET courier-shifts`), by login. */
export async function fetchCourierShifts(divisionId: string, day: string): Promise<CourierShiftView[]> {
  const { data } = await apiClient.get<{ items: CourierShiftView[] }>('courier-shifts', {
    params: { divisionId, day },
  });
  return data.items;
}

/** `POST courier-shifts`: puts the courier on shift, or replaces their shift of that day whole. */
export async function saveCourierShift(body: CourierShiftInput): Promise<CourierShiftView> {
  const { data } = await apiClient.post<CourierShiftView>('courier-shifts', body);
  return data;
}

/** `DELETE courier-shifts/{id}`: takes the courier off shift (refused while they hold a route of the day). */
export async function deleteCourierShift(id: string): Promise<void> {
  await apiClient.delete(`courier-shifts/${id}`);
}

/** The division's couriers, whom a shift can be for (`GET courier-shifts/couriers`). */
export async function fetchShiftCouriers(divisionId: string): Promise<ShiftCourier[]> {
  const { data } = await apiClient.get<{ items: ShiftCourier[] }>('courier-shifts/couriers', {
    params: { divisionId },
  });
  return data.items;
}

/** Each vehicle's latest route, asked 50 vehicle numbers at a time (registers §7). */
export async function fetchRoutePolylines(vehicleNumbers: readonly string[]): Promise<RoutePolylineView[]> {
  const answers = await Promise.all(
    chunksOf(vehicleNumbers, ROUTE_POLYLINES_CHUNK).map(async (chunk) => {
      const { data } = await apiClient.get<{ items: RoutePolylineView[] }>('task-groups/route-polylines', {
        // An array goes as `vehicleNumbers[]=…`, once per number.
        params: { vehicleNumbers: chunk },
      });
      return data.items;
    }),
  );
  return answers.flat();
}

/** Where an open task or pickup lies on its route (issue 27): what its live ETA is worked out from. */
export interface MonitoredStop {
  position: number;
  latitude: number;
  longitude: number;
  serviceMinutes: number;
  windowStart: string | null;
  windowEnd: string | null;
}

/** A task's or pickup's live ETA (issue 27): null off a confirmed route; late-risk when it falls after the window. */
export interface LiveEta {
  eta: string | null;
  lateRisk: boolean;
  stop: MonitoredStop | null;
}

export interface MonitoredCourier {
  courier: string;
  firstName: string | null;
  lastName: string | null;
  vehicleNumber: string | null;
  shift: { start: string; end: string; capacityKg: number };
  route: { id: string; number: string; status: string; lockVersion: number } | null;
  openTasks: ({
    id: string;
    type: string;
    status: string;
    label: string;
    address: string | null;
    timeFrom: string | null;
    timeTo: string | null;
    late: boolean;
  } & LiveEta)[];
  openPickups: ({
    id: string;
    number: string;
    status: string;
    timeFrom: string | null;
    timeTo: string | null;
    late: boolean;
  } & LiveEta)[];
  late: number;
  /** Open stops whose window is still open but whose ETA falls after it (issue 27). */
  lateRisk: number;
  /** The route's stops already closed, done or not (issue 27): the map draws them in their colours. */
  closedStops: { position: number; latitude: number; longitude: number; outcome: 'done' | 'failed' }[];
  /** Where the courier's phone last was, and when (issue 26). */
  lastPosition: { latitude: number; longitude: number; at: string } | null;
}

/** A page of dispatch monitoring, with how its ETAs travel (the division's route settings). */
export interface MonitoringPage {
  items: MonitoredCourier[];
  nextCursor: string | null;
  timeZone: string;
  travel: { detourFactor: number; averageSpeedKmh: number };
}

export async function fetchMonitoringPage(
  divisionId: string,
  day: string,
  cursor: string | null,
): Promise<MonitoringPage> {
  const { data } = await apiClient.get<MonitoringPage>('dispatch-monitoring', {
    params: { divisionId, day, limit: 20, ...(cursor ? { cursor } : {}) },
  });
  return data;
}

export interface RouteRow {
  id: string;
  number: string;
  createdAt: string;
  status: string;
  updatedAt: string;
  division: string | null;
  createdByUser: string;
  courier: string | null;
  day: string;
}

export async function fetchRouteRegister(params: Record<string, unknown>) {
  const { data } = await apiClient.get<{ items: RouteRow[]; total: number }>('routes', { params });
  return data;
}
