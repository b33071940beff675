import type { RouteView } from '@console/domain';
import { apiClient } from '../../api/client.ts';

export const routeKeys = {
  all: ['courier-routes'] as const,
  day: (divisionId: string, day: string) => [...routeKeys.all, 'day', divisionId, day] as const,
  monitoring: (divisionId: string, day: string) => [...routeKeys.all, 'monitoring', divisionId, day] as const,
  register: (query: string) => [...routeKeys.all, 'register', query] as const,
};

export interface BuildAnswer {
  routes: RouteView[];
  unassigned: { kind: string; refId: string; label: string }[];
  distanceMetres: number;
  elapsedMs: number;
}

/** The routes of a division's day (Draft and Created), with their stops. */
export async function fetchDayRoutes(divisionId: string, day: string): Promise<RouteView[]> {
  const { data } = await apiClient.get<{ items: { id: string; status: string }[] }>('routes', {
    params: { 'divisionIds[]': divisionId, day, limit: 100 },
  });
  const live = data.items.filter((row) => row.status !== 'Deleted');
  return Promise.all(live.map(async (row) => (await apiClient.get<RouteView>(`routes/${row.id}`)).data));
}

export async function buildRoutes(divisionId: string, day: string): Promise<BuildAnswer> {
  const { data } = await apiClient.post<BuildAnswer>(
    'routes/build',
    { divisionId, day },
    { timeout: 60_000 },
  );
  return data;
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

export interface MonitoredCourier {
  courier: string;
  firstName: string | null;
  lastName: string | null;
  vehicleNumber: string | null;
  shift: { start: string; end: string; capacityKg: number };
  route: { id: string; number: string; status: string; lockVersion: number } | null;
  openTasks: {
    id: string;
    type: string;
    status: string;
    label: string;
    address: string | null;
    timeFrom: string | null;
    timeTo: string | null;
    late: boolean;
  }[];
  openPickups: {
    id: string;
    number: string;
    status: string;
    timeFrom: string | null;
    timeTo: string | null;
    late: boolean;
  }[];
  late: number;
}

export async function fetchMonitoringPage(
  divisionId: string,
  day: string,
  cursor: string | null,
): Promise<{ items: MonitoredCourier[]; nextCursor: string | null; timeZone: string }> {
  const { data } = await apiClient.get<{
    items: MonitoredCourier[];
    nextCursor: string | null;
    timeZone: string;
  }>('dispatch-monitoring', { params: { divisionId, day, limit: 20, ...(cursor ? { cursor } : {}) } });
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
