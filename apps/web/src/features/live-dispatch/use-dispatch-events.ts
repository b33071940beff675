import { concernsDay, type DispatchEvent } from '@console/domain';
import { stopEtas } from '@console/routing/eta';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type LiveEta,
  type MonitoredCourier,
  type MonitoringPage,
  routeKeys,
} from '../courier-routes/routes-api.ts';
import { connectDispatchEvents, type StreamState } from './dispatch-event-source.ts';

type MonitoringPages = InfiniteData<MonitoringPage>;

/** A burst of task and route changes (a courier syncing a morning's queue, a build) refreshes the hub once. */
const REFRESH_AFTER_MS = 1_000;

const epoch = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * A courier's row after a new position: the position, and the ETAs of the open stops recomputed
 * from it (issue 27), the same way the server works them out, from the current stop onward.
 */
export function movedCourier(
  row: MonitoredCourier,
  position: { latitude: number; longitude: number; at: string },
  travel: MonitoringPage['travel'],
  now: number,
): MonitoredCourier {
  const onRoute = [...row.openTasks, ...row.openPickups]
    .filter((item) => item.stop !== null)
    .sort((a, b) => a.stop!.position - b.stop!.position);
  const etas = new Map(
    stopEtas(
      { lat: position.latitude, lon: position.longitude },
      now,
      onRoute.map((item) => ({
        id: item.id,
        point: { lat: item.stop!.latitude, lon: item.stop!.longitude },
        windowStart: epoch(item.stop!.windowStart),
        windowEnd: epoch(item.stop!.windowEnd),
        serviceMinutes: item.stop!.serviceMinutes,
      })),
      travel,
    ).map((eta) => [eta.id, eta]),
  );
  const withEta = <T extends LiveEta & { id: string }>(item: T): T => {
    const eta = etas.get(item.id);
    return eta ? { ...item, eta: new Date(eta.eta).toISOString(), lateRisk: eta.lateRisk } : item;
  };
  const openTasks = row.openTasks.map(withEta);
  const openPickups = row.openPickups.map(withEta);
  const lateRisk = [...openTasks, ...openPickups].filter((item) => !item.late && item.lateRisk).length;
  return { ...row, lastPosition: position, openTasks, openPickups, lateRisk };
}

/** A position event moves the courier it names; the other couriers' rows stay as they are. */
export function withPosition(
  pages: MonitoringPages | undefined,
  event: DispatchEvent,
  now = Date.now(),
): MonitoringPages | undefined {
  if (!pages || event.kind !== 'position') return pages;
  const { courier, latitude, longitude, at } = event.data;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((row) =>
        row.courier === courier && (!row.lastPosition || row.lastPosition.at <= at)
          ? movedCourier(row, { latitude, longitude, at }, page.travel, now)
          : row,
      ),
    })),
  };
}

/**
 * What a burst of task and route events refreshes: all the hub shows when one of them concerns its
 * day; else (tomorrow's routes built while today's run) only the routes register, which lists every day.
 */
export function refreshedBy(burst: readonly DispatchEvent[], day: string): readonly string[] {
  return burst.some((event) => concernsDay(event, day)) ? routeKeys.all : routeKeys.registers;
}

/**
 * Live dispatch (issue 27) for the courier management hub, one stream per open hub: couriers move as
 * their phones report, and a task's or a route's change refreshes what the hub shows of the day (the
 * monitoring's open stops and late marks, the day's routes, the waiting stops, the routes register),
 * without a reload.
 */
export function useDispatchEvents(divisionId: string, day: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const key = routeKeys.monitoring(divisionId, day);
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const burst: DispatchEvent[] = [];
    const stop = connectDispatchEvents({
      divisionId,
      onState: setState,
      onEvent: (event) => {
        if (event.kind === 'position') {
          queryClient.setQueryData<MonitoringPages>(key, (pages) => withPosition(pages, event));
          return;
        }
        burst.push(event);
        refresh ??= setTimeout(() => {
          refresh = undefined;
          const queryKey = refreshedBy(burst, day);
          burst.length = 0;
          void queryClient.invalidateQueries({ queryKey });
        }, REFRESH_AFTER_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(refresh);
    };
  }, [divisionId, day, queryClient]);
  return state;
}
